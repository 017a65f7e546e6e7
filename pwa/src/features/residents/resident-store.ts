import type { Apartment, Assignment } from '@chungcu/contracts';
import { type ChungCuDb, type DerivedStore, createLiveMap, deriveStore } from '../../data';
import {
  type MirroredResident,
  type ResidentIndexEntry,
  applyChanges,
  compareEntries,
  toIndexEntry,
} from './search';

type Units = readonly (string | null)[];

/** What the residents screen renders from, entirely in memory. */
export interface ResidentsSnapshot {
  /** Every resident of the mirror, sorted for the list. */
  entries: readonly ResidentIndexEntry[];
  /** Per resident, the unit of each current assignment (null: apartment not in the mirror). */
  units: ReadonlyMap<string, Units>;
}

/** Null until residents, assignments and apartments have each been read once. */
export type ResidentStore = DerivedStore<ResidentsSnapshot>;

interface CurrentAssignment {
  residentId: string;
  apartmentId: string;
  isPrimary: boolean;
  moveInDate: string;
}

/** Current assignments (no move-out date) grouped by resident, primary first, then by move-in. */
export function unitsByResident(
  assignments: Iterable<CurrentAssignment | null>,
  unitNumbers: ReadonlyMap<string, string>,
): Map<string, Units> {
  const byResident = new Map<string, CurrentAssignment[]>();
  for (const a of assignments) {
    if (!a) continue;
    const list = byResident.get(a.residentId) ?? [];
    list.push(a);
    byResident.set(a.residentId, list);
  }
  const units = new Map<string, Units>();
  for (const [residentId, list] of byResident) {
    list.sort(
      (a, b) =>
        Number(b.isPrimary) - Number(a.isPrimary) || a.moveInDate.localeCompare(b.moveInDate),
    );
    units.set(
      residentId,
      list.map((a) => unitNumbers.get(a.apartmentId) ?? null),
    );
  }
  return units;
}

/**
 * The residents list's store: the residents (with their search index entries), and just enough of
 * assignments and apartments to label each resident's units. A keystroke filters memory; a save
 * re-reads only the saved row, then moves one entry in the sorted list.
 */
export function createResidentStore(db: ChungCuDb): ResidentStore {
  const residents = createLiveMap(db, 'residents', (row: MirroredResident) => toIndexEntry(row));
  const assignments = createLiveMap(db, 'assignments', (a: Assignment) =>
    a.moveOutDate === null && a.deletedAt === null
      ? {
          residentId: a.residentId,
          apartmentId: a.apartmentId,
          isPrimary: a.isPrimary,
          moveInDate: a.moveInDate,
        }
      : null,
  );
  const apartments = createLiveMap(db, 'apartments', (a: Apartment) => a.unitNumber);
  let entries: ResidentIndexEntry[] | null = null;
  let units: Map<string, Units> | null = null;

  return deriveStore([residents, assignments, apartments], (source, changed) => {
    if (source === residents) {
      const map = residents.get();
      if (!map) return null;
      if (changed === null || entries === null) entries = [...map.values()].sort(compareEntries);
      else {
        const fresh = [...changed].flatMap((id) => map.get(id) ?? []);
        entries = applyChanges(entries, changed, fresh);
      }
    } else {
      const current = assignments.get();
      const unitNumbers = apartments.get();
      if (!current || !unitNumbers) return null;
      units = unitsByResident(current.values(), unitNumbers);
    }
    return entries && units ? { entries, units } : null;
  });
}
