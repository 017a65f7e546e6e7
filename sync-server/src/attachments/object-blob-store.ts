import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { BlobInfo, BlobKind, BlobStore, StoredBlob } from './blob-store';
import { createPgBlobStore } from './pg-blob-store';
import type { Objects } from './s3-objects';

/** How long a device's upload URL stays good: long enough for 10 MB on a slow phone. */
export const UPLOAD_URL_SECONDS = 15 * 60;
/** How long a download URL stays good: a redirect is followed at once. */
export const DOWNLOAD_URL_SECONDS = 5 * 60;
/**
 * The first bytes read back to check an upload (never the whole file): a file's type is in its
 * first 12 (`sniff.ts`); a thumbnail's size in px is in its header, within the first few KB of
 * a device-made JPEG, PNG or WebP (a thumbnail is at most 200 KB).
 */
export const SNIFF_BYTES: Record<BlobKind, number> = { content: 64, thumbnail: 16 * 1024 };

/** A presigned upload a device makes itself, then confirms with `uploadId`. */
export interface UploadTarget {
  url: string;
  headers: Record<string, string>;
  uploadId: string;
  expiresAt: string;
}

export type Acceptance = 'stored' | 'mismatch' | 'missing';

/**
 * Bytes the server's own process has read from or written to the store, by why: proof that
 * devices' uploads and downloads do not pass through it (the bench prints them).
 */
export const objectTraffic = { sniffed: 0, hashed: 0, written: 0, read: 0 };

const stagedKey = (id: string, kind: BlobKind, uploadId: string) =>
  `incoming/${id}/${kind}/${uploadId}`;
const storedKey = (id: string, kind: BlobKind, version: string) =>
  `attachments/${id}/${kind}/${version}`;

async function* counted(source: AsyncIterable<Uint8Array>, into: 'read' | 'hashed') {
  for await (const piece of source) {
    objectTraffic[into] += piece.byteLength;
    yield Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
  }
}

async function collect(source: Iterable<Uint8Array> | AsyncIterable<Uint8Array>) {
  const pieces: Buffer[] = [];
  for await (const piece of source) pieces.push(Buffer.from(piece));
  return Buffer.concat(pieces);
}

interface BlobRow {
  byte_size: number | string;
  sha256: string;
  mime_type: string;
  object_key: string | null;
}

const infoOf = (row: BlobRow): BlobInfo => ({
  byteSize: Number(row.byte_size),
  sha256: row.sha256,
  mimeType: row.mime_type,
});

/**
 * Attachment bytes in an S3-compatible bucket, indexed by `attachment_blobs` (migration 035):
 * a row with an `object_key` is an object, one without is still in the database's chunks (an
 * installation moving its files: reads find both, writes go to the bucket). Devices upload and
 * download with presigned URLs (`direct`); the server reads back only the first bytes to sniff,
 * and the whole object only from a store that keeps no SHA-256 of its own.
 */
export function createObjectBlobStore(db: Db, objects: Objects) {
  const inDatabase = createPgBlobStore(db);
  const key = (attachmentId: string, kind: BlobKind) => ({ attachment_id: attachmentId, kind });
  const row = (attachmentId: string, kind: BlobKind): Promise<BlobRow | undefined> =>
    db('attachment_blobs').where(key(attachmentId, kind)).first();

  /**
   * Records the object as the blob's bytes. Without `replace`, a blob already recorded stays and
   * the new object goes (false). With it, the old object goes once the row names the new one.
   */
  async function record(
    attachmentId: string,
    kind: BlobKind,
    info: BlobInfo,
    objectKey: string,
    replace: boolean,
  ): Promise<boolean> {
    const values = {
      ...key(attachmentId, kind),
      byte_size: info.byteSize,
      sha256: info.sha256,
      mime_type: info.mimeType,
      object_key: objectKey,
    };
    if (!replace) {
      const inserted = await db('attachment_blobs')
        .insert(values)
        .onConflict(['attachment_id', 'kind'])
        .ignore()
        .returning('attachment_id');
      if (inserted.length === 0) await objects.remove(objectKey);
      return inserted.length > 0;
    }
    const before = await row(attachmentId, kind);
    await db.transaction(async (trx) => {
      // A blob kept in the database's chunks leaves them with its header.
      await trx('attachment_blobs').where(key(attachmentId, kind)).delete();
      await trx('attachment_blobs').insert(values);
    });
    if (before?.object_key && before.object_key !== objectKey)
      await objects.remove(before.object_key);
    return true;
  }

  /**
   * Whether the object holds exactly the declared bytes: its length, its first bytes as
   * `firstBytesFit` judges them, and its SHA-256, the store's own when it keeps one, otherwise
   * read through once and hashed.
   */
  async function holds(
    objectKey: string,
    kind: BlobKind,
    info: BlobInfo,
    firstBytesFit: (first: Buffer) => boolean,
  ): Promise<boolean> {
    const head = await objects.head(objectKey);
    if (!head || head.size !== info.byteSize || info.byteSize === 0) return false;
    const first = await objects.stream(objectKey, {
      first: 0,
      last: Math.min(info.byteSize, SNIFF_BYTES[kind]) - 1,
    });
    if (!first) return false;
    const firstBytes = await collect(first);
    objectTraffic.sniffed += firstBytes.length;
    if (!firstBytesFit(firstBytes)) return false;
    const declared = Buffer.from(info.sha256, 'hex').toString('base64');
    if (head.sha256Base64) return head.sha256Base64 === declared;
    const whole = await objects.stream(objectKey);
    if (!whole) return false;
    const hash = createHash('sha256');
    for await (const piece of counted(whole, 'hashed')) hash.update(piece);
    return hash.digest('hex') === info.sha256;
  }

  const store: BlobStore = {
    async put(attachmentId, kind, info, chunks, options = {}) {
      if (!options.replace && (await row(attachmentId, kind))) return false;
      const bytes = await collect(chunks);
      const objectKey = storedKey(attachmentId, kind, randomUUID());
      await objects.put(objectKey, bytes, { contentType: info.mimeType, sha256: info.sha256 });
      objectTraffic.written += bytes.length;
      return record(attachmentId, kind, info, objectKey, options.replace ?? false);
    },

    async head(attachmentId, kind) {
      const found = await row(attachmentId, kind);
      return found ? infoOf(found) : null;
    },

    async get(attachmentId, kind): Promise<StoredBlob | null> {
      const found = await row(attachmentId, kind);
      if (!found) return null;
      if (!found.object_key) return inDatabase.get(attachmentId, kind);
      const body = await objects.stream(found.object_key);
      return body ? { info: infoOf(found), chunks: counted(body, 'read') } : null;
    },

    async delete(attachmentId, kind) {
      const query = db('attachment_blobs').where({ attachment_id: attachmentId });
      const gone: BlobRow[] = await (kind ? query.andWhere({ kind }) : query)
        .delete()
        .returning(['object_key']);
      // The rows first: an object no row names is only space; a row naming no object is a
      // broken file.
      const keys = gone.map((r) => r.object_key).filter((k): k is string => Boolean(k));
      await objects.remove(...keys);
    },
  };

  const direct = {
    /** A URL the device PUTs the declared bytes to, good for UPLOAD_URL_SECONDS. */
    async target(attachmentId: string, kind: BlobKind, info: BlobInfo): Promise<UploadTarget> {
      const uploadId = randomUUID();
      const signed = await objects.presignPut(
        stagedKey(attachmentId, kind, uploadId),
        { size: info.byteSize, contentType: info.mimeType, sha256: info.sha256 },
        UPLOAD_URL_SECONDS,
      );
      return {
        ...signed,
        uploadId,
        expiresAt: new Date(Date.now() + UPLOAD_URL_SECONDS * 1000).toISOString(),
      };
    },

    /**
     * Takes a device's upload in: copied by the store to a key no device holds a URL for (so the
     * bytes checked are the bytes kept, whatever is PUT to the upload URL afterwards), checked
     * there, then recorded. Nothing is kept of an upload that is not the declared bytes.
     */
    async accept(
      attachmentId: string,
      kind: BlobKind,
      uploadId: string,
      info: BlobInfo,
      firstBytesFit: (first: Buffer) => boolean,
      { replace }: { replace: boolean },
    ): Promise<Acceptance> {
      const staged = stagedKey(attachmentId, kind, uploadId);
      const existing = await row(attachmentId, kind);
      if (!replace && existing) {
        await objects.remove(staged);
        return 'stored';
      }
      if (replace && existing?.sha256 === info.sha256) {
        await objects.remove(staged);
        return 'stored';
      }
      const objectKey = storedKey(attachmentId, kind, uploadId);
      const copied = await objects.copy(staged, objectKey, {
        contentType: info.mimeType,
        sha256: info.sha256,
      });
      if (!copied) return 'missing';
      await objects.remove(staged);
      // `firstBytesFit` may refuse with a reason of its own (thrown): nothing is kept either way.
      const fits = await holds(objectKey, kind, info, firstBytesFit).catch(
        async (error: unknown) => {
          await objects.remove(objectKey);
          throw error;
        },
      );
      if (!fits) {
        await objects.remove(objectKey);
        return 'mismatch';
      }
      await record(attachmentId, kind, info, objectKey, replace);
      return 'stored';
    },

    /** A URL the device GETs the bytes from itself, or null when they are in the database. */
    async downloadUrl(
      attachmentId: string,
      kind: BlobKind,
      answer: { disposition: string; cacheControl: string },
    ): Promise<string | null> {
      const found = await row(attachmentId, kind);
      if (!found?.object_key) return null;
      return objects.presignGet(
        found.object_key,
        { contentType: found.mime_type, ...answer },
        DOWNLOAD_URL_SECONDS,
      );
    },
  };

  return { store, direct };
}
export type ObjectBlobStore = ReturnType<typeof createObjectBlobStore>;
export type DirectUploads = ObjectBlobStore['direct'];
