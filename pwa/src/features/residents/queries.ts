import { useSyncExternalStore } from 'react';
import type { Resident } from '@chungcu/contracts';
import { type ChungCuDb, appDb } from '../../data';
import { type ResidentStore, type ResidentsSnapshot, createResidentStore } from './resident-store';

const stores = new WeakMap<ChungCuDb, ResidentStore>();

/** The one residents store of a database (created on first use, then kept warm). */
export function residentStoreOf(db: ChungCuDb): ResidentStore {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = createResidentStore(db)));
  return store;
}

/**
 * Every resident of the mirror, sorted and indexed for search, with their current units; live
 * (local saves, pulls, other tabs). Undefined until the mirror has been read once.
 */
export function useResidentsSnapshot(): ResidentsSnapshot | undefined {
  const store = residentStoreOf(appDb);
  return useSyncExternalStore(store.subscribe, store.getSnapshot) ?? undefined;
}

/** One row of the table: the resident and the units of their current assignments. */
export interface ResidentListRow {
  resident: Resident;
  /** One per current assignment: the unit number, or null if the apartment is unknown here. */
  units: readonly (string | null)[];
}
