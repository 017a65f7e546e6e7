import { createHash } from 'node:crypto';
import type { Db, Tx } from '../db/database';
import type { BlobKind } from './blob-store';
import { createPgBlobStore } from './pg-blob-store';
import type { Objects } from './s3-objects';

export interface MoveReport {
  /** Blobs now in the bucket, and their bytes. */
  moved: number;
  bytes: number;
  /** Blobs left in the database because their bytes are not what their row says (never lost). */
  failed: { attachmentId: string; kind: BlobKind; reason: string }[];
}

export interface VerifyReport {
  checked: number;
  bytes: number;
  /** Rows whose object is missing, or whose bytes' length or SHA-256 differ. */
  problems: { attachmentId: string; kind: BlobKind; objectKey: string; reason: string }[];
}

interface BlobRow {
  attachment_id: string;
  kind: BlobKind;
  byte_size: number | string;
  sha256: string;
  mime_type: string;
  object_key: string | null;
}

/** Rows read per query: the run walks the table in key order, so a stopped run resumes. */
const PAGE = 100;

async function sha256Of(chunks: AsyncIterable<Uint8Array>): Promise<{ hex: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const piece of chunks) {
    hash.update(piece);
    size += piece.byteLength;
  }
  return { hex: hash.digest('hex'), size };
}

/** The blobs still in the database's chunks, or those in the bucket, in key order. */
async function* pages(db: Db | Tx, where: 'database' | 'bucket'): AsyncGenerator<BlobRow> {
  let after: [string, string] | null = null;
  for (;;) {
    const query = db('attachment_blobs')
      .select('attachment_id', 'kind', 'byte_size', 'sha256', 'mime_type', 'object_key')
      .orderBy([{ column: 'attachment_id' }, { column: 'kind' }])
      .limit(PAGE);
    if (where === 'database') query.whereNull('object_key');
    else query.whereNotNull('object_key');
    if (after) query.whereRaw('(attachment_id, kind) > (?, ?)', after);
    const rows: BlobRow[] = await query;
    for (const row of rows) yield row;
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return;
    after = [last.attachment_id, last.kind];
  }
}

/**
 * Moves every blob still in the database's chunks to the bucket, one at a time: the bytes are
 * read, checked against their row's SHA-256, written as an object, read back and hashed again,
 * and only then does the row name the object and its chunks go (one transaction). Stopped at
 * any point, a run loses nothing and the next one resumes where it stood: a blob is in the
 * database or in the bucket, and its object key follows from its hash, so a blob written but
 * not yet recorded is written again to the same key. The server may keep running meanwhile:
 * reads find a blob wherever it is at that moment.
 */
export async function moveBlobsToObjects(
  db: Db,
  objects: Objects,
  progress: (report: MoveReport) => void = () => {},
): Promise<MoveReport> {
  const chunks = createPgBlobStore(db);
  const report: MoveReport = { moved: 0, bytes: 0, failed: [] };
  for await (const row of pages(db, 'database')) {
    const { attachment_id: id, kind } = row;
    const blob = await chunks.get(id, kind);
    if (!blob) continue; // deleted meanwhile
    const pieces: Buffer[] = [];
    for await (const piece of blob.chunks) pieces.push(piece);
    const bytes = Buffer.concat(pieces);
    const hash = createHash('sha256').update(bytes).digest('hex');
    if (hash !== row.sha256 || bytes.length !== Number(row.byte_size)) {
      report.failed.push({ attachmentId: id, kind, reason: 'bytes differ from their row' });
      continue;
    }
    const objectKey = `attachments/${id}/${kind}/${row.sha256}`;
    await objects.put(objectKey, bytes, { contentType: row.mime_type, sha256: row.sha256 });
    const body = await objects.stream(objectKey);
    const back = body ? await sha256Of(body) : null;
    if (back?.hex !== row.sha256 || back.size !== bytes.length) {
      report.failed.push({ attachmentId: id, kind, reason: 'object read back differs' });
      continue;
    }
    await db.transaction(async (trx) => {
      const updated = await trx('attachment_blobs')
        .where({ attachment_id: id, kind, sha256: row.sha256 })
        .whereNull('object_key')
        .update({ object_key: objectKey });
      if (updated) await trx('attachment_chunks').where({ attachment_id: id, kind }).delete();
    });
    report.moved += 1;
    report.bytes += bytes.length;
    progress(report);
  }
  return report;
}

/**
 * Reads every object the database names back and hashes it: the proof, after a move or a
 * restore, that the bucket holds each file whole.
 */
export async function verifyObjects(db: Db, objects: Objects): Promise<VerifyReport> {
  const report: VerifyReport = { checked: 0, bytes: 0, problems: [] };
  for await (const row of pages(db, 'bucket')) {
    const objectKey = row.object_key as string;
    const problem = (reason: string) =>
      report.problems.push({ attachmentId: row.attachment_id, kind: row.kind, objectKey, reason });
    report.checked += 1;
    const body = await objects.stream(objectKey);
    if (!body) {
      problem('missing');
      continue;
    }
    const { hex, size } = await sha256Of(body);
    report.bytes += size;
    if (size !== Number(row.byte_size)) problem(`length ${size}, not ${row.byte_size}`);
    else if (hex !== row.sha256) problem('SHA-256 differs');
  }
  return report;
}

/**
 * Whether every object the database names is there with its length (a HEAD each, no bytes
 * read): a restore's check that its backup's files still exist.
 */
export async function missingObjects(db: Db | Tx, objects: Objects): Promise<VerifyReport> {
  const report: VerifyReport = { checked: 0, bytes: 0, problems: [] };
  for await (const row of pages(db, 'bucket')) {
    const objectKey = row.object_key as string;
    report.checked += 1;
    const head = await objects.head(objectKey);
    const reason = !head
      ? 'missing'
      : head.size !== Number(row.byte_size)
        ? `length ${head.size}, not ${row.byte_size}`
        : null;
    if (reason)
      report.problems.push({ attachmentId: row.attachment_id, kind: row.kind, objectKey, reason });
    else report.bytes += Number(row.byte_size);
  }
  return report;
}
