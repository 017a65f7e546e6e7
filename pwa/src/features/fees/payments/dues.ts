import { type Apartment, type Invoice, type Payment, vietnamDate } from '@chungcu/contracts';
import {
  type NoticePaymentStatus,
  daysPast,
  noticePayment,
  paymentsTotal,
} from '@chungcu/mutations';
import { appDb, useTables } from '../../../data';
import { residentFeesOf } from '../queries';

/** What an issued notice has been paid, and how long it is past due while not paid in full. */
export interface NoticePaymentState {
  paid: number;
  outstanding: number;
  status: NoticePaymentStatus;
  /** Whole days past its due date in Vietnam's calendar; 0 when paid or not yet due. */
  daysOverdue: number;
}

/**
 * What an issued notice has been paid by `total` (its unit's payments that count), and how long
 * it is past due at `today` ('YYYY-MM-DD', Vietnam's calendar) while not paid in full.
 */
export function noticeStateAt(invoice: Invoice, total: number, today: string): NoticePaymentState {
  const state = noticePayment(invoice, total);
  const late = state.status === 'paid' ? 0 : daysPast(invoice.dueDate, today);
  return { ...state, daysOverdue: Math.max(0, late) };
}

/** A home's latest issued notice and what of it is paid. */
export interface HomeDue {
  unitId: string;
  unitNumber: string;
  invoice: Invoice;
  state: NoticePaymentState;
}

/**
 * Each home's latest issued notice with its payment state, the homes in number order; a home
 * without one is left out. The latest notice is the whole debt: it carries what earlier months
 * left (rule S34), so once it is paid the home owes nothing.
 */
export function duesOf(
  homes: Iterable<Apartment>,
  invoices: Iterable<Invoice>,
  payments: readonly Payment[],
  today: string,
): HomeDue[] {
  const fees = residentFeesOf(homes, invoices);
  return fees.homes.flatMap((home) => {
    const invoice = fees.noticesOf.get(home.id)?.[0];
    if (!invoice) return [];
    const state = noticeStateAt(invoice, paymentsTotal(payments, home.id), today);
    return [{ unitId: home.id, unitNumber: home.unitNumber, invoice, state }];
  });
}

/**
 * The signed-in resident's homes' latest notices and what is paid of them, live from the mirror
 * (a bank's notification arrives by a poke), offline too; undefined until read.
 */
export function useResidentDues(db = appDb): HomeDue[] | undefined {
  return useTables(
    db,
    ['apartments', 'invoices', 'payments'],
    (apartments, invoices, payments) =>
      duesOf(
        apartments.values(),
        invoices.values(),
        [...payments.values()],
        vietnamDate(Date.now()),
      ),
    [],
  );
}
