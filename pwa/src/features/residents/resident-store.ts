import type { Assignment } from '@chungcu/contracts';
import { type ChungCuDb, type DerivedStore, deriveStore, liveTable } from '../../data';
import {
  type EntriesDelta,
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
  /**
   * The residents whose trimmed ID card or lower-case email is one of these, in list order: what
   * a save checks for a duplicate (`findDuplicate`) without scanning every resident.
   */
  sharing(values: { idCardNumber: string; email: string }): ResidentIndexEntry[];
}

/** The keys two residents of a complex may not share (the server's uniqueness). */
const uniqueKeys = (entry: { idCardNumber: string; email: string }) => [
  `idCard\u0000${entry.idCardNumber}`,
  `email\u0000${entry.email}`,
];

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
  const residents = liveTable(db, 'residents');
  const assignments = liveTable(db, 'assignments');
  const apartments = liveTable(db, 'apartments');
  /** Each resident's search entry, made once per change of the row. */
  const index = new Map<string, ResidentIndexEntry>();
  let entries: ResidentIndexEntry[] | null = null;
  let delta: EntriesDelta | null = null;
  let units: Map<string, Units> | null = null;
  /** Ids by `uniqueKeys` (ID card, email), kept with `index`. */
  const byUniqueKey = new Map<string, Set<string>>();
  const link = (entry: ResidentIndexEntry) => {
    for (const key of uniqueKeys(entry)) {
      let ids = byUniqueKey.get(key);
      if (!ids) byUniqueKey.set(key, (ids = new Set()));
      ids.add(entry.id);
    }
  };
  const unlink = (entry: ResidentIndexEntry) => {
    for (const key of uniqueKeys(entry)) byUniqueKey.get(key)?.delete(entry.id);
  };
  const sharing = (values: { idCardNumber: string; email: string }) => {
    const ids = new Set<string>();
    for (const key of uniqueKeys({
      idCardNumber: values.idCardNumber.trim(),
      email: values.email.trim().toLowerCase(),
    }))
      byUniqueKey.get(key)?.forEach((id) => ids.add(id));
    return [...ids]
      .map((id) => index.get(id))
      .filter((entry): entry is ResidentIndexEntry => entry !== undefined)
      .sort(compareEntries);
  };

  return deriveStore(
    [residents, assignments, apartments],
    (source, changed) => {
      if (source === residents) {
        const rows = residents.get();
        if (!rows) return null;
        if (changed === null || entries === null) {
          index.clear();
          byUniqueKey.clear();
          for (const [id, row] of rows) {
            const entry = toIndexEntry(row);
            index.set(id, entry);
            link(entry);
          }
          entries = [...index.values()].sort(compareEntries);
          delta = null;
        } else {
          const removed: ResidentIndexEntry[] = [];
          const added: ResidentIndexEntry[] = [];
          for (const id of changed) {
            const old = index.get(id);
            if (old) {
              removed.push(old);
              unlink(old);
            }
            const row = rows.get(id);
            if (!row) {
              index.delete(id);
              continue;
            }
            const entry = old?.row === row ? old : toIndexEntry(row);
            index.set(id, entry);
            link(entry);
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
      return entries && units ? { entries, units, delta, sharing } : null;
    },
    { keepWarm: true },
  );
}
