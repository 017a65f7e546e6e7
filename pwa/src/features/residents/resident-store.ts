import type { Apartment, Assignment } from '@chungcu/contracts';
import { type ChungCuDb, type DerivedStore, deriveStore, liveTable } from '../../data';
import {
  type EntriesDelta,
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
  /**
   * How `entries` differs from the previous snapshot's, when only some rows changed (a save, a
   * pull of a few rows): lists filter just those. Null after a full read, and when only the
   * units changed (`entries` is then the previous array itself).
   */
  delta: EntriesDelta | null;
}

/** Null until residents, assignments and apartments have each been read once. */
export type ResidentStore = DerivedStore<ResidentsSnapshot>;

const isCurrentAssignment = (a: Assignment) => a.moveOutDate === null && a.deletedAt === null;

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
  const residents = liveTable<MirroredResident>(db, 'residents');
  const assignments = liveTable<Assignment>(db, 'assignments');
  const apartments = liveTable<Apartment>(db, 'apartments');
  /** Each resident's search entry, made once per change of the row. */
  const index = new Map<string, ResidentIndexEntry>();
  let entries: ResidentIndexEntry[] | null = null;
  let delta: EntriesDelta | null = null;
  let units: Map<string, Units> | null = null;

  return deriveStore(
    [residents, assignments, apartments],
    (source, changed) => {
      if (source === residents) {
        const rows = residents.get();
        if (!rows) return null;
        if (changed === null || entries === null) {
          index.clear();
          for (const [id, row] of rows) index.set(id, toIndexEntry(row));
          entries = [...index.values()].sort(compareEntries);
          delta = null;
        } else {
          const removed: ResidentIndexEntry[] = [];
          const added: ResidentIndexEntry[] = [];
          for (const id of changed) {
            const old = index.get(id);
            if (old) removed.push(old);
            const row = rows.get(id);
            if (!row) {
              index.delete(id);
              continue;
            }
            const entry = old?.row === row ? old : toIndexEntry(row);
            index.set(id, entry);
            added.push(entry);
          }
          delta = { base: entries, removed, added };
          entries = applyChanges(entries, removed, added);
        }
      } else {
        const current = assignments.get();
        const rows = apartments.get();
        if (!current || !rows) return null;
        const unitNumbers = new Map([...rows].map(([id, a]) => [id, a.unitNumber]));
        units = unitsByResident([...current.values()].filter(isCurrentAssignment), unitNumbers);
        // The entries are the same array as before: lists filtered from them keep their result.
        delta = null;
      }
      return entries && units ? { entries, units, delta } : null;
    },
    { keepWarm: true },
  );
}
