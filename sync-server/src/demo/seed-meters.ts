import { type Apartment, type MeterKind, periodOfDate, shiftPeriod } from '@chungcu/contracts';
import type { Tx } from '../db/database';
import { meterReadings, meters } from '../db/tables';
import type { Random } from './random';
import { SEED_AUTHOR, insertSeeded } from './writer';

/**
 * A household's monthly use, as Vietnamese flats use it: water 10–25 m³, electricity 150–500 kWh
 * when lived in; a unit standing empty or under repair uses next to nothing.
 */
const USE: Record<
  MeterKind,
  { lived: [number, number]; empty: [number, number]; start: [number, number] }
> = {
  water: { lived: [10, 25], empty: [0, 2], start: [150, 2500] },
  electricity: { lived: [150, 500], empty: [5, 40], start: [3000, 40000] },
};

/**
 * `YYYY-MM` of the month `back` months before `now`'s on Vietnam's calendar, as the screens count
 * months: a demo seeded at 23:30 in Hà Nội on a month's last day and walked after midnight has its
 * rounds and notices a month behind, as it would have been, not a month apart from the screens.
 */
export function periodBefore(now: Date, back: number): string {
  return shiftPeriod(periodOfDate(now), -back);
}

/** How far a household's month strays from its own level: ±15 %, never twice or half of it. */
const MONTHLY_SWAY = 0.15;

/**
 * A household's own level within `[low, high]`, from the unit's place in the list rather than a
 * draw, so the seed's stream of draws (and every figure seeded after the readings) stays as it was.
 */
function levelOf(index: number, kind: MeterKind, [low, high]: [number, number]) {
  return low + ((index * 37 + (kind === 'water' ? 11 : 23)) % (high - low + 1));
}

/** One month's use: the household's level swayed by one draw, kept within the range. */
function monthUse(rng: Random, level: number, [low, high]: [number, number]) {
  const swayed = Math.round(level * (1 - MONTHLY_SWAY + 2 * MONTHLY_SWAY * rng.next()));
  return Math.min(high, Math.max(low, swayed));
}

/**
 * Two meters per unit (water and electricity, serials from the unit number) with 3–6 months of
 * readings up to last month, so this month's round is still to be walked. Each household uses
 * about the same every month, as households do, so the billing screen's unusual mark (over twice
 * or under half the month before) picks out only the one lived-in unit with a leak last month.
 */
export async function seedMeters(trx: Tx, rng: Random, now: Date, units: readonly Apartment[]) {
  const leakAt = units.findIndex((u, i) => i > 0 && u.status === 'occupied');
  for (const [index, unit] of units.entries()) {
    const months = rng.int(3, 6);
    const compact = unit.unitNumber.replace(/[^0-9A-Za-z]/g, '');
    for (const kind of ['water', 'electricity'] as const) {
      const installed = new Date(`${periodBefore(now, months + 1)}-05T00:00:00.000Z`);
      const meter = await insertSeeded(
        trx,
        meters,
        {
          complexId: unit.complexId,
          apartmentId: unit.id,
          kind,
          serial: `${kind === 'water' ? 'N' : 'D'}-${compact}`,
        },
        installed,
      );
      const use = USE[kind];
      const range = unit.status === 'occupied' ? use.lived : use.empty;
      const level = levelOf(index, kind, range);
      let value = rng.int(use.start[0], use.start[1]);
      for (let back = months; back >= 1; back--) {
        const period = periodBefore(now, back);
        const leak = index === leakAt && kind === 'water' && back === 1;
        if (back < months) value += leak ? range[1] * 3 : monthUse(rng, level, range);
        const readAt = new Date(`${period}-25T02:00:00.000Z`);
        await insertSeeded(
          trx,
          meterReadings,
          {
            complexId: meter.complexId,
            meterId: meter.id,
            period,
            value,
            readAt,
            readBy: SEED_AUTHOR,
          },
          readAt,
        );
      }
    }
  }
}
