import { type PushResult, limits, pushResponseSchema } from '@chungcu/contracts';
import { HttpError, isRetryable } from '../lib/http';
import { retryDelay } from '../lib/backoff';
import type { MutationOutboxEntry } from './db';
import { meta } from './meta';
import { outbox } from './outbox';
import { pushRestEntry } from './push-rest';
import type { PushDeps, PushOutcome } from './push-types';

const errorText = (error: unknown) =>
  error instanceof HttpError ? (error.serverMessage ?? error.message) : String(error);

/**
 * A server failure counts against the mutation at the head of the queue; after
 * `limits.pushMaxServerFailures` it is parked as failed, so one change the server cannot take
 * never holds back every change behind it.
 */
async function serverFailed(
  deps: PushDeps,
  entry: MutationOutboxEntry,
  message: string,
  { countsTowardParking = true } = {},
): Promise<number> {
  const attempts = entry.attempts + 1;
  const retryAt = deps.now() + retryDelay(attempts, deps.random);
  // No network is not the change's fault: a tablet offline for a day parks nothing.
  const parked = countsTowardParking && attempts >= limits.pushMaxServerFailures;
  await deps.db.outbox.update(entry.seq as number, {
    attempts,
    nextAttemptAt: parked ? 0 : retryAt,
    state: parked ? 'failed' : 'pending',
    lastError: message,
  });
  return parked ? deps.now() : retryAt;
}

/** Settles a batch by the server's results; answers when to retry if any failed on the server. */
async function settle(
  deps: PushDeps,
  batch: MutationOutboxEntry[],
  results: PushResult[],
): Promise<number | null> {
  const { db, now } = deps;
  const byId = new Map(batch.map((entry) => [entry.key, entry]));
  let retryAt: number | null = null;
  await db.transaction('rw', [db.outbox, db.meta], async () => {
    for (const result of results) {
      const entry = byId.get(result.id);
      if (!entry) continue;
      const seq = entry.seq as number;
      if (result.ok) {
        // Its effect stays in the mirror until a complete pull brings the server's rows.
        await db.outbox.update(seq, { state: 'confirmed', lastError: null });
        if (result.overwritten?.length) {
          await meta.addConflict(db, {
            label: entry.label,
            overwritten: result.overwritten,
            at: now(),
          });
        }
      } else if (result.error.code === 'internal') {
        retryAt = await serverFailed(deps, entry, result.error.message);
      } else {
        await db.outbox.update(seq, { state: 'failed', lastError: result.error.message });
      }
    }
  });
  return retryAt;
}

/** Sends this user's named mutations in batches, in the order they were made. */
async function pushMutations(deps: PushDeps, userId: string): Promise<PushOutcome> {
  const { db, http, now } = deps;
  for (;;) {
    const queued = await outbox.pendingMutations(db, userId, limits.pushBatchMax);
    const head = queued[0];
    if (!head) return { kind: 'done' };
    if (head.nextAttemptAt > now()) return { kind: 'retry', retryAt: head.nextAttemptAt };
    // Order is kept: the batch ends before the first mutation that is waiting out a backoff.
    const waiting = queued.findIndex((entry) => entry.nextAttemptAt > now());
    const batch = waiting === -1 ? queued : queued.slice(0, waiting);
    let results: PushResult[];
    await db.outbox.bulkUpdate(
      batch
        .filter((e) => e.sentAt === undefined)
        .map((e) => ({ key: e.seq as number, changes: { sentAt: now() } })),
    );
    try {
      const res = await http('POST', '/api/sync/push', {
        body: {
          mutations: batch.map((e) => ({
            id: e.key,
            name: e.name,
            args: e.args,
            createdAt: e.createdAt,
          })),
        },
      });
      results = pushResponseSchema.parse(res.body).results;
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) {
        await meta.set(db, 'authRequired', true);
        return { kind: 'auth' };
      }
      if (isRetryable(error)) {
        const countsTowardParking = error instanceof HttpError && error.status >= 500;
        const retryAt = await serverFailed(deps, head, errorText(error), { countsTowardParking });
        return { kind: 'retry', retryAt };
      }
      // The server refused the batch itself (it should never): keep every change, marked.
      await db.outbox.bulkUpdate(
        batch.map((e) => ({
          key: e.seq as number,
          changes: { state: 'failed', lastError: errorText(error) },
        })),
      );
      continue;
    }
    await meta.set(db, 'lastContactAt', now());
    const retryAt = await settle(deps, batch, results);
    if (retryAt !== null) return { kind: 'retry', retryAt };
  }
}

/**
 * Pushes the outbox: first-version REST entries first (they are older than any named mutation),
 * then named mutations in batches. Stops at a 401 so nothing is sent unsigned.
 */
export async function pushOutbox(deps: PushDeps): Promise<PushOutcome> {
  if (await meta.get<boolean>(deps.db, 'authRequired')) return { kind: 'auth' };
  const user = await meta.get<{ id: string }>(deps.db, 'currentUser');
  if (!user) return { kind: 'auth' };
  for (;;) {
    const entry = await outbox.nextRestEntry(deps.db, user.id);
    if (!entry) break;
    const outcome = await pushRestEntry(deps, entry);
    if (outcome) return outcome;
  }
  return pushMutations(deps, user.id);
}
