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
import {
  type ImageBackend,
  UnsupportedFileError,
  checkPickedFile,
  prepareFile,
} from './image-resize';
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
 * 1. the file as picked, with where it belongs, in one transaction (`keepOriginals`; a caller that
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
export async function addAttachment(
  file: Blob & { name?: string },
  target: AttachmentTarget,
  options: AddAttachmentOptions,
): Promise<Attachment> {
  const [row] = await addAttachments([{ file, target }], options);
  if (!row) throw new Error('addAttachments answers one row per file');
  return row;
}

/** A file picked for a target, with its own outbox label where the files differ. */
export interface PickedFile {
  file: Blob & { name?: string };
  target: AttachmentTarget;
  label?: string;
}

/**
 * `addAttachment` for several files picked at once: every original is kept in ONE transaction
 * first (a tab closed after the first resize loses none), then each is prepared in turn.
 * @returns the attachments, in the order picked.
 */
export function addAttachments(
  picked: readonly PickedFile[],
  options: AddAttachmentOptions,
): Promise<Attachment[]> {
  return holdWhileSaving(async () => prepareKept(await keepOriginals(picked, options), options));
}

/**
 * Step 1: keeps the picked files as they are, and where each belongs, in one transaction (the
 * caller's when there is one, which must include `attachmentBlobs` and `meta`: a row and its
 * photos are then stored together or not at all). One file of a refused type refuses the pick
 * before anything is kept; a full device keeps nothing (StorageFullError).
 * @returns the ids the attachments will have, in the order picked.
 */
export async function keepOriginals(
  picked: readonly PickedFile[],
  options: AddAttachmentOptions,
): Promise<string[]> {
  const { db } = options;
  picked.forEach(({ file }) => checkPickedFile(file));
  return guardQuota(() =>
    // An async callback: Dexie ends a transaction whose plain callback hands back a native
    // promise (PrematureCommitError).
    db.transaction('rw', db.attachmentBlobs, db.meta, async () => {
      const ids: string[] = [];
      for (const { file, target, label } of picked) {
        ids.push(await keepOriginal(file, target, { ...options, label: label ?? options.label }));
      }
      return ids;
    }),
  );
}

/**
 * Saves a row and the files picked for it in ONE transaction: a tab closed a moment later keeps
 * both or neither. The files are kept first, so a refused file or a full device stops the save
 * before the row is shown. `prepareKept(kept)` then makes them attachments (or the next start).
 */
export function saveWithFiles<T>(
  picked: readonly PickedFile[],
  options: AddAttachmentOptions,
  saveRow: () => Promise<T>,
): Promise<{ saved: T; kept: string[] }> {
  const { db } = options;
  return guardQuota(() =>
    db.transaction('rw', db.tables, async () => {
      const kept = await keepOriginals(picked, options);
      return { saved: await saveRow(), kept };
    }),
  );
}

async function keepOriginal(
  file: Blob & { name?: string },
  target: AttachmentTarget,
  { db, label, now = Date.now }: AddAttachmentOptions,
): Promise<string> {
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

/**
 * Steps 2 and 3 for kept originals, counted as a save in flight (the tab asks before closing).
 * A file that cannot be read does not stop the others; the first such error is thrown once they
 * are done.
 * @returns the attachments made, in the order given.
 */
export function prepareKept(
  ids: readonly string[],
  options: AddAttachmentOptions,
): Promise<Attachment[]> {
  return holdWhileSaving(async () => {
    const rows: Attachment[] = [];
    let failure: Error | null = null;
    for (const id of ids) {
      await prepareOriginal(id, options).then(
        (row) => rows.push(row),
        (error: unknown) => {
          failure ??= error instanceof Error ? error : new Error(String(error));
        },
      );
    }
    if (failure) throw failure;
    return rows;
  });
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
    const [row] = await prepareKept([key.slice(KEPT_PREFIX.length)], { ...options, db }).catch(
      () => [],
    );
    if (row) prepared++;
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
        label: kept.label ?? attachmentLabels.get().add(prepared.fileName),
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
