import type { Overwritten } from '@chungcu/contracts';
import { HttpError, isRetryable } from '../lib/http';
import { retryDelay } from '../lib/backoff';
import type { RestOutboxEntry } from './db';
import { tableOf, toMirrorRow } from './entities';
import { meta } from './meta';
import type { PushDeps, PushOutcome } from './push-types';

/**
 * Sends one first-version entry, a REST request queued before the upgrade, exactly as it was
 * queued (same method, path, body and Idempotency-Key), and settles it the first-version way.
 */
export async function pushRestEntry(
  deps: PushDeps,
  entry: RestOutboxEntry,
): Promise<PushOutcome | null> {
  const { db, http, now } = deps;
  if (entry.nextAttemptAt > now()) return { kind: 'retry', retryAt: entry.nextAttemptAt };
  try {
    const res = await http<Record<string, unknown> | null>(entry.method, entry.path, {
      body: entry.body ?? undefined,
      idempotencyKey: entry.key,
    });
    const table = tableOf(db, entry.entity);
    await db.transaction('rw', [db.outbox, db.meta, table], async () => {
      await db.outbox.delete(entry.seq as number);
      const others = await db.outbox.where('entityId').equals(entry.entityId).count();
      if (entry.answer === 'entity' && res.body && others === 0) {
        await table.put(toMirrorRow(entry.entity, res.body));
      }
      const overwritten = res.body?.overwritten as Overwritten[] | undefined;
      if (overwritten?.length) {
        await meta.addConflict(db, { label: entry.label, overwritten, at: now() });
      }
    });
    await meta.set(db, 'lastContactAt', now());
    return null;
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) {
      await meta.set(db, 'authRequired', true);
      return { kind: 'auth' };
    }
    if (isRetryable(error)) {
      const attempts = entry.attempts + 1;
      const retryAt = now() + retryDelay(attempts, deps.random);
      await db.outbox.update(entry.seq as number, {
        attempts,
        nextAttemptAt: retryAt,
        lastError: error instanceof Error ? error.message : String(error),
      });
      return { kind: 'retry', retryAt };
    }
    const message =
      error instanceof HttpError ? (error.serverMessage ?? error.message) : String(error);
    await db.outbox.update(entry.seq as number, { state: 'failed', lastError: message });
    return null;
  }
}
