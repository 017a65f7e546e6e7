import { findMutator } from '@chungcu/mutations';
import { type ChungCuDb, type MutationOutboxEntry, isMutationEntry } from './db';
import { applyUndo, clientTx, newRecorder } from './client-tx';

/** The named mutations of one user still on this device, in the order they were made. */
export async function queuedMutations(
  db: ChungCuDb,
  userId: string,
): Promise<MutationOutboxEntry[]> {
  const entries = await db.outbox.orderBy('seq').toArray();
  return entries.filter(
    (entry): entry is MutationOutboxEntry => isMutationEntry(entry) && entry.userId === userId,
  );
}

/**
 * Runs a queued mutation on the mirror as it is now and records what it did. A mutation that
 * no longer applies (its row is gone, a rule now says no) leaves no trace in the rows: what it
 * wrote so far is put back, and the server, which has the last word, decides when it arrives.
 * It keeps the rows it meant to change as `touched`, so those still shown (the server's row an
 * edit was refused on) keep their pending or refused mark until the user settles it.
 */
async function rerun(db: ChungCuDb, entry: MutationOutboxEntry): Promise<MutationOutboxEntry> {
  const recorder = newRecorder();
  const mutator = findMutator(entry.name);
  if (mutator) {
    const actor = { userId: entry.userId, role: entry.role, email: entry.email };
    try {
      await mutator.run(clientTx(db, actor, entry.createdAt, recorder), entry.args as never);
    } catch {
      await applyUndo(db, recorder.undo);
      return { ...entry, undo: [] };
    }
  }
  return { ...entry, undo: recorder.undo, touched: [...recorder.touched] };
}

export interface RebaseOptions {
  /** A complete pull has brought the rows of every confirmed mutation: they leave the queue. */
  dropConfirmed: boolean;
  /** Queued mutations to forget instead of running again (a discarded change). */
  drop?: ReadonlySet<number>;
}

/**
 * Rebase, the only way server rows reach a mirror that has changes of its own: every queued
 * mutation is taken out (newest first), `changeBase` lays down the server's rows, and the
 * mutations still queued run again on top, in order. The mirror therefore always equals the
 * server's rows with the pending mutations re-run. Call inside a rw transaction over the
 * outbox and every mirror table.
 */
export async function rebase(
  db: ChungCuDb,
  entries: readonly MutationOutboxEntry[],
  changeBase: () => Promise<void>,
  { dropConfirmed, drop }: RebaseOptions,
): Promise<void> {
  // Silently: told to the screens, a row made on this device would vanish from them for a moment
  // (the server's row or the mutation's run again puts it back before the commit), tearing down
  // what shows it (a list's open menu, a month's open preview).
  for (let i = entries.length - 1; i >= 0; i--) {
    await applyUndo(db, (entries[i] as MutationOutboxEntry).undo, { tell: false });
  }
  await changeBase();
  for (const entry of entries) {
    const seq = entry.seq as number;
    if (drop?.has(seq) || (dropConfirmed && entry.state === 'confirmed')) {
      await db.outbox.delete(seq);
      continue;
    }
    await db.outbox.put(await rerun(db, entry));
  }
}

/** Every table a rebase may write: the mirror and the outbox (meta too, for the cursor). */
export function rebaseTables(db: ChungCuDb) {
  return db.tables;
}
