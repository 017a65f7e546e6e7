import { useMemo, useSyncExternalStore } from 'react';
import {
  type ChungCuDb,
  type DerivedStore,
  appDb,
  deriveStore,
  liveTable,
  perDatabase,
  tablesStore,
  useTables,
} from '../../data';
import { blockChoices } from './list-filter';
import { type UnitRequest, type UnitsSnapshot, unitRequests } from './views';

/** Null until the three tables have each been read once. */
export type UnitsStore = DerivedStore<UnitsSnapshot>;

/** The three shared tables (read once, then kept current row by row), as one snapshot. */
export function createUnitsStore(db: ChungCuDb): UnitsStore {
  const apartments = liveTable(db, 'apartments');
  const assignments = liveTable(db, 'assignments');
  // Full resident rows, shared with every other screen; the lite shape is what these screens use.
  const residents = liveTable(db, 'residents');
  return deriveStore(
    [apartments, assignments, residents],
    () => {
      const a = apartments.get();
      const s = assignments.get();
      const r = residents.get();
      return a && s && r ? { apartments: a, assignments: s, residents: r } : null;
    },
    { keepWarm: true },
  );
}

/** The one store of a database (created on first use, then kept warm). */
export const unitsStoreOf = perDatabase(createUnitsStore);

/** Apartments, assignments and residents of the mirror, live; undefined until first read. */
export function useUnitsSnapshot(): UnitsSnapshot | undefined {
  const store = unitsStoreOf(appDb);
  return useSyncExternalStore(store.subscribe, store.getSnapshot) ?? undefined;
}

/** A unit's requests (the mirror's inquiries filed for it), newest first; undefined until read. */
export function useUnitRequests(
  apartmentId: string | undefined,
  db: ChungCuDb = appDb,
): UnitRequest[] | undefined {
  const store = useMemo(() => {
    const inquiries = liveTable(db, 'inquiries');
    // The unit's rows through the table's index by unit: not a scan of 20,000 at every open.
    return deriveStore([inquiries], () => {
      const rows = inquiries.get();
      if (!rows) return null;
      if (!apartmentId) return [];
      const ids = inquiries.lookup('apartmentId', apartmentId) ?? [];
      return unitRequests(
        [...ids].map((id) => rows.get(id)),
        apartmentId,
      );
    });
  }, [db, apartmentId]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot) ?? undefined;
}

/**
 * The block filter's choices for the complex worked in (`scope`; null: every complex held),
 * from the mirror's blocks: offline too, and a block a unit just made offline is offered at once.
 */
export function blockChoicesStore(db: ChungCuDb, scope: string | null) {
  return tablesStore(db, ['blocks'], (blocks) => blockChoices(blocks.values(), scope));
}

/** `blockChoicesStore` as a hook: empty until the blocks have been read once. */
export function useBlockChoices(scope: string | null, db: ChungCuDb = appDb): string[] {
  return useTables(db, ['blocks'], (blocks) => blockChoices(blocks.values(), scope), [scope]) ?? [];
}
