import Dexie from 'dexie';
import {
  firstIssueMessage,
  messages,
  mutationArgs,
  uuidv7,
  type MutationArgs,
  type MutationArgsInput,
  type Role,
  type User,
} from '@chungcu/contracts';
import {
  type MutationResult,
  type RegisteredName,
  MutationError,
  findMutator,
  mayRun,
} from '@chungcu/mutations';
import { applyUndo, clientTx, newRecorder, tellLocalWrite } from './client-tx';
import type { ChungCuDb, MutationOutboxEntry } from './db';
import { liveTable } from './live-tables';
import { type PaintedRow, paintFromMemory } from './memory-tx';
import { signedInUser } from './current-user';
import { holdWhileSaving } from './saves-in-flight';
import { workingComplex, workingComplexInMemory } from './working-complex';
import { queuedListeners, writeListeners } from './triggers';

export interface MutateOptions<N extends RegisteredName = RegisteredName> {
  db: ChungCuDb;
  /**
   * What the sync screen shows while the change waits ('Thêm cư dân Lê Thị Hương'); a function
   * gets the parsed arguments (trimmed, defaults applied).
   */
  label: string | ((args: MutationArgs<N>) => string);
}

/** The arguments as the mutation takes them, or the contracts message of the first bad field. */
function parseArgs<N extends RegisteredName>(name: N, args: MutationArgsInput<N>) {
  const result = mutationArgs[name].safeParse(args);
  if (!result.success) throw new MutationError('validation', firstIssueMessage(result.error));
  return result.data;
}

/**
 * Makes a change on this device: the named mutation runs on the mirror (the screen shows it at
 * once, offline too) and is queued, in the same transaction, for the server to run once by its
 * id. A rule that says no throws its message before anything is stored or queued.
 * @returns what the mutation answers (the row as the device now shows it).
 */
export function mutate<N extends RegisteredName>(
  name: N,
  args: MutationArgsInput<N>,
  options: MutateOptions<N>,
): Promise<MutationResult<N>> {
  return holdWhileSaving(() => paintAndStore(name, args, options));
}

async function paintAndStore<N extends RegisteredName>(
  name: N,
  args: MutationArgsInput<N>,
  { db, label }: MutateOptions<N>,
): Promise<MutationResult<N>> {
  const mutator = findMutator(name);
  if (!mutator) throw new Error(messages.sync.mutationUnknown(name));
  const parsed = parseArgs(name, args);
  const createdAt = new Date().toISOString();
  // Paint first: the same rule over the tables already in memory (the user too), so the change
  // is on screen in this frame; then the run that is stored and queued, over IndexedDB.
  const held = liveTable(db, 'meta').get()?.get('currentUser')?.value as User | undefined;
  const heldComplex = held ? workingComplexInMemory(db, held.role) : undefined;
  const painted =
    held && heldComplex !== undefined && mayRun(mutator.access, held.role)
      ? await paintFromMemory(db, actorOf(held, heldComplex), createdAt, (tx) =>
          mutator.run(tx, withComplex(name, parsed, heldComplex, held.role) as never),
        )
      : null;
  painted?.forEach(({ table, id, row }) => tellLocalWrite(table, id, row));
  // The user the change is queued under is read from the database itself, never from memory
  // that may lag a sign-in by a moment.
  const user = await signedInUser(db).catch((error: unknown) => {
    unpaint(painted);
    throw error;
  });
  if (!mayRun(mutator.access, user.role)) {
    unpaint(painted);
    throw new MutationError('forbidden', messages.common.forbidden);
  }
  const complexId = await workingComplex(db, user.role);
  const actor = actorOf(user, complexId);
  const made = withComplex(name, parsed, complexId, user.role);
  const recorder = newRecorder();
  const id = uuidv7();
  try {
    const result = await db.transaction('rw', db.tables, async () => {
      const answer = await mutator.run(clientTx(db, actor, createdAt, recorder), made as never);
      const entry: MutationOutboxEntry = {
        kind: 'mutation',
        key: id,
        name,
        args: made,
        createdAt,
        touched: [...recorder.touched],
        undo: recorder.undo,
        label: typeof label === 'string' ? label : label(made as MutationArgs<N>),
        userId: user.id,
        role: user.role,
        email: user.email ?? null,
        attempts: 0,
        nextAttemptAt: 0,
        state: 'pending',
        lastError: null,
      };
      const seq = await db.outbox.add(entry);
      return { answer, queued: { ...entry, seq } };
    });
    // The sync indicator counts the change now, with the screen that shows it, not after the
    // outbox is read again.
    tellLocalWrite('outbox', String(result.queued.seq), result.queued);
    // Outside any transaction this one runs in, like the rows' listeners (`tellLocalWrite`).
    Dexie.ignoreTransaction(() => {
      queuedListeners.forEach((listener) => listener(id));
      writeListeners.forEach((listener) => listener());
    });
    return result.answer as MutationResult<N>;
  } catch (error) {
    // Nothing was stored: screens that painted the change already are told to put it back.
    unpaint(painted);
    await applyUndoInMemory(db, recorder.undo);
    throw error;
  }
}

const actorOf = (user: User, complexId: string | null) => ({
  userId: user.id,
  role: user.role,
  email: user.email ?? null,
  complexId,
});

type Nullable = { safeParse(value: unknown): { success: boolean } };

/**
 * A new row that names no complex is made in the complex the device works in, written into the
 * change's own arguments: the server runs it in that complex whatever it would choose itself.
 * A checklist, category or template the company administrator makes without naming one is
 * shared (its `complexId` may be null, rule S23), so theirs is left as it is.
 */
function withComplex<T>(name: RegisteredName, args: T, complexId: string | null, role: Role): T {
  const schema = mutationArgs[name] as { shape?: Record<string, Nullable> };
  const record = args as Record<string, unknown>;
  const field = schema.shape?.complexId;
  if (!complexId || !field || record.complexId !== undefined) return args;
  if (role === 'admin' && field.safeParse(null).success) return args;
  return { ...record, complexId } as T;
}

/** Puts back what a memory run painted, when the change is not stored after all. */
function unpaint(painted: PaintedRow[] | null) {
  painted?.forEach(({ table, id, before }) => tellLocalWrite(table, id, before));
}

/** Tells the in-memory tables to forget writes whose transaction rolled back. */
async function applyUndoInMemory(db: ChungCuDb, undo: MutationOutboxEntry['undo']) {
  if (undo.length === 0) return;
  // The database already holds the old rows (the transaction rolled back); re-putting them in a
  // transaction of their own is harmless and notifies every listener on the way.
  await db.transaction('rw', db.tables, () => applyUndo(db, undo)).catch(() => undefined);
}
