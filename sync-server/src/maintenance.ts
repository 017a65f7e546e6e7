import { limits } from '@chungcu/contracts';
import type { Db } from './db/database';
import { pruneStoredResponses } from './sync/idempotency';

const SIX_HOURS = 6 * 60 * 60 * 1000;

/** Deletes expired sessions and idempotency keys past their retention (rule S3). */
export async function pruneExpired(db: Db): Promise<{ sessions: number; keys: number }> {
  const sessions = await db('session').where('expire', '<', new Date()).delete();
  const keys = await pruneStoredResponses(db, limits.idempotencyRetentionDays);
  return { sessions, keys };
}

/** Prunes now and every six hours; any replica may do it, the deletes are idempotent. */
export function schedulePruning(db: Db, log: (error: unknown) => void): () => void {
  const run = () => void pruneExpired(db).catch(log);
  run();
  const timer = setInterval(run, SIX_HOURS);
  timer.unref();
  return () => clearInterval(timer);
}
