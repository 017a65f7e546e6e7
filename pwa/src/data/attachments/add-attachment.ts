import {
  type Attachment,
  type AttachmentOwner,
  type AttachmentPurpose,
  uuidv7,
} from '@chungcu/contracts';
import { signedInUser } from '../current-user';
import type { ChungCuDb } from '../db';
import { mutate } from '../mutate';
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
 * applied, location stripped; a PDF as it is), hashed, and then in ONE transaction its copies are
 * stored, its metadata made (`createAttachment`, shown everywhere at once, offline too) and its
 * upload queued. So there is never metadata without bytes on this device, nor an upload without
 * its mutation. A full device throws StorageFullError and stores nothing.
 * @returns the attachment as screens now show it.
 */
export async function addAttachment(
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
  const row = await guardQuota(() =>
    db.transaction('rw', db.tables, async () => {
      await db.attachmentBlobs.put(blobRow(id, 'display', prepared.display, at));
      if (prepared.thumbnail) {
        await db.attachmentBlobs.put(blobRow(id, 'thumbnail', prepared.thumbnail, at));
      }
      await db.uploads.add(upload);
      return mutate('createAttachment', args, {
        db,
        label: label ?? attachmentLabels.add(prepared.fileName),
      });
    }),
  );
  blobListeners.forEach((listener) => {
    listener(id, 'display');
    if (prepared.thumbnail) listener(id, 'thumbnail');
  });
  return row;
}
