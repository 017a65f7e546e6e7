import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Complex } from '@chungcu/contracts';
import { appDb } from './app-data';
import type { ChungCuDb } from './db';
import { type DerivedStore, perDatabase } from './derived-store';
import { tablesStore } from './live-tables';
import { COMPLEX_CHOICE, chooseWorkingComplex, setComplexChoice } from './working-complex';

/** The complexes this device holds and the one it works in, as the switcher shows them. */
export interface WorkingComplexState {
  /** Live complexes of the mirror, by name. */
  complexes: readonly Complex[];
  /** The complex chosen; null: "Tất cả" (every complex held), or the device holds none yet. */
  current: Complex | null;
}

/** Vietnamese order of names ("Chung cư Sunrise City" before "Chung cư Times City"). */
const byName = (a: Complex, b: Complex) => a.name.localeCompare(b.name, 'vi');

/** The state from the in-memory `complexes` and `meta` tables (see `chooseWorkingComplex`). */
export function workingComplexState(
  complexes: Iterable<Complex>,
  choice: string | null | undefined,
): WorkingComplexState {
  const live = [...complexes].filter((c) => !c.deletedAt).sort(byName);
  const id = chooseWorkingComplex(live, choice);
  return { complexes: live, current: live.find((c) => c.id === id) ?? null };
}

const sameState = (a: WorkingComplexState, b: WorkingComplexState) =>
  a.current === b.current &&
  a.complexes.length === b.complexes.length &&
  a.complexes.every((c, i) => c === b.complexes[i]);

/**
 * One store per database: the switcher and every scoped list read the same snapshot. `meta`
 * changes on every pull (the cursor): the snapshot stays the same object unless the complexes or
 * the choice changed, so scoped lists do not recompute.
 */
export const workingComplexStoreOf = perDatabase((db: ChungCuDb) => {
  let last: WorkingComplexState | null = null;
  return tablesStore(db, ['complexes', 'meta'], (complexes, held) => {
    const choice = held.get(COMPLEX_CHOICE) as { value?: string | null } | undefined;
    const next = workingComplexState(complexes.values(), choice?.value);
    if (last && sameState(last, next)) return last;
    return (last = next);
  }) satisfies DerivedStore<WorkingComplexState>;
});

export interface WorkingComplex extends WorkingComplexState {
  /** False until the mirror's complexes have been read once. */
  loaded: boolean;
  /** The chosen complex's id, or null for every complex the device holds. */
  scope: string | null;
  /** Remembers the choice on this device (null: "Tất cả"). */
  choose(complexId: string | null): Promise<void>;
}

const NOTHING: WorkingComplexState = { complexes: [], current: null };

/**
 * The complex the screens are scoped to, live: the shell's switcher writes it, every list reads
 * it. Features use this instead of touching the mirror's `complexes` or `meta` tables.
 */
export function useWorkingComplex(db: ChungCuDb = appDb): WorkingComplex {
  const store = workingComplexStoreOf(db);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const choose = useCallback((id: string | null) => setComplexChoice(db, id), [db]);
  return useMemo(() => {
    const { complexes, current } = state ?? NOTHING;
    return { complexes, current, scope: current?.id ?? null, loaded: state !== null, choose };
  }, [state, choose]);
}

/**
 * Whether a row belongs in a list scoped to `scope` (null: every complex held). Rows shared by
 * the company (templates, categories, checklists: `complexId` null) belong everywhere.
 */
export function inScope(row: { complexId?: string | null }, scope: string | null): boolean {
  return scope === null || row.complexId == null || row.complexId === scope;
}
