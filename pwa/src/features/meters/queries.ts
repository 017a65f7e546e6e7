import { useMemo, useSyncExternalStore } from 'react';
import type { Meter, MeterReading } from '@chungcu/contracts';
import { type ReadingFigures, deriveMeterReadings } from '@chungcu/mutations';
import {
  type ChungCuDb,
  type DerivedStore,
  appDb,
  tablesStore,
  useWorkingComplex,
} from '../../data';
import { type Round, type RoundFilter, buildRound, readingsByMeter } from './round';

const TABLES = ['apartments', 'meters', 'meterReadings'] as const;

/**
 * The round of a period as a derived store over the in-memory apartments, meters and readings:
 * rebuilt once per change of those tables (a save, a pull), never per step.
 */
export function roundStore(
  db: ChungCuDb,
  period: string,
  filter: RoundFilter,
): DerivedStore<Round> {
  return tablesStore(db, TABLES, (apartments, meters, readings) =>
    buildRound(apartments, meters.values(), readings.values(), period, filter),
  );
}

/** `roundStore` as a hook, of the complex worked in; undefined until the tables are read. */
export function useMeterRound(
  period: string,
  filter: RoundFilter,
  db: ChungCuDb = appDb,
): Round | undefined {
  const { block = null, floor = null } = filter;
  const { scope: complexId } = useWorkingComplex(db);
  const store = useMemo(
    () => roundStore(db, period, { complexId, block, floor }),
    [db, period, complexId, block, floor],
  );
  return useSyncExternalStore(store.subscribe, store.getSnapshot) ?? undefined;
}

/** A unit's meter on its card: the meter and its latest readings with their figures. */
export interface UnitMeter {
  meter: Meter;
  /** Newest first, at most three. */
  latest: (MeterReading & ReadingFigures)[];
}

/** A unit's meters (water first) with their latest readings and figures, as a derived store. */
export function unitMetersStore(db: ChungCuDb, apartmentId: string): DerivedStore<UnitMeter[]> {
  return tablesStore(db, TABLES, (apartments, meters, readings) => {
    const unit = apartments.get(apartmentId);
    const own = [...meters.values()]
      .filter((m) => m.apartmentId === apartmentId && !m.deletedAt)
      .sort((a, b) =>
        a.kind === b.kind ? a.serial.localeCompare(b.serial) : a.kind === 'water' ? -1 : 1,
      );
    const ids = new Set(own.map((m) => m.id));
    const byMeter = readingsByMeter([...readings.values()].filter((r) => ids.has(r.meterId)));
    return own.map((meter) => {
      const history = byMeter.get(meter.id) ?? [];
      const figures = deriveMeterReadings(history, unit?.status === 'occupied');
      const latest = history
        .slice(-3)
        .reverse()
        .map((r) => ({ ...r, ...(figures.get(r.id) as ReadingFigures) }));
      return { meter, latest };
    });
  });
}

/** `unitMetersStore` as a hook; undefined until the tables are read. */
export function useUnitMeters(apartmentId: string, db: ChungCuDb = appDb): UnitMeter[] | undefined {
  const store = useMemo(() => unitMetersStore(db, apartmentId), [db, apartmentId]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot) ?? undefined;
}
