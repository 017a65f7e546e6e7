import {
  type BankTransfer,
  type Invoice,
  type Payment,
  invoiceNumberOf,
  messages,
  paymentCodeIn,
  paymentCodeOf,
} from '@chungcu/contracts';
import { defineMutator } from '../define';
import { noticePlaceKeyOf, providerTransactionKeyOf } from '../keys';
import { rowInReach } from '../reach';
import { type MutationTx, conflict, invalid, notFound } from '../tx';
import { visibleUnit } from '../vehicles';

const m = messages.payment;

/** A live payment the actor reaches, else it does not exist for them (404). */
async function reachablePayment(tx: MutationTx, id: string): Promise<Payment> {
  const payment = await tx.get('payment', id);
  if (!payment || payment.deletedAt || !rowInReach(tx.actor, 'payment', payment)) {
    throw notFound(m.notFound);
  }
  return payment;
}

/** The notice named with a payment, if any: an issued one of that unit. */
async function noticeOfUnit(
  tx: MutationTx,
  invoiceId: string | null,
  apartmentId: string,
): Promise<string | null> {
  if (invoiceId === null) return null;
  const invoice = await tx.get('invoice', invoiceId);
  if (invoice?.apartmentId !== apartmentId || invoice.status !== 'issued') {
    throw invalid(m.invoiceNotOfUnit);
  }
  return invoice.id;
}

/**
 * Money staff received for a unit (cash at the office, a transfer seen on the statement),
 * offline too: counted for the unit at once (rule S34).
 */
export const recordPayment = defineMutator('recordPayment', 'staff', async (tx, args) => {
  const unit = await visibleUnit(tx, args.apartmentId);
  return tx.insert('payment', {
    id: args.id,
    complexId: unit.complexId,
    apartmentId: unit.id,
    invoiceId: await noticeOfUnit(tx, args.invoiceId, unit.id),
    method: args.method,
    amount: args.amount,
    paidAt: args.paidAt,
    memo: args.memo,
    payerName: args.payerName,
    provider: null,
    providerTransactionId: null,
    status: 'matched',
    matchedBy: 'staff',
    voidReason: null,
    // The server gives the official number when the receipt reaches it (rule S34).
    receiptNumber: null,
  });
});

/** An unmatched transfer given to a unit of its complex by hand (rule S34). */
export const matchPayment = defineMutator('matchPayment', 'staff', async (tx, args) => {
  const payment = await reachablePayment(tx, args.id);
  if (payment.status === 'voided') throw conflict(m.voided);
  if (payment.status === 'matched') throw conflict(m.alreadyMatched);
  const unit = await visibleUnit(tx, args.apartmentId);
  if (unit.complexId !== payment.complexId) throw notFound(messages.apartment.notFound);
  return tx.update('payment', payment.id, {
    apartmentId: unit.id,
    invoiceId: await noticeOfUnit(tx, args.invoiceId, unit.id),
    status: 'matched',
    matchedBy: 'staff',
  });
});

/** Undoes a match, by hand or by code: the payment waits on the unmatched list again. */
export const unmatchPayment = defineMutator('unmatchPayment', 'staff', async (tx, { id }) => {
  const payment = await reachablePayment(tx, id);
  if (payment.status === 'voided') throw conflict(m.voided);
  if (payment.status === 'unmatched') throw conflict(m.notMatched);
  return tx.update('payment', payment.id, {
    apartmentId: null,
    invoiceId: null,
    status: 'unmatched',
    matchedBy: null,
  });
});

/** Voids a payment for good, with why: kept and audited, never deleted; it counts no more. */
export const voidPayment = defineMutator('voidPayment', 'managers', async (tx, args) => {
  const payment = await reachablePayment(tx, args.id);
  if (payment.status === 'voided') throw conflict(m.voided);
  return tx.update('payment', payment.id, { status: 'voided', voidReason: args.reason });
});

/**
 * The issued notice of `complexId` a payment code names, or undefined: the code carries the
 * month and the notice's place, and must be exactly the code of that notice's number (its tag
 * is the complex's, its check character right).
 */
export async function noticeOfCode(
  tx: MutationTx,
  complexId: string,
  code: string,
): Promise<Invoice | undefined> {
  const month = `20${code.slice(2, 4)}-${code.slice(4, 6)}`;
  // A number of that month and place, whatever the complex's code was when it was issued.
  const key = noticePlaceKeyOf(complexId, invoiceNumberOf('', month, Number(code.slice(6, 11))));
  return (await tx.list('invoice', 'noticePlace', key)).find(
    (invoice) => invoice.status === 'issued' && paymentCodeOf(invoice.number) === code,
  );
}

/**
 * A bank transfer a provider told the server of (rule S34), recorded once per provider and
 * transaction id (a retry or a replay answers the payment already recorded and writes nothing),
 * and matched to the unit whose issued notice its memo's payment code names; a memo with no
 * code, an unknown one, or one of another complex's notice leaves it on the unmatched list.
 * The server's alone: no signed-in person makes it.
 */
export async function receiveBankTransfer(
  tx: MutationTx,
  args: BankTransfer,
): Promise<{ payment: Payment; recorded: boolean }> {
  const key = providerTransactionKeyOf(args.provider, args.providerTransactionId);
  const same = (await tx.list('payment', 'providerTransaction', key)).find(
    (p) => p.complexId === args.complexId,
  );
  if (same) return { payment: same, recorded: false };
  const code = paymentCodeIn(args.memo);
  const invoice = code ? await noticeOfCode(tx, args.complexId, code) : undefined;
  const payment = await tx.insert('payment', {
    id: args.id,
    complexId: args.complexId,
    apartmentId: invoice?.apartmentId ?? null,
    invoiceId: invoice?.id ?? null,
    method: 'transfer',
    amount: args.amount,
    paidAt: args.paidAt,
    memo: args.memo,
    payerName: args.payerName,
    provider: args.provider,
    providerTransactionId: args.providerTransactionId,
    status: invoice ? 'matched' : 'unmatched',
    matchedBy: invoice ? 'code' : null,
    voidReason: null,
    receiptNumber: null,
  });
  return { payment, recorded: true };
}
