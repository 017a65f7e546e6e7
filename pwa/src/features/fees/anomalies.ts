import type { Invoice } from '@chungcu/contracts';
import type { PeriodNotice } from './queries';
import { byUnitNumber } from '../../lib/text';

/**
 * What staff should look at before issuing a notice, in the order they review them:
 * - `flagged`: a line not computed (no reading, or a reading below the month before);
 * - `unusualUse`: a metered line whose consumption is more than twice, or less than half, the
 *   same fee's on the unit's notice of the month before, and differs from it by 5 or more
 *   (a kWh or m³ read wrong, a leak);
 * - `negativeBalance`: the household paid more than asked, and the rest is carried.
 */
export const anomalyKinds = ['flagged', 'unusualUse', 'negativeBalance'] as const;
export type AnomalyKind = (typeof anomalyKinds)[number];

/** A notice of the period screen with what is unusual about it. */
export interface ReviewedNotice extends PeriodNotice {
  anomalies: AnomalyKind[];
}

/** Below this difference (kWh, m³) a change is not unusual, whatever its ratio. */
export const UNUSUAL_MIN_DIFFERENCE = 5;

/** Each metered fee's consumption on a notice, by fee (lines not computed left out). */
function usedByFee(invoice: Invoice): Map<string, number> {
  const used = new Map<string, number>();
  for (const line of invoice.lines) {
    if (line.reading && !line.flag) used.set(line.feeTypeId, line.reading.consumption);
  }
  return used;
}

/** Whether `now` is unusual beside `before`: over twice or under half, and 5 or more apart. */
export function isUnusualUse(now: number, before: number): boolean {
  if (Math.abs(now - before) < UNUSUAL_MIN_DIFFERENCE) return false;
  return now > before * 2 || now < before / 2;
}

/** What is unusual about one notice, beside its unit's issued notice of the month before. */
export function anomaliesOf(invoice: Invoice, before: Invoice | undefined): AnomalyKind[] {
  const found: AnomalyKind[] = [];
  if (invoice.flaggedLines > 0) found.push('flagged');
  if (before) {
    const earlier = usedByFee(before);
    for (const [feeTypeId, used] of usedByFee(invoice)) {
      const then = earlier.get(feeTypeId);
      if (then !== undefined && isUnusualUse(used, then)) {
        found.push('unusualUse');
        break;
      }
    }
  }
  if (invoice.creditCarried > 0) found.push('negativeBalance');
  return found;
}

/**
 * A period's notices in the order of review: those with a line not computed first, then unusual
 * consumption, then a negative balance, then the rest, each group by unit number. `previous`
 * are the notices of the month before (only issued ones are compared with).
 */
export function reviewNotices(
  notices: readonly PeriodNotice[],
  previous: readonly PeriodNotice[],
): ReviewedNotice[] {
  const before = new Map(
    previous
      .filter((n) => n.invoice.status === 'issued')
      .map((n) => [n.invoice.apartmentId, n.invoice]),
  );
  const rank = (n: ReviewedNotice) => {
    const first = n.anomalies[0];
    return first === undefined ? anomalyKinds.length : anomalyKinds.indexOf(first);
  };
  return notices
    .map((n) => ({ ...n, anomalies: anomaliesOf(n.invoice, before.get(n.invoice.apartmentId)) }))
    .sort((a, b) => rank(a) - rank(b) || byUnitNumber(a, b));
}
