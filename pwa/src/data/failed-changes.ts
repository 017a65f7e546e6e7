import type { ChungCuDb } from './db';
import { tableOf } from './entities';
import { meta } from './meta';

/** What the sync screen does with a change the server refused. */
export const failedChanges = {
  /** Sends it again (e.g. after fixing what the server complained about elsewhere). */
  async retry(db: ChungCuDb, seq: number): Promise<void> {
    await db.outbox.update(seq, { state: 'pending', attempts: 0, nextAttemptAt: Date.now(), lastError: null });
  },

  /**
   * Drops it and puts the row back as it was before the change; the cursor is reset so the next
   * pull brings the server's current version of everything, including this row.
   */
  async discard(db: ChungCuDb, seq: number): Promise<void> {
    await db.transaction('rw', db.tables, async () => {
      const entry = await db.outbox.get(seq);
      if (!entry) return;
      await db.outbox.delete(seq);
      const others = await db.outbox.where('entityId').equals(entry.entityId).count();
      if (others === 0) {
        const table = tableOf(db, entry.entity);
        if (entry.before) await table.put(entry.before);
        else await table.delete(entry.entityId);
      }
      await meta.set(db, 'cursor', 0);
    });
  },
};
