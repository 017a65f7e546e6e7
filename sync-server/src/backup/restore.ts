import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { Db, Tx } from '../db/database';
import { migrateExactly, migrateToLatest } from '../db/migrate';
import { beginHistory } from '../sync/history';
import { missingObjects } from '../attachments/move-to-objects';
import type { Objects } from '../attachments/s3-objects';
import { BACKUP_FORMAT, type BackupHeader } from './dump';
import { objectManifest } from './object-manifest';

/** Said to the operator as is (no stack trace). */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

/**
 * Tables a freshly migrated (or freshly started: the standard checklists) database already
 * fills; they do not make a target "in use", and the restore replaces them.
 */
const SEEDED = new Set(['sync_clock', 'app_settings', 'inspection_templates']);

/** Rows go in by batches of about this many bytes of JSON. */
const BATCH_BYTES = 4 * 1024 * 1024;

const rowsOf = <T>(result: unknown): T[] =>
  ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/** The tables of the target holding rows beyond what its migrations put there. */
async function tablesInUse(db: Db, tables: string[]): Promise<string[]> {
  const used: string[] = [];
  for (const table of tables) {
    if (SEEDED.has(table) || !(await db.schema.hasTable(table))) continue;
    if (await db(table).first()) used.push(table);
  }
  return used;
}

/** Columns a row may be given (generated ones are computed by the database). */
async function insertableColumns(trx: Tx, table: string): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await trx.raw(
      `select column_name as name from information_schema.columns
       where table_schema = current_schema() and table_name = ? and is_generated = 'NEVER'
       order by ordinal_position`,
      [table],
    ),
  );
  return rows.map((r) => r.name);
}

/** Serial columns continue after the restored rows. */
async function resetSequences(trx: Tx, table: string): Promise<void> {
  const serials = rowsOf<{ name: string }>(
    await trx.raw(
      `select column_name as name from information_schema.columns
       where table_schema = current_schema() and table_name = ? and column_default like 'nextval(%'`,
      [table],
    ),
  );
  for (const { name } of serials) {
    await trx.raw(
      `select setval(pg_get_serial_sequence(?, ?), coalesce((select max(??) from ??), 0) + 1, false)`,
      [table, name, name, table],
    );
  }
}

/** Whether the clock row has its history yet (a backup from before migration 012 has not). */
async function hasHistory(trx: Tx): Promise<boolean> {
  const [row] = rowsOf<{ n: number | string }>(
    await trx.raw(
      `select count(*) as n from information_schema.columns
       where table_schema = current_schema() and table_name = 'sync_clock' and column_name = 'epoch'`,
    ),
  );
  return Number(row?.n ?? 0) > 0;
}

/** What a restore found of the files its backup needs from the object store. */
export interface ObjectsChecked {
  needed: number;
  /** `key: why` of each file missing or of the wrong length. */
  missing: string[];
}

/**
 * Checks, before the restore commits, that the rows restored name the files the backup's
 * manifest lists, and that the object store still holds each (a HEAD each, no bytes read). A
 * backup needing files with no store to find them in, or missing some, is refused unless
 * `allowMissingObjects` (then the files missing are answered).
 */
async function checkObjects(
  trx: Tx,
  header: BackupHeader,
  { objects, allowMissingObjects }: { objects?: Objects; allowMissingObjects: boolean },
): Promise<ObjectsChecked> {
  const listed = header.objects;
  if (!listed || listed.count === 0) return { needed: 0, missing: [] };
  const restored = await objectManifest(trx);
  if (restored?.sha256 !== listed.sha256) {
    throw new RestoreRefused(
      'Danh sách tệp trong bản sao lưu không khớp với các dòng đã khôi phục: bản sao lưu bị hỏng.',
    );
  }
  if (!objects) {
    if (allowMissingObjects) return { needed: listed.count, missing: ['(không kiểm tra)'] };
    throw new RestoreRefused(
      `Bản sao lưu cần ${listed.count} tệp trong kho đối tượng: đặt OBJECT_STORAGE_URL để kiểm ` +
        'tra chúng, hoặc thêm --allow-missing-objects để khôi phục mà không kiểm tra.',
    );
  }
  const found = await missingObjects(trx, objects);
  const missing = found.problems.map((p) => `${p.objectKey}: ${p.reason}`);
  if (missing.length > 0 && !allowMissingObjects) {
    throw new RestoreRefused(
      `Kho đối tượng thiếu ${missing.length}/${listed.count} tệp bản sao lưu cần ` +
        `(${missing.slice(0, 5).join('; ')}${missing.length > 5 ? '; …' : ''}). Khôi phục các ` +
        'tệp đó vào bucket (bật versioning để giữ chúng), hoặc thêm --allow-missing-objects.',
    );
  }
  return { needed: listed.count, missing };
}

/**
 * Loads a backup into an empty database (refused when the target holds data, unless `force`,
 * which replaces it). The schema is built to the backup's migrations, every row goes back in one
 * transaction (all or nothing), serial counters and the change clock continue from the snapshot,
 * then later migrations run. A file cut short (no end line) is refused before anything commits.
 * Whatever the target held, the restored database is a new history (rule S21): devices that
 * pulled from the backup's database after the snapshot, or from the database it replaces, resync.
 */
export async function restoreBackup(
  db: Db,
  file: string,
  {
    force = false,
    schema,
    objects,
    allowMissingObjects = false,
  }: {
    force?: boolean;
    schema?: string;
    /** The object store the backup's files are in (OBJECT_STORAGE_URL), to check them. */
    objects?: Objects;
    /** Restore even when files it names are missing from the store (said, not refused). */
    allowMissingObjects?: boolean;
  } = {},
): Promise<{ rows: number; clock: number; epoch: string; objects: ObjectsChecked }> {
  const lines = createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Infinity,
  })[Symbol.asyncIterator]();
  const first = await lines.next();
  let header: BackupHeader;
  try {
    header = JSON.parse(first.value ?? '') as BackupHeader;
  } catch {
    throw new RestoreRefused(`${file} không phải bản sao lưu ChungCư.`);
  }
  if (
    header?.format !== BACKUP_FORMAT ||
    !Array.isArray(header.tables) ||
    !Array.isArray(header.migrations) ||
    !header.tables.includes('users')
  ) {
    throw new RestoreRefused(`${file} không phải bản sao lưu ChungCư.`);
  }
  const inUse = await tablesInUse(db, header.tables);
  if (inUse.length > 0 && !force) {
    throw new RestoreRefused(
      `Cơ sở dữ liệu đích đã có dữ liệu (${inUse.join(', ')}): chỉ khôi phục vào thư mục / ` +
        'cơ sở dữ liệu trống, hoặc thêm --force để thay toàn bộ dữ liệu hiện có.',
    );
  }
  await migrateExactly(db, header.migrations, schema);
  let rows = 0;
  let epoch: string | null = null;
  let checked: ObjectsChecked = { needed: 0, missing: [] };
  await db.transaction(async (trx) => {
    await trx.raw(`truncate ${header.tables.map(() => '??').join(', ')} cascade`, header.tables);
    const columns = new Map<string, string[]>();
    let table: string | null = null;
    let batch: string[] = [];
    let size = 0;
    const flush = async () => {
      if (!table || batch.length === 0) return;
      let cols = columns.get(table);
      if (!cols) columns.set(table, (cols = await insertableColumns(trx, table)));
      const list = cols.map(() => '??').join(', ');
      await trx.raw(
        `insert into ?? (${list}) select ${list} from json_populate_recordset(null::??, ?::json)`,
        [table, ...cols, ...cols, table, `[${batch.join(',')}]`],
      );
      rows += batch.length;
      batch = [];
      size = 0;
    };
    let ended = false;
    for (let next = await lines.next(); !next.done; next = await lines.next()) {
      const line = next.value;
      if (line.startsWith('{"end":')) {
        ended = true;
        break;
      }
      const match = /^\{"t":("(?:[^"\\]|\\.)*"),"r":/.exec(line);
      if (!match?.[1]) throw new RestoreRefused(`Dòng hỏng trong ${file}.`);
      const lineTable = JSON.parse(match[1]) as string;
      if (lineTable !== table || size > BATCH_BYTES) {
        await flush();
        table = lineTable;
      }
      const row = line.slice(match[0].length, -1);
      batch.push(row);
      size += row.length;
    }
    if (!ended) throw new RestoreRefused(`${file} bị cắt ngang (thiếu dòng kết thúc).`);
    await flush();
    checked = await checkObjects(trx, header, { objects, allowMissingObjects });
    for (const name of header.tables) await resetSequences(trx, name);
    // With the rows, so no moment exists where they carry the old history's name (rule S21).
    if (await hasHistory(trx)) epoch = await beginHistory(trx, header.clock);
  });
  await migrateToLatest(db, schema);
  // An older backup's schema has no history yet: migration 012 made one; set its fork point.
  epoch ??= await beginHistory(db, header.clock);
  return { rows, clock: header.clock, epoch, objects: checked };
}
