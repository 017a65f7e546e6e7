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

/** What a notice's payment settled of one thing it asks: a line, or what earlier months left. */
export interface Settled {
  amount: number;
  paid: number;
  outstanding: number;
}

/**
 * How what a notice has been paid is shared among what it asks (rule S34): the debts earlier
 * months left first (the oldest debt first), then the month's lines by the settling priority
 * their fee had when the notice was made (1 first; lines without one after those), in the
 * notice's order where priorities are equal, each in full before the next. The notice's credits
 * (credit notes, the credit the month before carried, a negative adjustment) settle like a
 * payment already made. A credit note's line asks nothing and settles nothing here. So paying
 * the whole notice settles every line, and a partial payment settles the board's fees first.
 */
export function settledLines(
  invoice: Pick<Invoice, 'lines' | 'previousBalance' | 'credits'>,
  paid: number,
): { previousBalance: Settled; lines: (Settled | null)[] } {
  const negative = invoice.lines.reduce(
    (sum, line) => sum + (!line.credit && line.amount < 0 ? -line.amount : 0),
    0,
  );
  let left = Math.max(0, paid) + invoice.credits + negative;
  const take = (amount: number): Settled => {
    const settled = Math.min(Math.max(0, amount), left);
    left -= settled;
    return { amount, paid: settled, outstanding: Math.max(0, amount) - settled };
  };
  const previousBalance = take(invoice.previousBalance);
  const order = invoice.lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => !line.credit && line.amount > 0)
    .sort(
      (a, b) =>
        (a.line.settlePriority ?? Infinity) - (b.line.settlePriority ?? Infinity) ||
        a.index - b.index,
    );
  const lines: (Settled | null)[] = invoice.lines.map((line) =>
    line.credit ? null : { amount: line.amount, paid: 0, outstanding: Math.max(0, line.amount) },
  );
  for (const { line, index } of order) lines[index] = take(line.amount);
  return { previousBalance, lines };
}
