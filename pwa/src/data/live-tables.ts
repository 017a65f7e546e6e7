import { useMemo, useSyncExternalStore } from 'react';
import type { Table } from 'dexie';
import type { ChungCuDb } from './db';
import { type DerivedStore, deriveStore, perDatabase } from './derived-store';
import { type LiveMap, type TableName, createLiveMap } from './live-map';

/** A table's row, as `ChungCuDb` declares the table (`EntityTable<Row, key>`). */
export type TableRow<N extends TableName> =
  ChungCuDb[N] extends Table<infer R, infer _Key, infer _Insert> ? R : never;

/** A table's rows in memory, by primary key (as a string). */
export type TableRows<N extends TableName> = ReadonlyMap<string, TableRow<N>>;

/** The rows of each table named, in the order named. */
export type RowsOfTables<Names extends readonly TableName[]> = {
  [I in keyof Names]: TableRows<Names[I]>;
};

/** The live map of each table, once made. */
type LiveMaps = { [N in TableName]?: LiveMap<TableRow<N>> };

/** One live map per table of a database, made on first use and kept warm for the page's life. */
const tablesOf = perDatabase((): { maps: LiveMaps } => ({ maps: {} }));

/**
 * The one in-memory copy of a table of the local database, shared by every store and screen of
 * the page: each table is read from IndexedDB once, then followed row by row (see LiveMap), and
 * held in memory once however many screens use it. The one read path of every feature.
 */
export function liveTable<N extends TableName>(db: ChungCuDb, name: N): LiveMap<TableRow<N>> {
  // The maps seen through the one key `name` (TypeScript checks a write to a key as generic as
  // `name` only through a map of exactly that key).
  const tables: { [M in N]?: LiveMap<TableRow<M>> } = tablesOf(db).maps;
  return (tables[name] ??= createLiveMap(db, name, (row: TableRow<N>) => row));
}

/** Stops following every table of a database (tests close their databases; the app never does). */
export function stopLiveTables(db: ChungCuDb): void {
  const held = tablesOf(db);
  Object.values(held.maps).forEach((table) => table?.stop());
  held.maps = {};
}

/**
 * A value computed from whole tables in memory, recomputed after any change to them (this tab's
 * writes, pulls, other tabs). For small tables and lookups; a large list keeps a derived store
 * that applies changed rows incrementally (see `deriveStore`). `compute` gets each named
 * table's rows, in the order named.
 */
export function tablesStore<const Names extends readonly TableName[], T>(
  db: ChungCuDb,
  names: Names,
  compute: (...tables: RowsOfTables<Names>) => T,
): DerivedStore<T> {
  const maps = names.map((name) => liveTable(db, name));
  return deriveStore(maps, () => {
    const rows = maps.map((map) => map.get());
    if (rows.some((r) => r === null)) return null;
    // `map` keeps the order of `names` but not their tuple: each entry is its table's rows.
    return compute(...(rows as RowsOfTables<Names>));
  });
}

/** `tablesStore` as a hook: undefined until every table has been read once. */
export function useTables<const Names extends readonly TableName[], T>(
  db: ChungCuDb,
  names: Names,
  compute: (...tables: RowsOfTables<Names>) => T,
  deps: readonly unknown[],
): T | undefined {
  const store = useMemo(() => tablesStore(db, names, compute), [db, ...names, ...deps]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot) ?? undefined;
}

/** One row by its key, live; null when absent, undefined until the table has been read. */
export function useRow<N extends TableName>(
  db: ChungCuDb,
  name: N,
  id: string | null | undefined,
): TableRow<N> | null | undefined {
  return useTables(db, [name], (rows) => (id ? (rows.get(id) ?? null) : null), [id]);
}
