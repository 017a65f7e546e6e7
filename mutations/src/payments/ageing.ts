import type { Invoice, Payment } from '@chungcu/contracts';
import { balanceAfter, paymentTotalsByUnit } from './ledger';

/**
 * Debts by age (công nợ theo tuổi nợ), from the one ledger of rule S34, nothing stored.
 *
 * What a unit owes now is `balanceAfter(latest issued notice, its payments total).owed`. Each
 * notice asks for everything owed before it (`previousBalance`) plus what it adds itself, so the
 * part a notice adds is `amountDue − previousBalance` (its month's charges less its credits,
 * the credit the month before carried among them; never below 0, as a notice whose credits
 * exceed its charges asks 0 and carries the rest). Payments and credits pay the oldest debts
 * first (S34: "oldest debts first"), so what is still owed is the newest notices' own parts:
 * walking from the latest notice back, each takes what is left of the debt up to its own part.
 * Whatever is left when the oldest notice is reached (a payment counted by a notice and voided
 * since, or a notice whose month before had none) is the oldest notice's. The parts so sum to
 * what the unit owes to the đồng, every part is ≥ 0, and a notice paid in full holds nothing.
 *
 * A part's age is the days from its notice's due date to `today` (Vietnam's calendar): 0–30
 * (what is not due yet counted there too), 31–60, 61–90, over 90. `overdue` is the part of the
 * debt whose notice's due date has passed.
 */

export interface AgeingBuckets {
  /** 0–30 days past the due date, and what is not due yet. */
  upTo30: number;
  upTo60: number;
  upTo90: number;
  over90: number;
}

export interface UnitAgeing extends AgeingBuckets {
  /** What the unit owes now: the buckets' sum. */
  owed: number;
  /** Of that, what is past its notice's due date. */
  overdue: number;
  /** The due date of the oldest notice still holding debt ('YYYY-MM-DD'); null: none. */
  oldestDue: string | null;
}

export type AgeingNotice = Pick<
  Invoice,
  | 'month'
  | 'status'
  | 'dueDate'
  | 'amountDue'
  | 'previousBalance'
  | 'creditCarried'
  | 'paymentsCounted'
> & { deletedAt?: string | null };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `dueDate` to `today`, both 'YYYY-MM-DD' (negative: not due yet). */
export const daysPast = (dueDate: string, today: string): number =>
  Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / DAY_MS);

const bucketOf = (days: number): keyof AgeingBuckets =>
  days <= 30 ? 'upTo30' : days <= 60 ? 'upTo60' : days <= 90 ? 'upTo90' : 'over90';

export const noAgeing = (): UnitAgeing => ({
  upTo30: 0,
  upTo60: 0,
  upTo90: 0,
  over90: 0,
  owed: 0,
  overdue: 0,
  oldestDue: null,
});

/** One unit's debt by age, from its notices (only the live issued ones count) and payments. */
export function unitAgeing(
  notices: readonly AgeingNotice[],
  total: number,
  today: string,
): UnitAgeing {
  const issued = notices
    .filter((notice) => notice.status === 'issued' && !notice.deletedAt)
    .sort((a, b) => a.month.localeCompare(b.month));
  const result = noAgeing();
  const latest = issued.at(-1);
  let left = balanceAfter(latest, total).owed;
  result.owed = left;
  for (let i = issued.length - 1; i >= 0 && left > 0; i--) {
    const notice = issued[i] as AgeingNotice;
    const own = Math.max(0, notice.amountDue - notice.previousBalance);
    const part = i === 0 ? left : Math.min(left, own);
    if (part === 0) continue;
    left -= part;
    const days = daysPast(notice.dueDate, today);
    result[bucketOf(days)] += part;
    if (days > 0) result.overdue += part;
    result.oldestDue = notice.dueDate;
  }
  return result;
}

/** Every unit's debt by age, for the units that owe (notices and payments of any units). */
export function ageingByUnit(
  invoices: Iterable<AgeingNotice & { apartmentId: string }>,
  payments: readonly Payment[],
  today: string,
): Map<string, UnitAgeing> {
  const totals = paymentTotalsByUnit(payments);
  const byUnit = new Map<string, AgeingNotice[]>();
  for (const invoice of invoices) {
    byUnit.set(invoice.apartmentId, [...(byUnit.get(invoice.apartmentId) ?? []), invoice]);
  }
  const owing = new Map<string, UnitAgeing>();
  for (const [unitId, notices] of byUnit) {
    const ageing = unitAgeing(notices, totals.get(unitId) ?? 0, today);
    if (ageing.owed > 0) owing.set(unitId, ageing);
  }
  return owing;
}

/** Buckets added up (a block's, a complex's); `oldestDue` the earliest of them. */
export function sumAgeing(list: Iterable<UnitAgeing>): UnitAgeing {
  const sum = noAgeing();
  for (const a of list) {
    sum.upTo30 += a.upTo30;
    sum.upTo60 += a.upTo60;
    sum.upTo90 += a.upTo90;
    sum.over90 += a.over90;
    sum.owed += a.owed;
    sum.overdue += a.overdue;
    if (a.oldestDue && (sum.oldestDue === null || a.oldestDue < sum.oldestDue)) {
      sum.oldestDue = a.oldestDue;
    }
  }
  return sum;
}
