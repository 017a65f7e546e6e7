import type { Apartment, Invoice, Payment } from '@chungcu/contracts';
import { expect, it } from 'vitest';
import { duesOf } from './dues';

const row = { complexId: 'c1', version: 1, createdAt: '', updatedAt: '', deletedAt: null };
const home = (id: string, unitNumber: string) => ({ ...row, id, unitNumber }) as Apartment;
/** An issued notice made when the unit had paid `paymentsCounted` in all. */
const notice = (apartmentId: string, month: string, amountDue: number, paymentsCounted = 0) =>
  ({
    ...row,
    id: `${apartmentId}-${month}`,
    apartmentId,
    month,
    status: 'issued',
    amountDue,
    paymentsCounted,
    dueDate: `${month}-15`,
  }) as Invoice;
const payment = (id: string, apartmentId: string, amount: number, status = 'matched') =>
  ({ ...row, id, apartmentId, amount, status }) as Payment;

it('each home’s latest issued notice says what is still owed, how long past due, until paid', () => {
  const homes = [home('b', 'B-1203'), home('a', 'A-0905'), home('c', 'C-101')];
  const invoices = [
    // A-0905: September's notice carries August's 300.000 (August's notice counted nothing).
    notice('a', '2026-08', 300_000),
    notice('a', '2026-09', 550_000),
    // B-1203: October's draft asks nothing yet; September's is partly paid.
    notice('b', '2026-09', 400_000),
    { ...notice('b', '2026-10', 999_000), status: 'draft' } as Invoice,
    // C-101 has no issued notice: nothing to say of it.
    { ...notice('c', '2026-09', 1, 0), deletedAt: '2026-09-02' } as Invoice,
  ];
  const payments = [
    payment('p1', 'b', 150_000),
    // A voided payment and another unit's count for nothing here.
    payment('p2', 'a', 550_000, 'voided'),
    payment('p3', 'x', 550_000),
  ];
  const dues = duesOf(homes, invoices, payments, '2026-10-01');
  expect(dues.map((d) => [d.unitNumber, d.invoice.month, d.state])).toEqual([
    ['A-0905', '2026-09', { paid: 0, outstanding: 550_000, status: 'unpaid', daysOverdue: 16 }],
    [
      'B-1203',
      '2026-09',
      { paid: 150_000, outstanding: 250_000, status: 'partial', daysOverdue: 16 },
    ],
  ]);

  // Paid in full, the notice is settled and no longer late; before its due date, not late at all.
  const settled = duesOf(homes, invoices, [...payments, payment('p4', 'a', 550_000)], '2026-10-01');
  expect(settled[0]?.state).toEqual({
    paid: 550_000,
    outstanding: 0,
    status: 'paid',
    daysOverdue: 0,
  });
  expect(duesOf(homes, invoices, payments, '2026-09-15')[0]?.state.daysOverdue).toBe(0);
});

it('a payment counted when the notice was made is not counted towards it again', () => {
  const dues = duesOf(
    [home('a', 'A-1')],
    [notice('a', '2026-09', 200_000, 100_000)],
    [payment('p1', 'a', 100_000), payment('p2', 'a', 50_000)],
    '2026-09-10',
  );
  expect(dues[0]?.state).toEqual({
    paid: 50_000,
    outstanding: 150_000,
    status: 'partial',
    daysOverdue: 0,
  });
});
