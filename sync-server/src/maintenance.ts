import { limits } from '@chungcu/contracts';
import type { BlobStore } from './attachments/blob-store';
import { createPgBlobStore, pruneDeletedContents } from './attachments/pg-blob-store';
import type { Db } from './db/database';
import { pruneStoredResponses } from './sync/idempotency';

const SIX_HOURS = 6 * 60 * 60 * 1000;

/**
 * Deletes expired sessions, idempotency keys past their retention (rule S3) and the bytes of
 * deleted attachments.
 */
export async function pruneExpired(
  db: Db,
  store: BlobStore = createPgBlobStore(db),
): Promise<{ sessions: number; keys: number; attachmentBlobs: number }> {
  const sessions = await db('session').where('expire', '<', new Date()).delete();
  const keys = await pruneStoredResponses(db, limits.idempotencyRetentionDays);
  const attachmentBlobs = await pruneDeletedContents(db, store);
  return { sessions, keys, attachmentBlobs };
}

/** Prunes now and every six hours; any replica may do it, the deletes are idempotent. */
export function schedulePruning(
  db: Db,
  log: (error: unknown) => void,
  store?: BlobStore,
): () => void {
  const run = () => void pruneExpired(db, store).catch(log);
  run();
  const timer = setInterval(run, SIX_HOURS);
  timer.unref();
  return () => clearInterval(timer);
}
