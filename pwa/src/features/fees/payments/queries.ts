import type { Apartment, Invoice, Payment } from '@chungcu/contracts';
import { type NoticePaymentStatus, noticePayment, paymentsTotal } from '@chungcu/mutations';
import { appDb, useTables } from '../../../data';

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
export function useNoticePayment(
  invoice: Invoice,
  db = appDb,
): { paid: number; outstanding: number; status: NoticePaymentStatus } | undefined {
  const payments = useUnitPayments(invoice.apartmentId, db);
  if (!payments || invoice.status !== 'issued') return undefined;
  return noticePayment(invoice, payments.total);
}

/** A payment as the office lists it: with its unit's number. */
export interface ListedPayment {
  payment: Payment;
  unitNumber: string | null;
}

/** A complex's payments as the office works them: waiting to be matched, and the latest. */
export interface ComplexPayments {
  unmatched: Payment[];
  recent: ListedPayment[];
  /** Live units of the complex by number, to match or record a payment for. */
  units: Apartment[];
}

/** How many recent payments the office screen lists. */
const RECENT = 100;

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
        .sort((a, b) => a.unitNumber.localeCompare(b.unitNumber, 'vi', { numeric: true }));
      const numberOf = new Map(units.map((u) => [u.id, u.unitNumber]));
      const own = [...payments.values()]
        .filter((p) => !p.deletedAt && p.complexId === complexId)
        .sort(newestFirst);
      return {
        unmatched: own.filter((p) => p.status === 'unmatched'),
        recent: own
          .filter((p) => p.status !== 'unmatched')
          .slice(0, RECENT)
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
