import type { Invoice, Payment } from '@chungcu/contracts';

/**
 * A unit's money as one ledger (rule S34): its notices ask, its matched payments pay. Nothing is
 * stored per allocation: each notice keeps the unit's payments it counted when it was made
 * (`paymentsCounted`), so what was paid since is the unit's payments now less that, and a
 * payment is counted once whichever notice it pays. Voiding or unmatching one takes it out of
 * the sum, and the debt it paid comes back.
 */

/** Whether a payment counts for the unit it is matched to: matched, not voided, live. */
const counts = (payment: Payment): payment is Payment & { apartmentId: string } =>
  !payment.deletedAt && payment.status === 'matched' && payment.apartmentId !== null;

/** The sum of one unit's payments that count. */
export function paymentsTotal(payments: readonly Payment[], apartmentId: string): number {
  let total = 0;
  for (const payment of payments) {
    if (counts(payment) && payment.apartmentId === apartmentId) total += payment.amount;
  }
  return total;
}

/** Every unit's sum of payments that count, read in one pass (a period's notices need all). */
export function paymentTotalsByUnit(payments: readonly Payment[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const payment of payments) {
    if (!counts(payment)) continue;
    totals.set(payment.apartmentId, (totals.get(payment.apartmentId) ?? 0) + payment.amount);
  }
  return totals;
}

/** What a unit owes, or has in credit, after its last notice and the payments since. */
export function balanceAfter(
  last: Pick<Invoice, 'amountDue' | 'creditCarried' | 'paymentsCounted'> | undefined,
  total: number,
): { owed: number; credit: number } {
  const asked = last ? last.amountDue - last.creditCarried : 0;
  const net = asked - (total - (last?.paymentsCounted ?? 0));
  return { owed: Math.max(0, net), credit: Math.max(0, -net) };
}

export type NoticePaymentStatus = 'unpaid' | 'partial' | 'paid';

/** How much of an issued notice is paid, by the unit's payments since it was made. */
export function noticePayment(
  invoice: Pick<Invoice, 'amountDue' | 'paymentsCounted'>,
  total: number,
): { paid: number; outstanding: number; status: NoticePaymentStatus } {
  const paid = Math.min(invoice.amountDue, Math.max(0, total - invoice.paymentsCounted));
  const outstanding = invoice.amountDue - paid;
  const status = outstanding === 0 ? 'paid' : paid > 0 ? 'partial' : 'unpaid';
  return { paid, outstanding, status };
}
