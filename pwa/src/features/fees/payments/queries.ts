import { type Apartment, type Invoice, type Payment, vietnamDate } from '@chungcu/contracts';
import { paymentsTotal } from '@chungcu/mutations';
import { appDb, useTables } from '../../../data';
import { byUnitNumber, searchKey, searchWords } from '../../../lib/text';
import { type NoticePaymentState, noticeStateAt } from './dues';

export type { NoticePaymentState } from './dues';

const newestFirst = (a: Payment, b: Payment) =>
  b.paidAt.localeCompare(a.paidAt) || b.id.localeCompare(a.id);

/** A unit's payments (matched to it, voided ones kept), newest first, and what counts of them. */
export interface UnitPayments {
  payments: Payment[];
  /** The sum that counts (matched, not voided): what the ledger reads (rule S34). */
  total: number;
}

/** A unit's payments, live from the mirror (a bank's notification arrives by a poke); undefined until read. */
export function useUnitPayments(apartmentId: string, db = appDb): UnitPayments | undefined {
  return useTables(
    db,
    ['payments'],
    (payments) => {
      const all = [...payments.values()];
      return {
        payments: all
          .filter((p) => !p.deletedAt && p.apartmentId === apartmentId)
          .sort(newestFirst),
        total: paymentsTotal(all, apartmentId),
      };
    },
    [apartmentId],
  );
}

/** What an issued notice has been paid, live; undefined for a draft or until read. */
export function useNoticePayment(invoice: Invoice, db = appDb): NoticePaymentState | undefined {
  const payments = useUnitPayments(invoice.apartmentId, db);
  if (!payments || invoice.status !== 'issued') return undefined;
  return noticeStateAt(invoice, payments.total, vietnamDate(Date.now()));
}

/** A payment as the office lists it: with its unit's number. */
export interface ListedPayment {
  payment: Payment;
  unitNumber: string | null;
}

/** A complex's payments as the office works them: waiting to be matched, and the rest. */
export interface ComplexPayments {
  unmatched: Payment[];
  /** Matched and voided ones, newest first. */
  received: ListedPayment[];
  /** Live units of the complex by number, to match or record a payment for. */
  units: Apartment[];
}

/** How many payments the office screen lists, the newest (or the newest found). */
export const RECENT = 100;

/** A sum written as money ('1.250.000', '1,250,000'). */
const MONEY_TERM = /^\d{1,3}([.,]\d{3})+$/;

/**
 * The payments a search names, newest first: every word of `query` found, accents and case
 * aside, in the unit's number, the memo, the payer, the receipt's number or the amount's digits;
 * a sum written as money ('1.250.000', as a resident reads it from the banking app) is the
 * amount exactly.
 */
export function findPayments(listed: readonly ListedPayment[], query: string): ListedPayment[] {
  const terms = searchWords(query);
  if (terms.length === 0) return [...listed];
  return listed.filter(({ payment, unitNumber }) => {
    const key = searchKey(
      unitNumber,
      payment.memo,
      payment.payerName,
      payment.receiptNumber,
      String(payment.amount),
    );
    return terms.every((term) =>
      MONEY_TERM.test(term)
        ? payment.amount === Number(term.replace(/[.,]/g, ''))
        : key.includes(term),
    );
  });
}

/** A complex's payments, live from the mirror; undefined until read. */
export function useComplexPayments(
  complexId: string | null,
  db = appDb,
): ComplexPayments | undefined {
  return useTables(
    db,
    ['payments', 'apartments'],
    (payments, apartments) => {
      const units = [...apartments.values()]
        .filter((a) => !a.deletedAt && a.complexId === complexId)
        .sort(byUnitNumber);
      const numberOf = new Map(units.map((u) => [u.id, u.unitNumber]));
      const own = [...payments.values()]
        .filter((p) => !p.deletedAt && p.complexId === complexId)
        .sort(newestFirst);
      return {
        unmatched: own.filter((p) => p.status === 'unmatched'),
        received: own
          .filter((p) => p.status !== 'unmatched')
          .map((payment) => ({
            payment,
            unitNumber: payment.apartmentId ? (numberOf.get(payment.apartmentId) ?? null) : null,
          })),
        units,
      };
    },
    [complexId],
  );
}

/**
 * A receipt (phiếu thu): a payment staff recorded, which the server numbers (rule S34); a bank's
 * transfer (a provider's) is none, even once staff matched it by hand.
 */
export const isReceipt = (payment: Payment): boolean => payment.provider === null;

/** What a receipt prints: the payment, its unit, its complex, and the notice it pays. */
export interface PaymentReceipt {
  payment: Payment;
  unitNumber: string | null;
  complex: { name: string; address: string | null } | null;
  /** The month ('2026-11') of the notice it pays, when it names one. */
  noticeMonth: string | null;
}

/** A payment's receipt, live from the mirror (its number arrives by sync); null when unseen. */
export function usePaymentReceipt(id: string, db = appDb): PaymentReceipt | null | undefined {
  return useTables(
    db,
    ['payments', 'apartments', 'complexes', 'invoices'],
    (payments, apartments, complexes, invoices) => {
      const payment = payments.get(id);
      if (!payment || payment.deletedAt) return null;
      const unit = payment.apartmentId ? apartments.get(payment.apartmentId) : undefined;
      const complex = complexes.get(payment.complexId);
      const invoice = payment.invoiceId ? invoices.get(payment.invoiceId) : undefined;
      return {
        payment,
        unitNumber: unit?.unitNumber ?? null,
        complex: complex ? { name: complex.name, address: complex.address } : null,
        noticeMonth: invoice?.month ?? null,
      };
    },
    [id],
  );
}
