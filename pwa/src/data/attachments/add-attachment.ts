import {
  type Attachment,
  type AttachmentOwner,
  type AttachmentPurpose,
  uuidv7,
} from '@chungcu/contracts';
import { signedInUser } from '../current-user';
import type { ChungCuDb } from '../db';
import { mutate } from '../mutate';
import { holdWhileSaving } from '../saves-in-flight';
import { blobListeners, blobRow, evictOverBudget } from './blob-store';
import { browserImageBackend } from './browser-image';
import { type ImageBackend, prepareFile } from './image-resize';
import { sha256Hex } from './sha256';
import { guardQuota } from './storage-errors';
import { attachmentLabels } from './strings';
import type { UploadRow } from './types';

export interface AttachmentTarget {
  ownerEntity: AttachmentOwner;
  ownerId: string;
  purpose: AttachmentPurpose;
  position?: number | null;
  itemId?: string | null;
}

export interface AddAttachmentOptions {
  db: ChungCuDb;
  /** What the sync screen shows ('Thêm ảnh căn hộ A-101'); a default names the file. */
  label?: string;
  /** The browser's canvas by default; a fake in Node tests. */
  images?: ImageBackend;
  now?: () => number;
}

/**
 * Takes a photo or file in: resized here (display ~1600 px, thumbnail ~320 px, orientation
 * applied, location stripped; a PDF as it is), hashed, and stored in two steps:
 * 1. its copies, committed on their own: megabytes take a while to reach the disk, and a photo
 *    must never be on screen while its bytes could still vanish with a closed tab;
 * 2. then, in ONE small transaction, its metadata (`createAttachment`, shown everywhere at once,
 *    offline too) and its upload. So there is never metadata without bytes on this device, nor an
 *    upload without its mutation; copies left by a tab closed between the steps are plain cache
 *    rows that the budget evicts. A refusal or a full device stores nothing (StorageFullError).
 * @returns the attachment as screens now show it.
 */
export function addAttachment(
  file: Blob & { name?: string },
  target: AttachmentTarget,
  options: AddAttachmentOptions,
): Promise<Attachment> {
  return holdWhileSaving(() => prepareAndStore(file, target, options));
}

async function prepareAndStore(
  file: Blob & { name?: string },
  target: AttachmentTarget,
  { db, label, images = browserImageBackend, now = Date.now }: AddAttachmentOptions,
): Promise<Attachment> {
  const prepared = await prepareFile(file, images);
  const sha256 = await sha256Hex(prepared.display);
  const user = await signedInUser(db);
  const id = uuidv7();
  const at = now();
  const upload: UploadRow = {
    id,
    userId: user.id,
    fileName: prepared.fileName,
    mimeType: prepared.mimeType,
    totalBytes: prepared.display.size + (prepared.thumbnail?.size ?? 0),
    hasThumbnail: prepared.thumbnail !== null,
    contentDone: false,
    thumbnailDone: false,
    createdAt: at,
    attempts: 0,
    nextAttemptAt: 0,
    state: 'queued',
    lastError: null,
  };
  const args = {
    id,
    ownerEntity: target.ownerEntity,
    ownerId: target.ownerId,
    purpose: target.purpose,
    fileName: prepared.fileName,
    mimeType: prepared.mimeType,
    byteSize: prepared.display.size,
    sha256,
    width: prepared.width,
    height: prepared.height,
    position: target.position ?? null,
    itemId: target.itemId ?? null,
  };
  // Room first: cached copies of others' photos make way for the one just taken.
  await evictOverBudget(db).catch(() => 0);
  const copies = [blobRow(id, 'display', prepared.display, at)];
  if (prepared.thumbnail) copies.push(blobRow(id, 'thumbnail', prepared.thumbnail, at));
  await guardQuota(() => db.attachmentBlobs.bulkPut(copies));
  const row = await guardQuota(() =>
    db.transaction('rw', db.tables, async () => {
      // Another photo's eviction may have run between the steps: what is missing goes back in.
      const kept = await db.attachmentBlobs.bulkGet(copies.map((c) => [c.attachmentId, c.kind]));
      const missing = copies.filter((_, i) => !kept[i]);
      if (missing.length > 0) await db.attachmentBlobs.bulkPut(missing);
      await db.uploads.add(upload);
      return mutate('createAttachment', args, {
        db,
        label: label ?? attachmentLabels.add(prepared.fileName),
      });
    }),
  ).catch(async (error: unknown) => {
    await db.attachmentBlobs.bulkDelete(copies.map((c) => [c.attachmentId, c.kind])).catch(() => 0);
    throw error;
  });
  blobListeners.forEach((listener) => {
    listener(id, 'display');
    if (prepared.thumbnail) listener(id, 'thumbnail');
  });
  return row;
}
