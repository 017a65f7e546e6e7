import type { Apartment, Assignment } from '@chungcu/contracts';
import { type Changed, type ChungCuDb, createLiveMap } from '../../data';
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

export interface ResidentStore {
  /** Null until residents, assignments and apartments have each been read once. */
  getSnapshot(): ResidentsSnapshot | null;
  /** `useSyncExternalStore` shape; the first subscriber starts the store, which then stays warm. */
  subscribe(listener: () => void): () => void;
  /** Shows a row this tab has just committed at once (null: deleted); see `LiveMap.put`. */
  applyLocal(id: string, row: MirroredResident | null): void;
  /** Resolves once every change announced so far is applied. */
  ready(): Promise<void>;
  stop(): void;
}

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
  const listeners = new Set<() => void>();
  let entries: ResidentIndexEntry[] | null = null;
  let units: Map<string, Units> | null = null;
  let snapshot: ResidentsSnapshot | null = null;
  let started = false;

  function publish() {
    if (!entries || !units) return;
    snapshot = { entries, units };
    listeners.forEach((listener) => listener());
  }

  function onResidents(changed: Changed) {
    const map = residents.get();
    if (!map) return;
    if (changed === null || entries === null) entries = [...map.values()].sort(compareEntries);
    else {
      const fresh = [...changed].flatMap((id) => map.get(id) ?? []);
      entries = applyChanges(entries, changed, fresh);
    }
    publish();
  }

  function onUnits() {
    const current = assignments.get();
    const unitNumbers = apartments.get();
    if (!current || !unitNumbers) return;
    units = unitsByResident(current.values(), unitNumbers);
    publish();
  }

  function start() {
    if (started) return;
    started = true;
    residents.subscribe(onResidents);
    assignments.subscribe(onUnits);
    apartments.subscribe(onUnits);
  }

  return {
    getSnapshot: () => snapshot,
    applyLocal(id, row) {
      residents.put(id, row && toIndexEntry(row));
    },
    subscribe(listener) {
      listeners.add(listener);
      start();
      return () => listeners.delete(listener);
    },
    async ready() {
      start();
      await Promise.all([residents.ready(), assignments.ready(), apartments.ready()]);
    },
    stop() {
      [residents, assignments, apartments].forEach((map) => map.stop());
      started = false;
    },
  };
}
