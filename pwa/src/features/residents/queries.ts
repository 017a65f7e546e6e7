import { useSyncExternalStore } from 'react';
import type { Resident } from '@chungcu/contracts';
import { appDb, perDatabase } from '../../data';
import { type ResidentsSnapshot, createResidentStore } from './resident-store';
import type { ResidentIndexEntry } from './search';

/** The one residents store of a database (created on first use, then kept warm). */
export const residentStoreOf = perDatabase(createResidentStore);

/**
 * Every resident of the mirror, sorted and indexed for search, with their current units; live
 * (local saves, pulls, other tabs). Undefined until the mirror has been read once.
 */
export function useResidentsSnapshot(): ResidentsSnapshot | undefined {
  const store = residentStoreOf(appDb);
  return useSyncExternalStore(store.subscribe, store.getSnapshot) ?? undefined;
}

/**
 * The residents of the mirror sharing an ID card or email with `values`, as the list holds them
 * now (none before the first read): a save's duplicate check, looked up, not scanned.
 */
export function residentsSharingNow(values: {
  idCardNumber: string;
  email: string;
}): readonly ResidentIndexEntry[] {
  return residentStoreOf(appDb).getSnapshot()?.sharing(values) ?? [];
}

/** One row of the table: the resident and the units of their current assignments. */
export interface ResidentListRow {
  resident: Resident;
  /** One per current assignment: the unit number, or null if the apartment is unknown here. */
  units: readonly (string | null)[];
}
