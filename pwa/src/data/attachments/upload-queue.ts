import { type UploadDeclaration, attachmentPaths, uploadPlanSchema } from '@chungcu/contracts';
import { sha256Hex } from './sha256';
import { retryDelay } from '../../lib/backoff';
import { HttpError, NetworkError, type RawHttp, isRetryable } from '../../lib/http';
import { type ChungCuDb, isMutationEntry } from '../db';
import { meta } from '../meta';
import type { UploadRow } from './types';
import { uploadProgress } from './upload-progress';

export type UploadOutcome =
  { kind: 'done' } | { kind: 'retry'; retryAt: number } | { kind: 'auth' };

export interface UploadDeps {
  db: ChungCuDb;
  raw: RawHttp;
  now: () => number;
  random: () => number;
}

/**
 * Whether an upload may run. Its bytes may only follow metadata the server holds:
 * - its `createAttachment` is queued (pending, or failed and waiting for the user): wait;
 * - it is confirmed, or gone from the queue with the row from the server (version > 0): go;
 * - the row is gone and nothing queued touches it (deleted, or its creation discarded): the
 *   upload has nothing left to do.
 */
export async function uploadReadiness(db: ChungCuDb, id: string): Promise<'wait' | 'go' | 'drop'> {
  const queued = (await db.outbox.toArray()).filter(isMutationEntry);
  const touching = queued.filter((entry) => entry.touched.includes(`attachments/${id}`));
  const creation = queued.find(
    (entry) => entry.name === 'createAttachment' && (entry.args as { id?: string }).id === id,
  );
  const row = await db.attachments.get(id);
  if (creation) {
    if (creation.state !== 'confirmed') return 'wait';
    return row ? 'go' : touching.length > 0 ? 'wait' : 'drop';
  }
  if (!row) return touching.length > 0 ? 'wait' : 'drop';
  return row.version > 0 ? 'go' : 'wait';
}

const errorText = (error: unknown) =>
  error instanceof HttpError ? (error.serverMessage ?? error.message) : String(error);

/**
 * Sends one part where the server says: to an object store by a presigned URL (then confirmed,
 * so the server checks and keeps it), or to the server itself. Nothing to send when it is
 * already stored (a tab killed between sending and recording it).
 */
async function sendPart(
  raw: RawHttp,
  id: string,
  kind: 'content' | 'thumbnail',
  blob: Blob,
  contentType: string,
  onProgress: (sent: number) => void,
): Promise<void> {
  const declaration: UploadDeclaration =
    kind === 'thumbnail'
      ? {
          thumbnail: { byteSize: blob.size, sha256: await sha256Hex(blob), mimeType: 'image/jpeg' },
        }
      : {};
  const plan = uploadPlanSchema.parse(
    await raw.postJson(attachmentPaths.uploads(id, kind), declaration),
  );
  if (plan.stored) return;
  await raw.put(plan.url, blob, { contentType, headers: plan.headers, onProgress });
  if (!plan.uploadId) return;
  await raw
    .postJson(attachmentPaths.upload(id, kind, plan.uploadId), declaration)
    .catch((error: unknown) => {
      // 409: the store has nothing under this upload (it expired unsent, or was lost): send
      // again, by a new URL, on the next run.
      if (error instanceof HttpError && error.status === 409) throw new NetworkError(error);
      throw error;
    });
}

/** Sends the parts not yet stored, recording each as it lands (a killed tab resumes after it). */
async function sendParts(deps: UploadDeps, row: UploadRow): Promise<void> {
  const { db, raw } = deps;
  const display = await db.attachmentBlobs.get([row.id, 'display']);
  const thumbnail = row.hasThumbnail ? await db.attachmentBlobs.get([row.id, 'thumbnail']) : null;
  if (!display || (row.hasThumbnail && !thumbnail)) {
    throw new Error(`missing bytes of ${row.id}`);
  }
  const thumbSize = thumbnail?.size ?? 0;
  let sent = row.contentDone ? display.size : 0;
  const report = (partSent: number) =>
    uploadProgress.set(row.id, { sent: sent + partSent, total: row.totalBytes });
  report(0);
  if (!row.contentDone) {
    await sendPart(raw, row.id, 'content', display.blob, row.mimeType, report);
    await db.uploads.update(row.id, { contentDone: true });
    sent = display.size;
  }
  if (thumbnail && !row.thumbnailDone) {
    await sendPart(raw, row.id, 'thumbnail', thumbnail.blob, 'image/jpeg', report).catch(
      (error: unknown) => {
        // 409: its inspection was completed (pushed before this upload ran) and is final; the
        // server answers the thumbnail URL with the content, so the upload is done all the same.
        if (!(error instanceof HttpError && error.status === 409)) throw error;
      },
    );
    await db.uploads.update(row.id, { thumbnailDone: true });
  }
  report(thumbSize);
}

/**
 * Runs this user's queued uploads, oldest first, each once its metadata is on the server. A
 * finished upload leaves the queue (its copies stay cached); no network or a 5xx backs off with
 * jitter and stops the run; a 4xx keeps it as failed with the server's message; a 401 pauses.
 */
export async function runUploads(deps: UploadDeps): Promise<UploadOutcome> {
  const { db, now, random } = deps;
  const user = await meta.get<{ id: string }>(db, 'currentUser');
  if (!user) return { kind: 'auth' };
  const rows = (await db.uploads.where('userId').equals(user.id).toArray())
    .filter((row) => row.state === 'queued')
    .sort((a, b) => a.createdAt - b.createdAt);
  let retryAt: number | null = null;
  for (const row of rows) {
    if (row.nextAttemptAt > now()) {
      retryAt = Math.min(retryAt ?? Infinity, row.nextAttemptAt);
      continue;
    }
    const readiness = await uploadReadiness(db, row.id);
    if (readiness === 'wait') continue;
    if (readiness === 'drop') {
      await db.uploads.delete(row.id);
      continue;
    }
    try {
      await sendParts(deps, row);
      await db.uploads.delete(row.id);
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) {
        await meta.set(db, 'authRequired', true);
        return { kind: 'auth' };
      }
      if (isRetryable(error)) {
        const attempts = row.attempts + 1;
        const at = now() + retryDelay(attempts, random);
        await db.uploads.update(row.id, {
          attempts,
          nextAttemptAt: at,
          lastError: errorText(error),
        });
        // The network or the server is unwell: the others would fail the same way now.
        return { kind: 'retry', retryAt: Math.min(at, retryAt ?? Infinity) };
      }
      await db.uploads.update(row.id, { state: 'failed', lastError: errorText(error) });
    } finally {
      uploadProgress.clear(row.id);
    }
  }
  return retryAt === null ? { kind: 'done' } : { kind: 'retry', retryAt };
}

/** Sends a failed upload again (the sync screen's retry). */
export async function retryUpload(db: ChungCuDb, id: string): Promise<void> {
  await db.uploads.update(id, { state: 'queued', attempts: 0, nextAttemptAt: 0, lastError: null });
}

/** Forgets every upload's backoff (the network came back, or the user asked). */
export async function uploadsDueNow(db: ChungCuDb): Promise<void> {
  await db.uploads.toCollection().modify({ nextAttemptAt: 0 });
}
