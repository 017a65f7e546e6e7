import type { Apartment } from '@chungcu/contracts';
import { useMemo } from 'react';
import { useUnitsSnapshot } from '../queries';
import {
  type AssignmentView,
  type ResidentLite,
  type UnitsSnapshot,
  assignableResidents,
  unitResidents,
} from '../views';

export interface UnitState {
  loading: boolean;
  /** Null when the mirror has no such (live) apartment. */
  apartment: Apartment | null;
  current: AssignmentView[];
  history: AssignmentView[];
  snapshot: UnitsSnapshot | undefined;
}

/** One unit with its current residents and history, live from the mirror. */
export function useUnit(apartmentId: string | null | undefined): UnitState {
  const snapshot = useUnitsSnapshot();
  return useMemo(() => {
    const found = apartmentId ? snapshot?.apartments.get(apartmentId) : undefined;
    const apartment = found && !found.deletedAt ? found : null;
    const lists = snapshot && apartment ? unitResidents(snapshot, apartment.id) : null;
    return {
      loading: snapshot === undefined,
      apartment,
      current: lists?.current ?? [],
      history: lists?.history ?? [],
      snapshot,
    };
  }, [snapshot, apartmentId]);
}

/** The residents who may move into the unit, matching `query`. */
export function useAssignable(
  snapshot: UnitsSnapshot | undefined,
  apartmentId: string | undefined,
  query: string,
): ResidentLite[] {
  return useMemo(
    () => (snapshot && apartmentId ? assignableResidents(snapshot, apartmentId, query) : []),
    [snapshot, apartmentId, query],
  );
}
