import {
  type MeterReading,
  type MeterReadingView,
  type MeterWithLastReading,
  messages,
} from '@chungcu/contracts';
import { deriveMeterReadings } from '@chungcu/mutations';
import { createApartmentsRepo } from '../db/apartments.repo';
import type { Db } from '../db/database';
import { type MeterOfUnit, createMetersRepo } from '../db/meters.repo';
import { canSee } from '../db/visibility';
import { type Actor, viewerOf } from './actor';
import { notFound } from './errors';
import { type ExportRow, meterExportWorkbook } from './meter-export';

/** A meter's readings with their derived figures, in period order. */
function viewsOf(meter: MeterOfUnit, readings: readonly MeterReading[]): MeterReadingView[] {
  const figures = deriveMeterReadings(readings, meter.apartmentStatus === 'occupied');
  return readings.map((reading) => {
    const f = figures.get(reading.id);
    return { ...reading, consumption: f?.consumption ?? null, unusual: f?.unusual ?? false };
  });
}

/** Readings grouped by meter, each group in period order (the repo answers them sorted). */
function byMeter(readings: readonly MeterReading[]): Map<string, MeterReading[]> {
  const groups = new Map<string, MeterReading[]>();
  for (const reading of readings) {
    const group = groups.get(reading.meterId) ?? [];
    group.push(reading);
    groups.set(reading.meterId, group);
  }
  return groups;
}

/** The wire shape of a meter (without the unit fields the repo joins for ordering). */
const meterOnly = ({
  unitNumber: _u,
  buildingBlock: _b,
  floor: _f,
  apartmentStatus: _s,
  ...meter
}: MeterOfUnit) => meter;

/**
 * Meters and readings: reads by visibility (admins all; a resident user the meters of the units
 * they live in now, with their readings), and the .xlsx export of a period. The figures of a
 * reading (consumption, unusual) are derived here from the rows with the same function the
 * device uses (`deriveMeterReadings`). The writes are the named mutations (`@chungcu/mutations`
 * meters).
 */
export function createMetersService(db: Db) {
  const repo = createMetersRepo(db);
  const apartments = createApartmentsRepo(db);

  /** Every visible meter (of one unit, when given) with its readings up to `upTo`. */
  async function metersWithReadings(actor: Actor, apartmentId?: string, upTo?: string) {
    const list = await repo.listLive(viewerOf(actor), apartmentId);
    const readings = byMeter(
      await repo.readingsOf(
        list.map((m) => m.id),
        upTo,
      ),
    );
    return list.map((meter) => ({ meter, readings: viewsOf(meter, readings.get(meter.id) ?? []) }));
  }

  return {
    /** GET /api/meters: each meter with its latest reading; of one unit the caller may see. */
    async list(actor: Actor, apartmentId?: string): Promise<MeterWithLastReading[]> {
      if (apartmentId) {
        const unit = await apartments.findLive(apartmentId);
        if (!unit || !(await canSee(db, viewerOf(actor), 'apartment', apartmentId))) {
          throw notFound(messages.meter.apartmentNotFound);
        }
      }
      const found = await metersWithReadings(actor, apartmentId);
      return found.map(({ meter, readings }) => ({
        ...meterOnly(meter),
        lastReading: readings.at(-1) ?? null,
      }));
    },

    /** GET /api/meter-readings?period=: the period's readings the caller may see, with figures. */
    async readings(actor: Actor, period: string): Promise<MeterReadingView[]> {
      const found = await metersWithReadings(actor, undefined, period);
      return found.flatMap(({ readings }) => readings.filter((r) => r.period === period));
    },

    /**
     * The .xlsx of a period: one row per meter of every unit, in the round's order, with the
     * previous index, this period's, the consumption and the unusual mark (blank when unread).
     */
    async exportPeriod(actor: Actor, period: string): Promise<Buffer> {
      const found = await metersWithReadings(actor, undefined, period);
      const rows: ExportRow[] = found.map(({ meter, readings }) => {
        const current = readings.find((r) => r.period === period) ?? null;
        const before = readings.filter((r) => r.period < period).at(-1) ?? null;
        return {
          unit: meter.unitNumber,
          block: meter.buildingBlock,
          kind: meter.kind,
          serial: meter.serial,
          previous: before?.value ?? null,
          current: current?.value ?? null,
          consumption: current?.consumption ?? null,
          unusual: current ? current.unusual : null,
        };
      });
      return meterExportWorkbook(period, rows);
    },
  };
}
export type MetersService = ReturnType<typeof createMetersService>;
