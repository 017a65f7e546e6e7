import { messages } from '@chungcu/contracts';
import { defineMutator } from '../define';
import { conflict } from '../tx';
import { reachablePeriod } from './periods';

const m = messages.fee;

/**
 * Closes a month of fees for good (rule S31): only an issued one, every notice of it issued (a
 * draft left, or a unit added since, would never be billed). A closed month makes and issues
 * nothing more (`generateInvoices`, `issueInvoices`), and its notices stay as issued.
 */
export const closeBillingPeriod = defineMutator(
  'closeBillingPeriod',
  'managers',
  async (tx, { id }) => {
    const period = await reachablePeriod(tx, id);
    if (period.status === 'closed') throw conflict(m.periodAlreadyClosed);
    const invoices = await tx.list('invoice', 'periodId', period.id);
    const drafts = invoices.filter((invoice) => invoice.status === 'draft').length;
    if (drafts > 0) throw conflict(m.periodHasDrafts(drafts));
    if (period.status !== 'issued') throw conflict(m.periodNotIssued);
    return tx.update('billingPeriod', period.id, { status: 'closed' });
  },
);
