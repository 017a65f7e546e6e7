import { type SyncEntity, uuidv7 } from '@chungcu/contracts';
import type { ChungCuDb, RestOutboxEntry } from './db';
import { tableOf, toMirrorRow } from './entities';
import { writeListeners } from './triggers';

type Row = Record<string, unknown>;

/** One change to one row: what the mirror shows now, and the call that tells the server. */
export interface LocalChange {
  entity: SyncEntity;
  id: string;
  /** The row as it looks after the change; null removes it from the mirror. */
  next: Row | null;
  method: RestOutboxEntry['method'];
  path: string;
  body?: unknown;
  /** Shown on the sync screen while the change waits or when it fails. */
  label: string;
  /** Whether the server's answer is the row to keep (POST/PATCH) or nothing (DELETE). */
  answer?: RestOutboxEntry['answer'];
}

/**
 * Applies changes the way every screen writes: in ONE Dexie transaction the mirror is updated
 * (the screen repaints at once) and each change is appended to the outbox with a fresh
 * Idempotency-Key, so it reaches the server exactly once however often it is retried.
 * Callers validate with the contracts schema first.
 */
export async function writeLocally(db: ChungCuDb, userId: string, changes: LocalChange[]): Promise<void> {
  const tables = [...new Set(changes.map((c) => tableOf(db, c.entity)))];
  await db.transaction('rw', [db.outbox, ...tables], async () => {
    for (const change of changes) {
      const table = tableOf(db, change.entity);
      const before = ((await table.get(change.id)) as Row | undefined) ?? null;
      if (change.next) await table.put(toMirrorRow(change.entity, { ...before, ...change.next }));
      else await table.delete(change.id);
      const entry: RestOutboxEntry = {
        key: uuidv7(),
        method: change.method,
        path: change.path,
        body: change.body ?? null,
        entity: change.entity,
        entityId: change.id,
        answer: change.answer ?? (change.method === 'DELETE' ? 'none' : 'entity'),
        baseVersion: typeof before?.version === 'number' ? before.version : null,
        before,
        label: change.label,
        userId,
        createdAt: Date.now(),
        attempts: 0,
        nextAttemptAt: 0,
        state: 'pending',
        lastError: null,
      };
      await db.outbox.add(entry);
    }
  });
  for (const listener of writeListeners) listener();
}

/**
 * The bookkeeping fields of a row made on this device: version 0 marks it as not yet answered by
 * the server (which hands out the real version), and both times are `now`.
 */
export function newRowStamps(now: string = new Date().toISOString()) {
  return { version: 0, deletedAt: null, createdAt: now, updatedAt: now };
}
