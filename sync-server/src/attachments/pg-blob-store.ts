import { type Db, type Tx, isUniqueViolation } from '../db/database';
import type { BlobInfo, BlobKind, BlobStore, StoredBlob } from './blob-store';

/** One chunk row's bytes: small enough for any driver, large enough to keep rows few. */
export const CHUNK_BYTES = 256 * 1024;
/** Chunk rows read per query while streaming (about 1 MB). */
const CHUNKS_PER_READ = 4;

const asBuffer = (value: Uint8Array) =>
  Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength);

/** Re-cuts any sequence of byte arrays into CHUNK_BYTES pieces (the last one shorter). */
async function* rechunk(
  source: Iterable<Uint8Array> | AsyncIterable<Uint8Array>,
): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let size = 0;
  for await (const piece of source) {
    let rest = asBuffer(piece);
    while (size + rest.length >= CHUNK_BYTES) {
      const take = CHUNK_BYTES - size;
      yield Buffer.concat([...pending, rest.subarray(0, take)]);
      rest = rest.subarray(take);
      pending = [];
      size = 0;
    }
    if (rest.length > 0) {
      pending.push(rest);
      size += rest.length;
    }
  }
  if (size > 0) yield Buffer.concat(pending);
}

const infoOf = (row: Record<string, unknown>): BlobInfo => ({
  byteSize: Number(row.byte_size),
  sha256: String(row.sha256),
  mimeType: String(row.mime_type),
});

/**
 * The blob store on PostgreSQL or PGlite: `attachment_blobs` (one header per blob) and
 * `attachment_chunks` (bytea rows of CHUNK_BYTES). Works on a transaction too (the data
 * migration writes through it). Chunks cross the driver as base64 text, encoded and decoded by
 * PostgreSQL: PGlite converts bytea values byte by byte in JavaScript, about ten times slower,
 * and base64 is a third smaller than the hex form the pg driver would use.
 */
export function createPgBlobStore(db: Db | Tx): BlobStore {
  const key = (attachmentId: string, kind: BlobKind) => ({ attachment_id: attachmentId, kind });

  async function head(attachmentId: string, kind: BlobKind): Promise<BlobInfo | null> {
    const row = await db('attachment_blobs').where(key(attachmentId, kind)).first();
    return row ? infoOf(row) : null;
  }

  async function* readChunks(attachmentId: string, kind: BlobKind): AsyncGenerator<Buffer> {
    for (let seq = 0; ; seq += CHUNKS_PER_READ) {
      const rows: { data: string }[] = await db('attachment_chunks')
        .where(key(attachmentId, kind))
        .andWhere('seq', '>=', seq)
        .orderBy('seq')
        .limit(CHUNKS_PER_READ)
        .select(db.raw(`encode(data, 'base64') as data`));
      // Node's decoder skips the line breaks PostgreSQL puts in base64.
      for (const row of rows) yield Buffer.from(row.data, 'base64');
      if (rows.length < CHUNKS_PER_READ) return;
    }
  }

  return {
    async put(attachmentId, kind, info, chunks, options = {}) {
      try {
        return await db.transaction(async (trx) => {
          if (options.replace)
            await trx('attachment_blobs').where(key(attachmentId, kind)).delete();
          // The header first: a racing upload of the same blob meets its primary key and waits
          // for this one, then finds the bytes stored.
          const inserted = await trx('attachment_blobs')
            .insert({
              ...key(attachmentId, kind),
              byte_size: info.byteSize,
              sha256: info.sha256,
              mime_type: info.mimeType,
            })
            .onConflict(['attachment_id', 'kind'])
            .ignore()
            .returning('attachment_id');
          if (inserted.length === 0) return false;
          let seq = 0;
          for await (const data of rechunk(chunks)) {
            await trx('attachment_chunks').insert({
              ...key(attachmentId, kind),
              seq: seq++,
              data: trx.raw(`decode(?, 'base64')`, [data.toString('base64')]),
            });
          }
          return true;
        });
      } catch (error) {
        // Two uploads at once (PostgreSQL may report the clash instead of waiting): the other
        // one's bytes are stored whole.
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    head,

    async get(attachmentId, kind): Promise<StoredBlob | null> {
      const info = await head(attachmentId, kind);
      return info ? { info, chunks: readChunks(attachmentId, kind) } : null;
    },

    async delete(attachmentId, kind) {
      const query = db('attachment_blobs').where({ attachment_id: attachmentId });
      await (kind ? query.andWhere({ kind }) : query).delete();
    },
  };
}

/**
 * Removes the bytes of tombstoned attachments from `store` (chunks or objects): a delete pushed
 * by a device (the named mutation) does not reach the store, so the maintenance run does.
 * Answers how many blobs went.
 */
export async function pruneDeletedContents(db: Db, store: BlobStore): Promise<number> {
  const blobs: { attachment_id: string }[] = await db('attachment_blobs')
    .whereIn('attachment_id', db('attachments').whereNotNull('deleted_at').select('id'))
    .select('attachment_id');
  for (const id of new Set(blobs.map((blob) => blob.attachment_id))) await store.delete(id);
  return blobs.length;
}
