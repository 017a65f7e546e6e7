import {
  type Attachment,
  type AttachmentOwner,
  type AttachmentPurpose,
  uuidv7,
} from '@chungcu/contracts';
import { MutationError } from '@chungcu/mutations';
import { signedInUser } from '../current-user';
import type { ChungCuDb } from '../db';
import { meta } from '../meta';
import { mutate } from '../mutate';
import { holdWhileSaving } from '../saves-in-flight';
import { blobListeners, blobRow, evictOverBudget } from './blob-store';
import { browserImageBackend } from './browser-image';
import { type ImageBackend, UnsupportedFileError, checkPickedFile, prepareFile } from './image-resize';
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

/** A picked file kept as it came (blob kind 'original'), waiting to be prepared. */
interface KeptOriginal {
  id: string;
  target: AttachmentTarget;
  fileName: string;
  label: string | null;
  userId: string;
  keptAt: number;
}

const KEPT_PREFIX = 'kept-original:';

/**
 * Takes a photo or file in, in three steps, so that no step can lose it:
 * 1. the file as picked, with where it belongs, in one transaction (`keepOriginal`; a caller that
 *    saves the row the photo belongs to runs this inside that row's transaction: a reading is
 *    never stored without its photo);
 * 2. resized (display ~1600 px, thumbnail ~320 px, orientation applied, location stripped; a PDF
 *    as it is) and hashed, its copies committed on their own: megabytes take a while to reach
 *    the disk, and a photo must never be on screen while its bytes could still vanish;
 * 3. in ONE small transaction, its metadata (`createAttachment`, shown everywhere at once,
 *    offline too) and its upload, and the original is let go.
 * A tab closed after step 1 leaves the original, prepared on the next start (`prepareKeptFiles`).
 * A file of a refused type, or a full device, stores nothing.
 * @returns the attachment as screens now show it.
 */
export function addAttachment(
  file: Blob & { name?: string },
  target: AttachmentTarget,
  options: AddAttachmentOptions,
): Promise<Attachment> {
  return holdWhileSaving(async () => {
    const { db } = options;
    const id = await guardQuota(() =>
      // An async callback: Dexie ends a transaction whose plain callback hands back a native
      // promise (PrematureCommitError).
      db.transaction('rw', db.attachmentBlobs, db.meta, async () =>
        keepOriginal(file, target, options),
      ),
    );
    return prepareOriginal(id, options);
  });
}

/**
 * Step 1 alone: keeps the picked file and where it belongs, in the caller's transaction when
 * there is one (it must include `attachmentBlobs` and `meta`). Refuses a file that can never be
 * an attachment before storing anything.
 * @returns the id the attachment will have.
 */
export async function keepOriginal(
  file: Blob & { name?: string },
  target: AttachmentTarget,
  { db, label, now = Date.now }: AddAttachmentOptions,
): Promise<string> {
  checkPickedFile(file);
  const user = await signedInUser(db);
  const id = uuidv7();
  const keptAt = now();
  const kept: KeptOriginal = {
    id,
    target,
    fileName: file.name?.trim() || 'tep',
    label: label ?? null,
    userId: user.id,
    keptAt,
  };
  await db.attachmentBlobs.put(blobRow(id, 'original', file, keptAt));
  await meta.set(db, KEPT_PREFIX + id, kept);
  return id;
}

/** Steps 2 and 3 for a kept original, counted as a save in flight (the tab asks before closing). */
export function prepareKept(id: string, options: AddAttachmentOptions): Promise<Attachment> {
  return holdWhileSaving(() => prepareOriginal(id, options));
}

/**
 * Prepares every original a closed tab left kept (at start, in the background). A file that
 * turns out not to be a picture this browser can read is dropped; anything else waits for the
 * next start.
 * @returns how many became attachments.
 */
export async function prepareKeptFiles(
  db: ChungCuDb,
  options: Omit<AddAttachmentOptions, 'db'> = {},
): Promise<number> {
  const keys = await db.meta.where('key').startsWith(KEPT_PREFIX).primaryKeys();
  let prepared = 0;
  for (const key of keys) {
    const id = key.slice(KEPT_PREFIX.length);
    await prepareKept(id, { ...options, db }).then(
      () => prepared++,
      () => undefined,
    );
  }
  return prepared;
}

async function prepareOriginal(
  id: string,
  { db, images = browserImageBackend, now = Date.now }: AddAttachmentOptions,
): Promise<Attachment> {
  const kept = await meta.get<KeptOriginal>(db, KEPT_PREFIX + id);
  const original = await db.attachmentBlobs.get([id, 'original']);
  if (!kept || !original) return doneAlready(db, id);
  const file = new File([original.blob], kept.fileName, { type: original.blob.type });
  const prepared = await prepareFile(file, images).catch(async (error: unknown) => {
    if (error instanceof UnsupportedFileError) await forgetOriginal(db, id).catch(() => 0);
    throw error;
  });
  const sha256 = await sha256Hex(prepared.display);
  const at = now();
  const { target } = kept;
  const upload: UploadRow = {
    id,
    userId: kept.userId,
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
      // Another tab prepared it meanwhile (both found it kept at start): theirs stands.
      if (!(await db.meta.get(KEPT_PREFIX + id))) return null;
      // Another photo's eviction may have run between the steps: what is missing goes back in.
      const stored = await db.attachmentBlobs.bulkGet(copies.map((c) => [c.attachmentId, c.kind]));
      const missing = copies.filter((_, i) => !stored[i]);
      if (missing.length > 0) await db.attachmentBlobs.bulkPut(missing);
      await db.uploads.add(upload);
      await forgetOriginal(db, id);
      return mutate('createAttachment', args, {
        db,
        label: kept.label ?? attachmentLabels.add(prepared.fileName),
      });
    }),
  ).catch(async (error: unknown) => {
    await db.attachmentBlobs.bulkDelete(copies.map((c) => [c.attachmentId, c.kind])).catch(() => 0);
    // A rule that says no (the unit is gone) says it again next time: the file goes too.
    if (error instanceof MutationError) await forgetOriginal(db, id).catch(() => 0);
    throw error;
  });
  if (!row) return doneAlready(db, id);
  blobListeners.forEach((listener) => {
    listener(id, 'display');
    if (prepared.thumbnail) listener(id, 'thumbnail');
  });
  return row;
}

function forgetOriginal(db: ChungCuDb, id: string) {
  return db.transaction('rw', db.attachmentBlobs, db.meta, async () => {
    await db.attachmentBlobs.delete([id, 'original']);
    await db.meta.delete(KEPT_PREFIX + id);
  });
}

/** The attachment another run made of this original. */
async function doneAlready(db: ChungCuDb, id: string): Promise<Attachment> {
  const row = await db.attachments.get(id);
  if (!row) throw new Error(`no kept file ${id}`);
  return row as Attachment;
}
