import type { Tariff, Tier, TierShare } from '@chungcu/contracts';

/**
 * Metered charges by tiers (bậc thang), exact to the đồng: the rule a fee notice's water and
 * electricity lines are computed by, on the device and the server alike.
 *
 * Quantities are meter figures with up to three decimals (the readings' numeric(12, 3)), held
 * here as whole thousandths; prices are whole đồng per unit; a percentage is in hundredths of a
 * percent (8% VAT = 800). Amounts are worked out in thousandths of a đồng, which are exact, and a
 * line is rounded half up to the đồng once, at its end.
 */

export type { Tier, TierBasis, TierShare } from '@chungcu/contracts';

export interface TieredCharge {
  shares: TierShare[];
  /** The charge rounded half up to the đồng. */
  amount: number;
}

const MILLI = 1000;

/** A quantity in thousandths (1.25 m³ → 1250), from a figure with up to three decimals. */
export const toMilli = (units: number): number => Math.round(units * MILLI);

/** Half up to the đồng from thousandths of a đồng (never negative here). */
export const roundMilliDong = (milliDong: number): number => Math.floor((milliDong + 500) / MILLI);

/**
 * Whether tiers are well formed: the first from 0, each starting after the one before, prices
 * whole and not negative. A tariff is refused otherwise before anything is charged by it.
 */
export function tiersAreValid(tiers: readonly Tier[]): boolean {
  if (tiers.length === 0 || tiers[0]?.from !== 0) return false;
  return tiers.every(
    (tier, i) =>
      Number.isSafeInteger(tier.price) &&
      tier.price >= 0 &&
      Number.isFinite(tier.from) &&
      (i === 0 || tier.from > (tiers[i - 1] as Tier).from),
  );
}

/**
 * The charge for `milliUnits` of consumption by `tiers`, each tier's limits multiplied by
 * `scale` (persons for a per-person tariff; 1 otherwise) and by `share` (the fraction of the
 * period a tariff applied to, when a period crosses a tariff change: EVN shares tier limits by
 * days), both as exact fractions `[numerator, denominator]` of whole thousandths.
 */
export function chargeByTiers(
  milliUnits: number,
  tiers: readonly Tier[],
  { persons = 1, share = [1, 1] }: { persons?: number; share?: readonly [number, number] } = {},
): TieredCharge {
  if (!tiersAreValid(tiers)) throw new RangeError('invalid tiers');
  if (!Number.isSafeInteger(milliUnits) || milliUnits < 0) throw new RangeError('invalid quantity');
  const [num, den] = share;
  /** A tier limit in thousandths for this charge, rounded to the thousandth. */
  const limit = (from: number) => Math.round((toMilli(from) * Math.max(1, persons) * num) / den);
  const shares: TierShare[] = [];
  let total = 0;
  for (const [i, tier] of tiers.entries()) {
    const next = tiers[i + 1];
    const start = limit(tier.from);
    const end = next ? limit(next.from) : null;
    if (milliUnits <= start && i > 0) break;
    const inTier = Math.max(0, Math.min(milliUnits, end ?? milliUnits) - start);
    const milliDong = inTier * tier.price;
    total += milliDong;
    shares.push({
      from: start / MILLI,
      to: end === null ? null : end / MILLI,
      price: tier.price,
      milliUnits: inTier,
      milliDong,
    });
  }
  return { shares, amount: roundMilliDong(total) };
}

/** A percentage surcharge on a line (VAT, phí bảo vệ môi trường): half up to the đồng. */
export function surcharge(amount: number, basisPoints: number): number {
  // amount × bp / 10,000, half up, in whole numbers.
  return Math.floor((amount * basisPoints + 5_000) / 10_000);
}

/** Days from `from` to `to` (calendar dates 'YYYY-MM-DD'; `to` excluded). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A tariff in force from a date ('YYYY-MM-DD'): tiers and the basis its limits count by. */
export type TieredTariff = Tariff;

/** One part of a period charged by one tariff. */
export interface TariffPart {
  tariff: TieredTariff;
  days: number;
  charge: TieredCharge;
}

/**
 * A period's consumption charged by the tariffs in force over it (`start` included, `end`
 * excluded): one tariff charges it whole; across a change, consumption and tier limits are
 * shared by days as EVN bills, the last part taking what rounding left so the parts add up to
 * the consumption. `tariffs` in any order; the one in force on a day is the latest begun by then.
 */
export function chargePeriod(
  milliUnits: number,
  tariffs: readonly TieredTariff[],
  period: { start: string; end: string },
  persons = 1,
): { parts: TariffPart[]; amount: number } {
  const total = daysBetween(period.start, period.end);
  if (total <= 0) throw new RangeError('empty period');
  const ordered = [...tariffs].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  const bounds: { tariff: TieredTariff; from: string; to: string }[] = [];
  for (const [i, tariff] of ordered.entries()) {
    const next = ordered[i + 1];
    const from = tariff.effectiveFrom > period.start ? tariff.effectiveFrom : period.start;
    const to = next && next.effectiveFrom < period.end ? next.effectiveFrom : period.end;
    if (from < to && (!next || next.effectiveFrom > period.start))
      bounds.push({ tariff, from, to });
  }
  if (bounds.length === 0 || bounds[0]?.from !== period.start) {
    throw new RangeError('no tariff in force at the start of the period');
  }
  let left = milliUnits;
  const parts = bounds.map(({ tariff, from, to }, i) => {
    const days = daysBetween(from, to);
    const used = i === bounds.length - 1 ? left : Math.round((milliUnits * days) / total);
    left -= used;
    const scale = tariff.basis === 'perPerson' ? persons : 1;
    const charge = chargeByTiers(used, tariff.tiers, { persons: scale, share: [days, total] });
    return { tariff, days, charge };
  });
  return { parts, amount: parts.reduce((sum, part) => sum + part.charge.amount, 0) };
}
