import { useMemo, useSyncExternalStore } from 'react';
import type { ChungCuDb } from './db';
import { type DerivedStore, deriveStore, perDatabase } from './derived-store';
import { type LiveMap, type TableName, createLiveMap } from './live-map';

export type Row = Record<string, unknown>;
export type Rows = ReadonlyMap<string, Row>;

/** One live map per table of a database, made on first use and kept warm for the page's life. */
const tablesOf = perDatabase(() => new Map<TableName, LiveMap<Row>>());

/**
 * The one in-memory copy of a table of the local database, shared by every store and screen of
 * the page: each table is read from IndexedDB once, then followed row by row (see LiveMap), and
 * held in memory once however many screens use it. The one read path of every feature.
 */
export function liveTable<T extends object = Row>(db: ChungCuDb, name: TableName): LiveMap<T> {
  const tables = tablesOf(db);
  let table = tables.get(name);
  if (!table) tables.set(name, (table = createLiveMap(db, name, (row: Row) => row)));
  return table as unknown as LiveMap<T>;
}

/** Stops following every table of a database (tests close their databases; the app never does). */
export function stopLiveTables(db: ChungCuDb): void {
  const tables = tablesOf(db);
  tables.forEach((table) => table.stop());
  tables.clear();
}

/**
 * A value computed from whole tables in memory, recomputed after any change to them (this tab's
 * writes, pulls, other tabs). For small tables and lookups; a large list keeps a derived store
 * that applies changed rows incrementally (see `deriveStore`).
 */
export function tablesStore<T>(
  db: ChungCuDb,
  names: readonly TableName[],
  compute: (...tables: Rows[]) => T,
): DerivedStore<T> {
  const maps = names.map((name) => liveTable(db, name));
  return deriveStore(maps, () => {
    const rows = maps.map((map) => map.get());
    if (rows.some((r) => r === null)) return null;
    return compute(...(rows as Rows[]));
  });
}

/** `tablesStore` as a hook: undefined until every table has been read once. */
export function useTables<T>(
  db: ChungCuDb,
  names: readonly TableName[],
  compute: (...tables: Rows[]) => T,
  deps: readonly unknown[],
): T | undefined {
  const store = useMemo(() => tablesStore(db, names, compute), [db, ...names, ...deps]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot) ?? undefined;
}

/** One row by its key, live; null when absent, undefined until the table has been read. */
export function useRow<T>(db: ChungCuDb, name: TableName, id: string | null | undefined) {
  return useTables(db, [name], (rows) => (id ? ((rows.get(id) as T | undefined) ?? null) : null), [
    id,
  ]);
}
