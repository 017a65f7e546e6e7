import type { Overwritten } from '@chungcu/contracts';
import { HttpError, type Http, isRetryable } from '../lib/http';
import { retryDelay } from '../lib/backoff';
import type { ChungCuDb, OutboxEntry } from './db';
import { tableOf, toMirrorRow } from './entities';
import { outbox } from './outbox';
import { meta } from './meta';

export type PushOutcome =
  /** Everything pushable reached the server (failed entries wait for the user). */
  | { kind: 'done' }
  /** The network or server is unwell: try again at `retryAt`. */
  | { kind: 'retry'; retryAt: number }
  /** The session expired: nothing more is sent until the user signs in again. */
  | { kind: 'auth' };

export interface PushDeps {
  db: ChungCuDb;
  http: Http;
  now: () => number;
  random: () => number;
}

/** Sends one entry and settles it; answers how the push should go on. */
async function pushEntry(deps: PushDeps, entry: OutboxEntry): Promise<PushOutcome | null> {
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
      // The server's row replaces the optimistic one, unless later local changes still wait.
      if (entry.answer === 'entity' && res.body && !(await outbox.hasEntriesFor(db, entry.entityId))) {
        await table.put(toMirrorRow(entry.entity, res.body));
      }
      const overwritten = res.body?.overwritten as Overwritten[] | undefined;
      if (overwritten?.length) await meta.addConflict(db, { label: entry.label, overwritten, at: now() });
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
    // The server refused this change (4xx): keep it, with its message, for the user to decide.
    const message = error instanceof HttpError ? (error.serverMessage ?? error.message) : String(error);
    await db.outbox.update(entry.seq as number, { state: 'failed', lastError: message });
    return null;
  }
}

/**
 * Pushes the outbox in order (FIFO: a create always reaches the server before its edits). Stops
 * at the first retryable failure so order is kept, and at a 401 so nothing is sent unsigned.
 */
export async function pushOutbox(deps: PushDeps): Promise<PushOutcome> {
  if (await meta.get<boolean>(deps.db, 'authRequired')) return { kind: 'auth' };
  const user = await meta.get<{ id: string }>(deps.db, 'currentUser');
  if (!user) return { kind: 'auth' };
  for (;;) {
    const entry = await outbox.nextPending(deps.db, user.id);
    if (!entry) return { kind: 'done' };
    const outcome = await pushEntry(deps, entry);
    if (outcome) return outcome;
  }
}
