import { periodOfDate, shiftPeriod } from '@chungcu/contracts';

/** The month now, as a reading period (YYYY-MM, on Vietnam's calendar). */
export const currentPeriod = (now: Date = new Date()): string => periodOfDate(now);

/**
 * The periods the round offers, newest first: next month, this month and the 24 before it, plus
 * `chosen` in its place when it lies outside them (a link to an older round).
 */
export function roundPeriods(chosen: string, now: Date = new Date()): string[] {
  const periods: string[] = [];
  for (let back = -1; back <= 24; back++) {
    periods.push(shiftPeriod(currentPeriod(now), -back));
  }
  if (/^\d{4}-\d{2}$/.test(chosen) && !periods.includes(chosen)) {
    periods.push(chosen);
    periods.sort().reverse();
  }
  return periods;
}

/** A typed index ("1.234,5" or "1234.5") as a number; null when it is not one. */
export function parseIndex(text: string): number | null {
  const compact = text.trim().replace(/\s/g, '');
  if (!compact) return null;
  // Vietnamese writes 1.234,5: dots group thousands when a comma marks the decimals.
  const normal = compact.includes(',') ? compact.replace(/\./g, '').replace(',', '.') : compact;
  if (!/^\d+(\.\d+)?$/.test(normal)) return null;
  return Number(normal);
}
