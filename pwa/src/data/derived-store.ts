import type { ChungCuDb } from './db';
import type { Changed, LiveMap } from './live-map';

/** A snapshot derived from live maps, in the shape `useSyncExternalStore` takes. */
export interface DerivedStore<S> {
  /** Null until `derive` first had what it needs. */
  getSnapshot(): S | null;
  /** The first subscriber starts the maps, which then stay warm. */
  subscribe(listener: () => void): () => void;
  /** Starts the maps; resolves once every change announced so far is applied. */
  ready(): Promise<void>;
  stop(): void;
}

/**
 * Derives one snapshot from several live maps: after every change a map applies, `derive` gets
 * that map and its `Changed`, and what it answers (null: not all maps read yet) is published as
 * the new snapshot. Screens re-render from memory; nothing here reads the whole table again.
 */
export function deriveStore<S>(
  maps: readonly LiveMap<unknown>[],
  derive: (source: LiveMap<unknown>, changed: Changed) => S | null,
): DerivedStore<S> {
  const listeners = new Set<() => void>();
  let snapshot: S | null = null;
  let started = false;

  function start() {
    if (started) return;
    started = true;
    for (const map of maps) {
      map.subscribe((changed) => {
        const next = derive(map, changed);
        if (next === null) return;
        snapshot = next;
        listeners.forEach((listener) => listener());
      });
    }
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      start();
      return () => listeners.delete(listener);
    },
    async ready() {
      start();
      await Promise.all(maps.map((map) => map.ready()));
    },
    stop() {
      maps.forEach((map) => map.stop());
      started = false;
    },
  };
}

/** One value per database, made on first use: the app's stores live as long as the page. */
export function perDatabase<T>(create: (db: ChungCuDb) => T): (db: ChungCuDb) => T {
  const made = new WeakMap<ChungCuDb, T>();
  return (db) => {
    let value = made.get(db);
    if (!value) made.set(db, (value = create(db)));
    return value;
  };
}
