import { type SyncEntity, messages } from '@chungcu/contracts';
import {
  type Actor,
  type EntityName,
  type MutationTx,
  type RowOf,
  conflict,
  derivedKeyNames,
  entities,
  notFound,
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

/** Puts rows back as they were, newest change first. Call inside a transaction on the tables. */
export async function applyUndo(db: ChungCuDb, undo: readonly UndoRecord[]): Promise<void> {
  for (let i = undo.length - 1; i >= 0; i--) {
    const { table, id, before } = undo[i] as UndoRecord;
    if (before) await db.table(table).put(before);
    else await db.table(table).delete(id);
    tellLocalWrite(table, id, before);
  }
}

/** Mirror rows carry search keys and lookups; a mutation sees the entity's own fields. */
export function asEntity<E extends EntityName>(row: Row | null | undefined): RowOf<E> | null {
  if (!row) return null;
  const entity = Object.fromEntries(
    Object.entries(row).filter(([key]) => key !== 'searchText' && !derivedKeyNames.has(key)),
  );
  return entity as RowOf<E>;
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

    async list(entity, field, value) {
      const rows = await tableOf(entity).where(field).equals(value).toArray();
      return rows
        .map((row) => asEntity(row))
        .filter((row) => row !== null && !row.deletedAt) as never;
    },

    async insert(entity, row) {
      const id = (row as { id: string }).id;
      if (await tableOf(entity).get(id)) throw conflict(messages.common.idInvalid);
      const stored = { ...row, version: 0, createdAt: now, updatedAt: now, deletedAt: null };
      await write(entity, id, stored);
      return stored as never;
    },

    async update(entity, id, fields) {
      const current = await live(entity, id);
      const changed = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
      const next = { ...current, ...changed, updatedAt: now };
      await write(entity, id, next);
      return next as never;
    },

    async delete(entity, id) {
      await live(entity, id);
      await write(entity, id, null);
    },
  };
}
