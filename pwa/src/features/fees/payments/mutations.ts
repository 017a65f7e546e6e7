import { type MutationArgsInput, type Payment, uuidv7 } from '@chungcu/contracts';
import { type ChungCuDb, appDb, mutate } from '../../../data';
import { formatMoney } from '../../../lib/format';
import { paymentStrings } from './strings';

type Options = { db?: ChungCuDb };
const labels = () => paymentStrings.get().outbox;

/**
 * Money received for a unit (cash, a transfer on the statement), offline too (rule S34); answers
 * the payment's id, to print its receipt at once.
 */
export async function recordPayment(
  args: Omit<MutationArgsInput<'recordPayment'>, 'id'>,
  unitNumber: string,
  { db = appDb }: Options = {},
): Promise<string> {
  const id = uuidv7();
  await mutate(
    'recordPayment',
    { id, ...args },
    { db, label: labels().record(formatMoney(args.amount), unitNumber) },
  );
  return id;
}

/** An unmatched transfer given to a unit (and, when named, one of its notices) by hand, offline too. */
export function matchPayment(
  payment: Payment,
  apartmentId: string,
  unitNumber: string,
  { db = appDb, invoiceId }: Options & { invoiceId?: string | null } = {},
) {
  return mutate(
    'matchPayment',
    { id: payment.id, apartmentId, ...(invoiceId ? { invoiceId } : {}) },
    { db, label: labels().match(formatMoney(payment.amount), unitNumber) },
  );
}

/** A match undone: the payment waits to be matched again. */
export function unmatchPayment(payment: Payment, { db = appDb }: Options = {}) {
  return mutate(
    'unmatchPayment',
    { id: payment.id },
    { db, label: labels().unmatch(formatMoney(payment.amount)) },
  );
}

/** A payment voided with its reason: kept, and counted no more. */
export function voidPayment(payment: Payment, reason: string, { db = appDb }: Options = {}) {
  return mutate(
    'voidPayment',
    { id: payment.id, reason },
    { db, label: labels().void(formatMoney(payment.amount)) },
  );
}
