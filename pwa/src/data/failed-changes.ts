import { mutationArgs, firstIssueMessage } from '@chungcu/contracts';
import { MutationError } from '@chungcu/mutations';
import { cursor } from './cursor';
import { type ChungCuDb, type MutationOutboxEntry, isMutationEntry } from './db';
import { tableOf } from './entities';
import { queuedMutations, rebase } from './rebase';

/** What the sync screen does with a change the server refused (or parked after failures). */
export const failedChanges = {
  /** Sends it again (e.g. after fixing what the server complained about elsewhere). */
  async retry(db: ChungCuDb, seq: number): Promise<void> {
    await db.outbox.update(seq, {
      state: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
    });
  },

  /**
   * Drops it. A named mutation is taken out of the mirror by a rebase (the changes queued after
   * it run again without it); a first-version entry puts its row back as it was and asks the
   * next pull for everything again.
   */
  async discard(db: ChungCuDb, seq: number): Promise<void> {
    await db.transaction('rw', db.tables, async () => {
      const entry = await db.outbox.get(seq);
      if (!entry) return;
      if (isMutationEntry(entry)) {
        const queued = await queuedMutations(db, entry.userId);
        await rebase(db, queued, async () => {}, { dropConfirmed: false, drop: new Set([seq]) });
        return;
      }
      await db.outbox.delete(seq);
      const others = await db.outbox.where('entityId').equals(entry.entityId).count();
      if (others === 0) {
        const table = tableOf(db, entry.entity);
        if (entry.before) await table.put(entry.before);
        else await table.delete(entry.entityId);
      }
      await cursor.reset(db);
    });
  },

  /**
   * Corrects a refused change and sends it again: the same mutation with new arguments, run
   * again in its place (the changes after it re-run on top). Bad arguments throw the contracts
   * message and change nothing.
   */
  async amend(db: ChungCuDb, seq: number, args: unknown): Promise<void> {
    await db.transaction('rw', db.tables, async () => {
      const entry = await db.outbox.get(seq);
      if (!entry || !isMutationEntry(entry)) return;
      const schema = mutationArgs[entry.name as keyof typeof mutationArgs];
      const parsed = schema.safeParse(args);
      if (!parsed.success) throw new MutationError('validation', firstIssueMessage(parsed.error));
      const amended: MutationOutboxEntry = {
        ...entry,
        args: parsed.data,
        state: 'pending',
        attempts: 0,
        nextAttemptAt: 0,
        lastError: null,
      };
      const queued = (await queuedMutations(db, entry.userId)).map((e) =>
        e.seq === seq ? { ...amended, undo: e.undo } : e,
      );
      await rebase(db, queued, async () => {}, { dropConfirmed: false });
    });
  },
};
