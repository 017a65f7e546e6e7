import type { MirrorTable } from '@chungcu/mutations/entities';
import Dexie, { type IntervalTree, type ObservabilitySet } from 'dexie';
import { type LocalWriteListener, localWriteListeners } from './client-tx';
import type { ChungCuDb } from './db';

/** Which rows changed: their ids, or null when the whole table was re-read. */
export type Changed = ReadonlySet<string> | null;

/**
 * An in-memory copy of one mirror table (a projection of each row), kept current incrementally.
 *
 * Reading 10,000 rows costs ~250 ms (STACK-NOTES), so the table is read once; afterwards only
 * the rows a committed transaction touched are re-read by id. Dexie announces every commit (this
 * tab, other tabs, the service worker's sync) with the primary keys written; a write of 50 rows
 * or more, or a clear, comes as a range and is answered with a full re-read.
 */
export interface LiveMap<T> {
  /** The rows by id; null until the first read answered. Updated in place: read on notify. */
  get(): ReadonlyMap<string, T> | null;
  /** Called after every applied change. The first subscriber starts the map. */
  subscribe(listener: (changed: Changed) => void): () => void;
  /**
   * Applies a row this tab has just committed (null: deleted) without waiting to re-read it, so a
   * save paints in the same render as the dialog closing. The re-read that follows the commit
   * announcement confirms it. Ignored before the first read (which will include the row).
   */
  put(id: string, value: T | null): void;
  /**
   * The ids of the rows whose `field` is exactly `value`, from an index made on the first lookup
   * of that field and kept current row by row, so a save's uniqueness check does not scan 10,000
   * rows. Null until the first read.
   */
  lookup(field: string, value: unknown): ReadonlySet<string> | null;
  /** Starts the map (idempotent); resolves once every change announced so far is applied. */
  ready(): Promise<void>;
  /**
   * How many changes the map has told its subscribers of: equal twice, nothing changed between
   * (a store derived during render keeps its snapshot when it subscribes).
   */
  changeCount(): number;
  /** Stops listening (tests; the app's maps live as long as the page). */
  stop(): void;
}

/** Every table of the local database, the mirror's and the outbox and meta. */
export type TableName = keyof ChungCuDb & (MirrorTable | 'users' | 'uploads' | 'outbox' | 'meta');

/** Each table's primary key field (rows are mapped by it, as a string). */
const primaryKeyOf: Partial<Record<TableName, string>> = { outbox: 'seq', meta: 'key' };

/** The exact keys of a key range set, or null when it holds a real range. */
function exactKeys(tree: IntervalTree): (string | number)[] | null {
  const ids: (string | number)[] = [];
  const stack: (IntervalTree | null | undefined)[] = [tree];
  while (stack.length) {
    const node = stack.pop();
    if (!node || !('from' in node)) continue;
    const key = node.from;
    if ((typeof key !== 'string' && typeof key !== 'number') || key !== node.to) return null;
    ids.push(key);
    stack.push(node.l, node.r);
  }
  return ids;
}

/**
 * Whether two rows hold the same data (own fields; nested values compared as JSON). A save
 * reaches a map three times with the same row (painted from memory, written in the transaction,
 * re-read after the commit): only the first is news to the screens.
 */
export function sameRow(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  for (const key of keys) {
    const x = left[key];
    const y = right[key];
    if (x === y) continue;
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
    if (JSON.stringify(x) !== JSON.stringify(y)) return false;
  }
  return true;
}

const EMPTY: ReadonlySet<string> = new Set();

/** How many pulls are writing now; while any is, full re-reads wait (see `holdFullReloads`). */
let holds = 0;
/** The maps whose full re-read waits for the holds to end. */
const waitingForRelease = new Set<() => void>();

/**
 * Holds back whole-table re-reads until the returned release is called: a pull writes a large
 * table in several transactions, and re-reading it after each (a first sync: 20,000 requests,
 * tens of commits) costs more than the writes and slows them. Changes to a few rows, by exact
 * key, still apply at once; a map not read yet is read at once. Every hold must be released.
 */
export function holdFullReloads(): () => void {
  holds++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--holds > 0) return;
    const waiting = [...waitingForRelease];
    waitingForRelease.clear();
    waiting.forEach((drain) => drain());
  };
}

export function createLiveMap<T>(
  db: ChungCuDb,
  tableName: TableName,
  select: (row: never) => T,
): LiveMap<T> {
  const table = db.table<Record<string, unknown>, string | number>(tableName);
  const keyField = primaryKeyOf[tableName] ?? 'id';
  const idOf = (row: Record<string, unknown>) => String(row[keyField]);
  const project = select as (row: Record<string, unknown>) => T;
  const part = `idb://${db.name}/${tableName}/`;
  const listeners = new Set<(changed: Changed) => void>();
  const idleWaiters: (() => void)[] = [];
  let map: Map<string, T> | null = null;
  let started = false;
  let busy = false;
  let reloadNeeded = false;
  let dirty = new Set<string | number>();
  /** Per field looked up: its values' rows (`lookup`). Dropped at every whole-table read. */
  const indexes = new Map<string, Map<unknown, Set<string>>>();
  const fieldOf = (value: T | undefined, field: string) =>
    value === undefined ? undefined : (value as Record<string, unknown>)[field];
  function reindex(id: string, before: T | undefined, after: T | undefined) {
    for (const [field, index] of indexes) {
      const old = fieldOf(before, field);
      const now = fieldOf(after, field);
      if (before !== undefined && old === now && after !== undefined) continue;
      if (before !== undefined) index.get(old)?.delete(id);
      if (after === undefined) continue;
      let ids = index.get(now);
      if (!ids) index.set(now, (ids = new Set()));
      ids.add(id);
    }
  }

  const hasWork = () => reloadNeeded || dirty.size > 0;

  /** Sets or deletes one row; false when the map already held exactly that (nothing to tell). */
  function apply(id: string, value: T | null): boolean {
    if (!map) return false;
    const before = map.get(id);
    if (value === null) {
      if (before === undefined) return false;
      reindex(id, before, undefined);
      return map.delete(id);
    }
    if (sameRow(before, value)) return false;
    reindex(id, before, value);
    map.set(id, value);
    return true;
  }
  let changes = 0;
  const notify = (changed: Changed) => {
    changes += 1;
    listeners.forEach((listener) => listener(changed));
  };

  // One drain at a time, so changes apply in the order they were announced; announcements that
  // arrive meanwhile are merged and picked up by the same loop.
  async function drain() {
    if (busy) return;
    busy = true;
    let failed = false;
    try {
      while (hasWork()) {
        if (reloadNeeded && map !== null && holds > 0) {
          waitingForRelease.add(resume);
          break;
        }
        if (reloadNeeded || map === null) {
          reloadNeeded = false;
          dirty = new Set();
          const rows = await table.toArray();
          map = new Map(rows.map((row) => [idOf(row), project(row)]));
          indexes.clear();
          notify(null);
        } else {
          const keys = dirty;
          dirty = new Set();
          const keyList = [...keys];
          const rows = await table.bulkGet(keyList);
          const ids = new Set<string>();
          rows.forEach((row, i) => {
            const id = String(keyList[i]);
            if (apply(id, row ? project(row) : null)) ids.add(id);
          });
          if (ids.size > 0) notify(ids);
        }
      }
    } catch (error) {
      // The database closed or is being replaced (sign-out wipe, upgrade): keep what we have
      // rather than loading forever; the next announced change re-reads the whole table.
      console.error(`Không đọc được bảng ${tableName}`, error);
      failed = true;
      reloadNeeded = true;
      dirty = new Set();
      if (map === null) {
        map = new Map();
        indexes.clear();
        notify(null);
      }
    } finally {
      busy = false;
      if (failed || !hasWork()) idleWaiters.splice(0).forEach((resolve) => resolve());
    }
  }
  const resume = () => void drain();

  function onMutated(parts: ObservabilitySet) {
    const tree = parts[part];
    if (!tree) return;
    const ids = exactKeys(tree);
    if (ids) ids.forEach((id) => dirty.add(id));
    else reloadNeeded = true;
    void drain();
  }

  // A mutation's writes reach the map as they are made, before IndexedDB commits, so a save
  // paints in the next frame; the commit's announcement re-reads the rows to confirm them.
  const onLocalWrite: LocalWriteListener = (table, id, row) => {
    if (table !== tableName) return;
    if (apply(id, row ? project(row) : null)) notify(new Set([id]));
  };

  function start() {
    if (started) return;
    started = true;
    localWriteListeners.add(onLocalWrite);
    // Listening starts before the first read, so a commit racing that read is re-applied after it.
    Dexie.on('storagemutated', onMutated);
    reloadNeeded = true;
    void drain();
  }

  return {
    get: () => map,
    changeCount: () => changes,
    put(id, value) {
      if (apply(id, value)) notify(new Set([id]));
    },
    lookup(field, value) {
      if (!map) return null;
      let index = indexes.get(field);
      if (!index) {
        index = new Map();
        for (const [id, row] of map) {
          const key = fieldOf(row, field);
          let ids = index.get(key);
          if (!ids) index.set(key, (ids = new Set()));
          ids.add(id);
        }
        indexes.set(field, index);
      }
      return index.get(value) ?? EMPTY;
    },
    subscribe(listener) {
      listeners.add(listener);
      start();
      return () => listeners.delete(listener);
    },
    ready() {
      start();
      if (!busy && !hasWork()) return Promise.resolve();
      const idle = new Promise<void>((resolve) => idleWaiters.push(resolve));
      void drain();
      return idle;
    },
    stop() {
      localWriteListeners.delete(onLocalWrite);
      if (started) Dexie.on.storagemutated.unsubscribe(onMutated);
      started = false;
    },
  };
}
