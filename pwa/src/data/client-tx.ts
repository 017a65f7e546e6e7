import { type SyncEntity, messages } from '@chungcu/contracts';
import {
  type Actor,
  type EntityName,
  type Lookups,
  type MutationTx,
  type NewRow,
  type RowFields,
  type RowOf,
  changedRow,
  conflict,
  derivedKeyNames,
  entities,
  notFound,
  stampedRow,
  storedRow,
} from '@chungcu/mutations';
import Dexie, { type Transaction } from 'dexie';
import type { ChungCuDb, UndoRecord } from './db';
import { entityDefs, toMirrorRow } from './entities';

type Row = Record<string, unknown>;

/** Each entity's not-found message (the server answers the same ones). */
export const notFoundMessages = Object.fromEntries(
  (Object.keys(entities) as EntityName[]).map((name) => [name, entities[name].notFound]),
) as Record<EntityName, string>;

/**
 * Told of every row a mutation writes, before the transaction commits (paint in this frame).
 * `writing` is the transaction the write is in, if any: it may still fail (a tab closed now).
 */
export type LocalWriteListener = (
  table: string,
  id: string,
  row: Row | null,
  writing?: Transaction | null,
) => void;
export const localWriteListeners = new Set<LocalWriteListener>();

/**
 * Tells the listeners of a row written, outside any transaction the write runs in: what they
 * start (a screen's render, a thumbnail's lookup) is theirs, and must neither join nor hold the
 * writer's transaction, which would then commit before the writer's next step ("committed too
 * early"): a message's photo saved while its conversation is on screen lost its copies so.
 */
export function tellLocalWrite(table: string, id: string, row: Row | null): void {
  const writing = Dexie.currentTransaction;
  Dexie.ignoreTransaction(() =>
    localWriteListeners.forEach((listener) => listener(table, id, row, writing)),
  );
}

/** What one run of a mutation did to the mirror: enough to take it out again. */
export interface MirrorRecorder {
  undo: UndoRecord[];
  touched: Set<string>;
}

export const newRecorder = (): MirrorRecorder => ({ undo: [], touched: new Set() });

/**
 * Puts rows back as they were, newest change first. Call inside a transaction on the tables.
 * `tell: false` keeps the screens from hearing of it before the commit, where the rows put back
 * are a step, not the outcome (a rebase: its commit's announcement re-reads what changed).
 */
export async function applyUndo(
  db: ChungCuDb,
  undo: readonly UndoRecord[],
  { tell = true }: { tell?: boolean } = {},
): Promise<void> {
  for (let i = undo.length - 1; i >= 0; i--) {
    const { table, id, before } = undo[i] as UndoRecord;
    if (before) await db.table(table).put(before);
    else await db.table(table).delete(id);
    if (tell) tellLocalWrite(table, id, before);
  }
}

/** Mirror rows carry search keys and lookups; a mutation sees the entity's own fields. */
export function asEntity<E extends EntityName>(row: Row | null | undefined): RowOf<E> | null {
  if (!row) return null;
  return storedRow<E>(
    Object.fromEntries(
      Object.entries(row).filter(([key]) => key !== 'searchText' && !derivedKeyNames.has(key)),
    ),
  );
}

/**
 * The device's side of `MutationTx`: reads and writes the mirror inside the caller's Dexie
 * transaction, recording each row's state before its first change so the whole mutation can be
 * taken out again (rebase). Tombstones are not kept on the device, so a deleted row reads as
 * missing. Version 0 marks a row the server has not answered for yet.
 */
export function clientTx(
  db: ChungCuDb,
  actor: Actor,
  now: string,
  recorder: MirrorRecorder,
): MutationTx {
  const tableOf = (entity: EntityName) => db.table<Row, string>(entityDefs[entity].table);

  async function write(entity: EntityName, id: string, row: Row | null): Promise<void> {
    const table = tableOf(entity);
    const key = `${table.name}/${id}`;
    if (!recorder.touched.has(key)) {
      recorder.touched.add(key);
      recorder.undo.push({ table: table.name, id, before: (await table.get(id)) ?? null });
    }
    const stored = row && toMirrorRow(entity as SyncEntity, row);
    if (stored) await table.put(stored);
    else await table.delete(id);
    tellLocalWrite(table.name, id, stored);
  }

  async function live<E extends EntityName>(entity: E, id: string): Promise<RowOf<E>> {
    const row = asEntity<E>(await tableOf(entity).get(id));
    if (!row || row.deletedAt) throw notFound(notFoundMessages[entity]);
    return row;
  }

  return {
    location: 'client',
    actor,
    now,

    async get(entity, id) {
      return asEntity(await tableOf(entity).get(id));
    },

    async canSee(entity, id) {
      return (await tableOf(entity).get(id)) !== undefined;
    },

    async list<E extends EntityName>(entity: E, field: Lookups[E], value: string) {
      const rows = await tableOf(entity).where(field).equals(value).toArray();
      return rows
        .map((row) => asEntity<E>(row))
        .filter((row): row is RowOf<E> => row !== null && !row.deletedAt);
    },

    async insert<E extends EntityName>(entity: E, row: NewRow<E>) {
      if (await tableOf(entity).get(row.id)) throw conflict(messages.common.idInvalid);
      const stored = stampedRow<E>(row, now);
      await write(entity, row.id, stored);
      return stored;
    },

    async update<E extends EntityName>(entity: E, id: string, fields: RowFields<E>) {
      const next = changedRow<E>(await live(entity, id), fields, now);
      await write(entity, id, next);
      return next;
    },

    async delete(entity, id) {
      await live(entity, id);
      await write(entity, id, null);
    },
  };
}
