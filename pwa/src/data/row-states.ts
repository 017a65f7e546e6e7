import { useCallback, useSyncExternalStore } from 'react';
import { appDb } from './app-data';
import { type ChungCuDb, type OutboxEntry, isMutationEntry } from './db';
import { type DerivedStore, perDatabase } from './derived-store';
import { type TableRows, tablesStore } from './live-tables';
import { entityDefs } from './entities';

/**
 * Where a mirror row stands with the server (DESIGN "Field-ready screens"):
 * - pending: changed on this device only, not yet accepted by the server;
 * - failed: a change to it was refused (or parked after repeated server failures), with why.
 * A row with no state is as the server has it. A change the server confirmed counts as saved,
 * even while it waits in the outbox for the pull that brings its rows.
 */
export type RowState = { status: 'pending' } | { status: 'failed'; reason: string };

/** Row states by `${table}/${id}` (the mirror's table name, as `touched` records it). */
export type RowStates = ReadonlyMap<string, RowState>;

/** A mirror table whose rows have states ('residents', 'workflowTemplates', …). */
export type MirrorTable = (typeof entityDefs)[keyof typeof entityDefs]['table'];

export const rowKey = (table: string, id: string) => `${table}/${id}`;

const PENDING: RowState = { status: 'pending' };

/** The rows an entry changed: named mutations record them; a first-version entry has one. */
function rowsOf(entry: OutboxEntry): readonly string[] {
  if (isMutationEntry(entry)) return entry.touched;
  return [rowKey(entityDefs[entry.entity].table, entry.entityId)];
}

const sameState = (a: RowState, b: RowState) =>
  a.status === 'pending' ? b.status === 'pending' : b.status === 'failed' && a.reason === b.reason;

/**
 * Each touched row's state from the outbox (in queue order). A failure outweighs pending
 * changes of the same row, and its first failure's reason is the one shown. States equal to
 * `previous`'s keep their object, so a hook watching one row re-renders only when it changes.
 */
export function rowStatesOf(entries: readonly OutboxEntry[], previous?: RowStates): RowStates {
  const states = new Map<string, RowState>();
  for (const entry of entries) {
    if (entry.state === 'confirmed') continue;
    const state: RowState =
      entry.state === 'failed' ? { status: 'failed', reason: entry.lastError ?? '' } : PENDING;
    for (const key of rowsOf(entry)) {
      if (states.get(key)?.status === 'failed') continue;
      const before = previous?.get(key);
      states.set(key, before && sameState(before, state) ? before : state);
    }
  }
  return states;
}

/** The outbox's entries in queue order, from the shared outbox table. */
const queueOf = (rows: TableRows<'outbox'>) =>
  [...rows.values()].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));

/**
 * The row states of one database, from the shared outbox table (the one read path): the outbox
 * holds a handful of entries, so each of its changes recomputes from all of them, and mirror
 * writes that leave the outbox alone cost nothing here.
 */
export function createRowStateStore(db: ChungCuDb): DerivedStore<RowStates> {
  let previous: RowStates | undefined;
  return tablesStore(
    db,
    ['outbox'],
    (outbox) => (previous = rowStatesOf(queueOf(outbox), previous)),
  );
}

/** The app's row-state store for a database, made on first use. */
export const rowStateStore = perDatabase(createRowStateStore);

const NONE: RowStates = new Map();

export type RowStateStore = DerivedStore<RowStates>;

/** Every row with a state (lists mark theirs from one subscription). */
export function useRowStates(db: ChungCuDb = appDb): RowStates {
  const store = rowStateStore(db);
  return useSyncExternalStore(store.subscribe, store.getSnapshot) ?? NONE;
}

/** One row's state: undefined when the server has it as shown. */
export function useRowState(
  table: MirrorTable,
  id: string,
  db: ChungCuDb = appDb,
): RowState | undefined {
  const store = rowStateStore(db);
  const select = useCallback(() => store.getSnapshot()?.get(rowKey(table, id)), [store, table, id]);
  return useSyncExternalStore(store.subscribe, select);
}
