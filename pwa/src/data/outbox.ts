import type { ChungCuDb, OutboxEntry } from './db';

export type NewOutboxEntry = Omit<
  OutboxEntry,
  'seq' | 'attempts' | 'nextAttemptAt' | 'state' | 'lastError' | 'createdAt'
>;

/** The outbox: writes waiting for the server, oldest first. Call inside the write's transaction. */
export const outbox = {
  async enqueue(db: ChungCuDb, entry: NewOutboxEntry, now = Date.now()): Promise<void> {
    await db.outbox.add({
      ...entry,
      createdAt: now,
      attempts: 0,
      // Due at once; only a failed attempt sets a later time.
      nextAttemptAt: 0,
      state: 'pending',
      lastError: null,
    });
  },

  /**
   * The oldest entry of this user still to push, failed ones aside. Another user's entries wait
   * for that user to sign in again: a change is never sent under someone else's session.
   */
  async nextPending(db: ChungCuDb, userId: string): Promise<OutboxEntry | undefined> {
    return db.outbox
      .orderBy('seq')
      .filter((e) => e.state === 'pending' && e.userId === userId)
      .first();
  },

  /** True while any entry (pending or failed) concerns the row: pulls must not overwrite it. */
  async hasEntriesFor(db: ChungCuDb, entityId: string): Promise<boolean> {
    return (await db.outbox.where('entityId').equals(entityId).count()) > 0;
  },

  async pendingCount(db: ChungCuDb): Promise<number> {
    return db.outbox.where('state').equals('pending').count();
  },

  async failed(db: ChungCuDb): Promise<OutboxEntry[]> {
    return db.outbox.where('state').equals('failed').sortBy('seq');
  },
};
