import { once } from 'node:events';
import { closeSync, createWriteStream, fsyncSync, openSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { createGzip } from 'node:zlib';
import type { Db, Tx } from '../db/database';
import { type ObjectManifest, objectManifest } from './object-manifest';

export const BACKUP_FORMAT = 'chungcu-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** The first line of a backup file. */
export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** Migrations the snapshot's schema had: a restore builds exactly that schema first. */
  migrations: string[];
  /** Tables in insertion order (a row's foreign keys point to tables listed before it). */
  tables: string[];
  /** The change clock at the snapshot: restored as is, so devices ahead of it resync. */
  clock: number;
  /**
   * The files the snapshot's rows name in the object store (OBJECT_STORAGE_URL), by hash; the
   * store keeps them, not the backup. Absent in backups from before it could hold any.
   */
  objects?: ObjectManifest | null;
}

/** Rows may be large (attachment chunks): fetched a few at a time through a cursor. */
const FETCH_ROWS = 64;

const rowsOf = <T>(result: unknown): T[] =>
  ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/** Knex's own bookkeeping is rebuilt by the restore's migrations, not copied. */
const SKIPPED = new Set(['knex_migrations', 'knex_migrations_lock']);

/** The schema's tables ordered so that every table comes after the tables it references. */
export async function tablesInOrder(trx: Db | Tx): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await trx.raw(
      `select table_name as name from information_schema.tables
       where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    ),
  )
    .map((r) => r.name)
    .filter((name) => !SKIPPED.has(name));
  const edges = rowsOf<{ child: string; parent: string }>(
    await trx.raw(
      `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
       where c.contype = 'f' and n.nspname = current_schema()`,
    ),
  );
  const unquote = (name: string) => name.replace(/^.*\./, '').replace(/"/g, '');
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of edges) {
    if (unquote(child) !== unquote(parent)) parents.get(unquote(child))?.add(unquote(parent));
  }
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const parent of parents.get(table) ?? []) visit(parent, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/** Writes a line to the gzip stream, waiting when its buffer is full. */
async function writeLine(out: NodeJS.WritableStream, line: string): Promise<void> {
  if (!out.write(`${line}\n`)) await once(out, 'drain');
}

/**
 * Writes every row of every table as JSON lines (gzip), read in ONE repeatable-read snapshot: a
 * write is in the file entirely or not at all, and the clock matches the rows. Row values are
 * PostgreSQL's own JSON (`row_to_json`), so bytea, numeric, jsonb and timestamps survive exactly
 * and the restore reads them back with `json_populate_recordset`. The file appears under its name
 * only when complete and flushed (written as `.partial`, fsynced, renamed).
 */
export async function writeBackup(db: Db, file: string): Promise<{ rows: number; bytes: number }> {
  const partial = `${file}.partial`;
  const gzip = createGzip({ level: 6 });
  const sink = createWriteStream(partial);
  gzip.pipe(sink);
  const finished = once(sink, 'close');
  let rows = 0;
  try {
    await db.transaction(
      async (trx) => {
        const tables = await tablesInOrder(trx);
        const migrations = rowsOf<{ name: string }>(
          await trx.raw('select name from knex_migrations order by id'),
        ).map((r) => r.name);
        const [clockRow] = rowsOf<{ version: number | string }>(
          await trx.raw('select version from sync_clock where id = 1'),
        );
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          version: BACKUP_FORMAT_VERSION,
          createdAt: new Date().toISOString(),
          migrations,
          tables,
          clock: Number(clockRow?.version ?? 0),
          objects: await objectManifest(trx),
        };
        await writeLine(gzip, JSON.stringify(header));
        for (const [index, table] of tables.entries()) {
          const cursor = `backup_${index}`;
          await trx.raw(
            `declare ${cursor} no scroll cursor for select row_to_json(t)::text as j from ?? t`,
            [table],
          );
          for (;;) {
            const batch = rowsOf<{ j: string }>(
              await trx.raw(`fetch ${FETCH_ROWS} from ${cursor}`),
            );
            for (const { j } of batch)
              await writeLine(gzip, `{"t":${JSON.stringify(table)},"r":${j}}`);
            rows += batch.length;
            if (batch.length < FETCH_ROWS) break;
          }
          await trx.raw(`close ${cursor}`);
        }
        await writeLine(gzip, JSON.stringify({ end: true, rows }));
      },
      { isolationLevel: 'repeatable read', readOnly: true },
    );
    gzip.end();
    await finished;
    const fd = openSync(partial, 'r');
    fsyncSync(fd);
    closeSync(fd);
    renameSync(partial, file);
    const dir = openSync(dirname(file), 'r');
    fsyncSync(dir);
    closeSync(dir);
    return { rows, bytes: sink.bytesWritten };
  } catch (error) {
    gzip.destroy();
    sink.destroy();
    rmSync(partial, { force: true });
    throw error;
  }
}
