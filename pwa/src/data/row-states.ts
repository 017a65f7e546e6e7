import { liveQuery } from 'dexie';
import { useCallback, useSyncExternalStore } from 'react';
import { appDb } from './app-data';
import { type ChungCuDb, type OutboxEntry, isMutationEntry } from './db';
import { perDatabase } from './derived-store';
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
      entry.state === 'failed'
        ? { status: 'failed', reason: entry.lastError ?? '' }
        : PENDING;
    for (const key of rowsOf(entry)) {
      if (states.get(key)?.status === 'failed') continue;
      const before = previous?.get(key);
      states.set(key, before && sameState(before, state) ? before : state);
    }
  }
  return states;
}

/** The live row states of one database, in the shape `useSyncExternalStore` takes. */
export interface RowStateStore {
  getSnapshot(): RowStates;
  /** The first subscriber starts watching the outbox; the store then stays warm. */
  subscribe(listener: () => void): () => void;
  stop(): void;
}

const NONE: RowStates = new Map();

/**
 * Watches the outbox alone (Dexie's live query: changes from this tab, other tabs and the
 * service worker): the outbox holds a handful of entries, so each change recomputes from all
 * of them, and mirror writes that leave the outbox alone cost nothing here.
 */
export function createRowStateStore(db: ChungCuDb): RowStateStore {
  const listeners = new Set<() => void>();
  let snapshot = NONE;
  let watching: { unsubscribe(): void } | null = null;

  function start() {
    if (watching) return;
    watching = liveQuery(() => db.outbox.orderBy('seq').toArray()).subscribe({
      next(entries) {
        snapshot = rowStatesOf(entries, snapshot);
        listeners.forEach((listener) => listener());
      },
      error(error: unknown) {
        console.error('row states', error);
      },
    });
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      start();
      return () => listeners.delete(listener);
    },
    stop() {
      watching?.unsubscribe();
      watching = null;
      snapshot = NONE;
    },
  };
}

/** The app's row-state store for a database, made on first use. */
export const rowStateStore = perDatabase(createRowStateStore);

/** Every row with a state (lists mark theirs from one subscription). */
export function useRowStates(db: ChungCuDb = appDb): RowStates {
  const store = rowStateStore(db);
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

/** One row's state: undefined when the server has it as shown. */
export function useRowState(
  table: MirrorTable,
  id: string,
  db: ChungCuDb = appDb,
): RowState | undefined {
  const store = rowStateStore(db);
  const select = useCallback(() => store.getSnapshot().get(rowKey(table, id)), [store, table, id]);
  return useSyncExternalStore(store.subscribe, select);
}
