import type { MutationName } from '@chungcu/contracts';
import { appDb } from './app-data';
import { type ChungCuDb, type OutboxEntry, isMutationEntry } from './db';
import { failedChanges } from './failed-changes';
import { useTables } from './live-tables';

/** A change waiting on this device, as the sync screen lists it. */
export interface WaitingChange {
  seq: number;
  /** Its id (the idempotency key): stable across retries and edits. */
  key: string;
  /** What it does, in Vietnamese ('Thêm cư dân Lê Thị Hương'). */
  label: string;
  /** pending: not yet accepted by the server; failed: refused, or parked after server failures. */
  status: 'pending' | 'failed';
  /** Why it failed; while pending, the last transient error it is being retried after. */
  reason: string | null;
  /** When it was made on the device (ms since the epoch). */
  createdAt: number;
  /** A named mutation's arguments (what an edit corrects); null for a first-version entry. */
  args: Readonly<Record<string, unknown>> | null;
}

/** The changes the server has not accepted, in the order they were made. */
export function waitingChangesOf(entries: readonly OutboxEntry[]): WaitingChange[] {
  const waiting: WaitingChange[] = [];
  for (const entry of entries) {
    if (entry.state === 'confirmed' || entry.seq === undefined) continue;
    const mutation = isMutationEntry(entry);
    waiting.push({
      seq: entry.seq,
      key: entry.key,
      label: entry.label,
      status: entry.state,
      reason: entry.lastError,
      createdAt: mutation ? Date.parse(entry.createdAt) : entry.createdAt,
      args: mutation ? ((entry.args ?? {}) as Record<string, unknown>) : null,
    });
  }
  return waiting;
}

/** Every waiting change, live (the outbox is small: it is read whole on each of its changes). */
export function useWaitingChanges(db: ChungCuDb = appDb): WaitingChange[] | undefined {
  return useTables(
    db,
    ['outbox'],
    (outbox) => waitingChangesOf([...outbox.values()].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))),
    [],
  );
}

/**
 * Takes back the newest `name` mutation of row `id` while the server has not run it (an undo
 * offered right after a change): it is discarded and the mirror rebased without it. Answers
 * false when none is waiting, i.e. it already reached the server and the caller must run the
 * inverse mutation. One a push has already sent counts as reached: the server may have run it
 * even when its answer never came back.
 */
export async function withdrawQueued(
  db: ChungCuDb,
  name: MutationName,
  id: string,
): Promise<boolean> {
  return db.transaction('rw', db.tables, async () => {
    const entries = await db.outbox.orderBy('seq').reverse().toArray();
    const queued = entries.find(
      (entry) =>
        isMutationEntry(entry) &&
        entry.name === name &&
        entry.state !== 'confirmed' &&
        // Once a push has sent it, the server may have run it: only the inverse is safe then.
        (entry.sentAt === undefined || entry.state === 'failed') &&
        (entry.args as { id?: unknown } | null)?.id === id,
    );
    if (queued?.seq === undefined) return false;
    await failedChanges.discard(db, queued.seq);
    return true;
  });
}
