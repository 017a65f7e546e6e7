import type { ChungCuDb } from '../db';
import { StorageFullError, guardQuota } from './storage-errors';
import type { AttachmentBlob, BlobKind, StoredBlobKind } from './types';

/** What cached copies may take on this device before the least recently used leave. */
export const CACHE_BUDGET_BYTES = 200 * 1024 * 1024;
/** Reading a copy refreshes its place in the cache at most this often (one write, not many). */
const TOUCH_EVERY_MS = 60_000;

type BlobListener = (attachmentId: string, kind: BlobKind) => void;
/** Told whenever this tab stores a copy, so a screen waiting for it shows it at once. */
export const blobListeners = new Set<BlobListener>();

export const blobRow = (
  attachmentId: string,
  kind: StoredBlobKind,
  blob: Blob,
  now: number,
): AttachmentBlob => ({ attachmentId, kind, blob, size: blob.size, lastUsedAt: now });

/** The copy this device holds, or null; a read marks it recently used. */
export async function readBlob(
  db: ChungCuDb,
  attachmentId: string,
  kind: BlobKind,
  now = Date.now(),
): Promise<Blob | null> {
  const row = await db.attachmentBlobs.get([attachmentId, kind]);
  if (!row) return null;
  if (now - row.lastUsedAt > TOUCH_EVERY_MS) {
    await db.attachmentBlobs.update([attachmentId, kind], { lastUsedAt: now }).catch(() => 0);
  }
  return row.blob;
}

/**
 * Drops the least recently used copies until the cache fits `budget`. A copy whose upload has
 * not finished, or an original not yet prepared, is never dropped: on this device it is the only
 * one there is.
 * @returns how many bytes were freed.
 */
export async function evictOverBudget(db: ChungCuDb, budget = CACHE_BUDGET_BYTES): Promise<number> {
  return db.transaction('rw', db.attachmentBlobs, db.uploads, async () => {
    const rows = await db.attachmentBlobs.orderBy('lastUsedAt').toArray();
    let total = rows.reduce((sum, row) => sum + row.size, 0);
    if (total <= budget) return 0;
    const unsent = new Set(await db.uploads.toCollection().primaryKeys());
    let freed = 0;
    for (const row of rows) {
      if (total <= budget) break;
      // A kept original waits to be prepared: like an unsent copy, the only one there is.
      if (unsent.has(row.attachmentId) || row.kind === 'original') continue;
      await db.attachmentBlobs.delete([row.attachmentId, row.kind]);
      total -= row.size;
      freed += row.size;
    }
    return freed;
  });
}

/**
 * Keeps a downloaded copy, making room first. A full device gets one more try after the cache
 * is emptied of everything that may go; then StorageFullError (the user's message).
 */
export async function cacheBlob(
  db: ChungCuDb,
  attachmentId: string,
  kind: BlobKind,
  blob: Blob,
  { now = Date.now(), budget = CACHE_BUDGET_BYTES } = {},
): Promise<void> {
  const put = () => db.attachmentBlobs.put(blobRow(attachmentId, kind, blob, now));
  await evictOverBudget(db, Math.max(0, budget - blob.size));
  try {
    await guardQuota(put);
  } catch (error) {
    if (!(error instanceof StorageFullError)) throw error;
    await evictOverBudget(db, 0);
    await guardQuota(put);
  }
  blobListeners.forEach((listener) => listener(attachmentId, kind));
}

/**
 * Drops the copies of attachments the mirror no longer holds, after a resync replaced it (a
 * complex taken away from the user, a resident moved out, a restore: rule S19). Those are other
 * people's ID cards and photos this device may no longer show, so they leave with their rows.
 * A copy whose upload has not finished, or an original not yet prepared, is this device's own
 * work and stays. Runs inside the caller's transaction over the attachments and their copies.
 * @returns how many copies were dropped.
 */
export async function dropUnseenBlobs(db: ChungCuDb): Promise<number> {
  const seen = new Set(await db.attachments.toCollection().primaryKeys());
  const unsent = new Set(await db.uploads.toCollection().primaryKeys());
  const unseen = (await db.attachmentBlobs.toCollection().primaryKeys()).filter(
    ([attachmentId, kind]) =>
      !seen.has(attachmentId) && !unsent.has(attachmentId) && kind !== 'original',
  );
  await db.attachmentBlobs.bulkDelete(unseen);
  return unseen.length;
}
