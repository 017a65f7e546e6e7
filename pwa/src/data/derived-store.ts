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
  /** Stops listening to the maps (which are shared and stay warm). */
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
  {
    keepWarm = false,
  }: {
    /**
     * A page-long store (one per database: a list's, the dashboard's) keeps following its tables
     * once started, so reopening its screen costs nothing; a store made for one component stops
     * when its last subscriber leaves.
     */
    keepWarm?: boolean;
  } = {},
): DerivedStore<S> {
  const listeners = new Set<() => void>();
  let snapshot: S | null = null;
  let unsubscribes: (() => void)[] | null = null;
  /** Each map's change count when the snapshot was last primed. */
  let primedAt: number[] | null = null;

  function start() {
    if (unsubscribes) return;
    unsubscribes = maps.map((map) =>
      map.subscribe((changed) => {
        const next = derive(map, changed);
        if (next === null) return;
        snapshot = next;
        listeners.forEach((listener) => listener());
      }),
    );
    // A snapshot primed during render stays when no map changed since: deriving it again would
    // make an equal value, but another object, and React would render the screen a second time.
    if (!primedAt || maps.some((map, i) => map.changeCount() !== primedAt?.[i])) prime();
  }

  /** Maps already read (shared with other stores) announce nothing new: derive from them now. */
  function prime() {
    primedAt = maps.map((map) => map.changeCount());
    for (const map of maps) {
      if (map.get() === null) continue;
      const next = derive(map, null);
      if (next !== null) snapshot = next;
    }
  }

  function stopFollowing() {
    unsubscribes?.forEach((unsubscribe) => unsubscribe());
    unsubscribes = null;
  }

  return {
    getSnapshot() {
      // A store made during render answers at once from tables other screens already read.
      if (snapshot === null && !unsubscribes) prime();
      return snapshot;
    },
    subscribe(listener) {
      listeners.add(listener);
      start();
      return () => {
        listeners.delete(listener);
        // Nobody watches: stop following the (shared, still warm) tables. A later subscriber
        // derives afresh from them, so a store made per render never leaks its subscriptions.
        if (listeners.size === 0 && !keepWarm) stopFollowing();
      };
    },
    async ready() {
      start();
      await Promise.all(maps.map((map) => map.ready()));
    },
    stop: stopFollowing,
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
