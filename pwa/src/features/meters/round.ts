import type { Apartment, Meter, MeterReading } from '@chungcu/contracts';
import { naturalOrder } from '../../lib/text';

/** One meter to read in a round: its unit, its readings, last month's and this month's. */
export interface RoundStop {
  meter: Meter;
  apartment: Apartment;
  /** The meter's readings in period order. */
  history: readonly MeterReading[];
  /** The latest reading before the round's period, if any. */
  previous: MeterReading | null;
  /** This period's reading, once taken. */
  current: MeterReading | null;
}

export interface RoundFilter {
  /** The complex worked in (null or absent: every complex the device holds). */
  complexId?: string | null;
  block?: string | null;
  floor?: number | null;
}

/** A round: the meters to read in walking order, how many are read, and what can be filtered. */
export interface Round {
  period: string;
  stops: readonly RoundStop[];
  read: number;
  total: number;
  blocks: readonly string[];
  /** Floors of the chosen block (all blocks' when none is chosen). */
  floors: readonly number[];
}

const byPeriod = (a: MeterReading, b: MeterReading) =>
  a.period < b.period ? -1 : a.period > b.period ? 1 : 0;

/** Each meter's live readings, in period order. */
export function readingsByMeter(readings: Iterable<MeterReading>): Map<string, MeterReading[]> {
  const groups = new Map<string, MeterReading[]>();
  for (const reading of readings) {
    if (reading.deletedAt) continue;
    const group = groups.get(reading.meterId);
    if (group) group.push(reading);
    else groups.set(reading.meterId, [reading]);
  }
  for (const group of groups.values()) group.sort(byPeriod);
  return groups;
}

/** Walking order: block, floor, unit number, then water before electricity. */
function walkingOrder(a: RoundStop, b: RoundStop): number {
  return (
    naturalOrder(a.apartment.buildingBlock, b.apartment.buildingBlock) ||
    a.apartment.floor - b.apartment.floor ||
    naturalOrder(a.apartment.unitNumber, b.apartment.unitNumber) ||
    (a.meter.kind === b.meter.kind ? 0 : a.meter.kind === 'water' ? -1 : 1) ||
    naturalOrder(a.meter.serial, b.meter.serial)
  );
}

/**
 * The reading round of `period`: every live meter of a live unit (in the block and floor chosen),
 * ordered as staff walk the buildings, each with its previous reading and this period's. Built
 * once per change of the tables, so stepping from one meter to the next recomputes nothing.
 */
export function buildRound(
  apartments: ReadonlyMap<string, Apartment>,
  meters: Iterable<Meter>,
  readings: Iterable<MeterReading>,
  period: string,
  filter: RoundFilter = {},
): Round {
  const byMeter = readingsByMeter(readings);
  const stops: RoundStop[] = [];
  const blocks = new Set<string>();
  const floors = new Set<number>();
  for (const meter of meters) {
    const apartment = apartments.get(meter.apartmentId);
    if (meter.deletedAt || !apartment || apartment.deletedAt) continue;
    // Another complex's units are not on this round, nor their blocks among the choices.
    if (filter.complexId && apartment.complexId !== filter.complexId) continue;
    blocks.add(apartment.buildingBlock);
    if (filter.block && apartment.buildingBlock !== filter.block) continue;
    floors.add(apartment.floor);
    if (filter.floor != null && apartment.floor !== filter.floor) continue;
    const history = byMeter.get(meter.id) ?? [];
    let previous: MeterReading | null = null;
    let current: MeterReading | null = null;
    for (const reading of history) {
      if (reading.period < period) previous = reading;
      else if (reading.period === period) current = reading;
    }
    stops.push({ meter, apartment, history, previous, current });
  }
  stops.sort(walkingOrder);
  return {
    period,
    stops,
    read: stops.filter((s) => s.current).length,
    total: stops.length,
    blocks: [...blocks].sort(naturalOrder),
    floors: [...floors].sort((a, b) => a - b),
  };
}
