import { type Attachment, attachmentPaths } from '@chungcu/contracts';
import type { RawHttp } from '../../lib/http';
import type { ChungCuDb } from '../db';
import { CACHE_BUDGET_BYTES, blobListeners, blobRow, evictOverBudget } from './blob-store';
import { guardQuota } from './storage-errors';
import { compareAttachments } from './order';

/** Thumbnails fetched before they are stored together (one eviction pass per batch). */
const BATCH = 8;

/**
 * The photos a list shows for its rows, one per owner: each unit's first photo (its card's
 * picture). Only uploaded ones: the others are either on this device already or not on the
 * server yet.
 */
export function listPhotos(rows: readonly Attachment[]): Attachment[] {
  const first = new Map<string, Attachment>();
  for (const row of rows) {
    if (row.deletedAt || row.ownerEntity !== 'apartment' || row.purpose !== 'photo') continue;
    const held = first.get(row.ownerId);
    if (!held || compareAttachments(row, held) < 0) first.set(row.ownerId, row);
  }
  return [...first.values()].filter((row) => row.uploadedAt && row.mimeType.startsWith('image/'));
}

const running = new WeakMap<ChungCuDb, Promise<number>>();

/**
 * Downloads the thumbnails lists show that this device does not hold yet, so a unit synced
 * while online shows its photo later offline, not only where a list happened to be opened.
 * One run per database at a time; stops at the first failed download (offline, signed out) or
 * a full device, and the next sync tries again. Cached copies count against the budget like
 * any other (least recently used leave first).
 * @returns how many thumbnails were stored.
 */
export function prefetchListThumbnails(
  db: ChungCuDb,
  raw: RawHttp,
  { now = Date.now, budget = CACHE_BUDGET_BYTES } = {},
): Promise<number> {
  const current = running.get(db);
  if (current) return current;
  const task = (async () => {
    const wanted = listPhotos(await db.attachments.toArray());
    if (wanted.length === 0) return 0;
    const held = new Set(
      (await db.attachmentBlobs.toCollection().primaryKeys()).map(([id]) => String(id)),
    );
    const missing = wanted.filter((row) => !held.has(row.id));
    let stored = 0;
    for (let i = 0; i < missing.length; i += BATCH) {
      const batch = missing.slice(i, i + BATCH);
      const blobs = await Promise.all(
        batch.map((row) => raw.get(attachmentPaths.thumbnail(row.id))),
      );
      const copies = batch.map((row, j) => blobRow(row.id, 'thumbnail', blobs[j] as Blob, now()));
      const bytes = copies.reduce((sum, copy) => sum + copy.size, 0);
      await evictOverBudget(db, Math.max(0, budget - bytes));
      await guardQuota(() => db.attachmentBlobs.bulkPut(copies));
      stored += copies.length;
      copies.forEach((copy) =>
        blobListeners.forEach((listener) => listener(copy.attachmentId, 'thumbnail')),
      );
    }
    return stored;
  })();
  running.set(db, task);
  void task.finally(() => running.delete(db)).catch(() => undefined);
  return task;
}
