import {
  type ChungCuDb,
  type MutationOutboxEntry,
  type OutboxEntry,
  type RestOutboxEntry,
  isMutationEntry,
} from './db';

/** The outbox: changes waiting for the server, oldest first. */
export const outbox = {
  /**
   * The oldest first-version (REST) entry of this user still to push. Another user's entries
   * wait for that user to sign in again: a change is never sent under someone else's session.
   */
  async nextRestEntry(db: ChungCuDb, userId: string): Promise<RestOutboxEntry | undefined> {
    return (await db.outbox
      .orderBy('seq')
      .filter((e) => !isMutationEntry(e) && e.state === 'pending' && e.userId === userId)
      .first()) as RestOutboxEntry | undefined;
  },

  /** The next batch of this user's named mutations the server has not accepted yet. */
  async pendingMutations(
    db: ChungCuDb,
    userId: string,
    limit: number,
  ): Promise<MutationOutboxEntry[]> {
    return (await db.outbox
      .orderBy('seq')
      .filter((e) => isMutationEntry(e) && e.state === 'pending' && e.userId === userId)
      .limit(limit)
      .toArray()) as MutationOutboxEntry[];
  },

  /** Rows a first-version entry still waits on: a pull leaves them as the device has them. */
  async restBusyRows(db: ChungCuDb): Promise<Set<string>> {
    const entries = await db.outbox.toArray();
    return new Set(entries.filter((e) => !isMutationEntry(e)).map((e) => e.entityId));
  },

  /** Changes the server has not accepted yet (what the sync chip counts). */
  async pendingCount(db: ChungCuDb): Promise<number> {
    return db.outbox.where('state').equals('pending').count();
  },

  async failed(db: ChungCuDb): Promise<OutboxEntry[]> {
    return db.outbox.where('state').equals('failed').sortBy('seq');
  },
};
