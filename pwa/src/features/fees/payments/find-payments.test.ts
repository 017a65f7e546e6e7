import type { Payment } from '@chungcu/contracts';
import { describe, expect, it } from 'vitest';
import { type ListedPayment, findPayments } from './queries';

const listed = (
  id: string,
  unitNumber: string | null,
  amount: number,
  fields: Partial<Payment> = {},
): ListedPayment => ({
  unitNumber,
  payment: {
    id,
    amount,
    memo: '',
    payerName: null,
    receiptNumber: null,
    status: 'matched',
    ...fields,
  } as Payment,
});

const payments = [
  listed('p1', 'A2-203', 1_250_000, {
    memo: 'MBVCB.7000026 TC26090003EH CT tu 0912xxx026',
    payerName: 'NGUYỄN VĂN AN',
  }),
  listed('p2', 'B1-707', 125_000, {
    payerName: 'Trần Thị Bình',
    receiptNumber: 'TC-PT-2026-00012',
  }),
  listed('p3', 'A2-1203', 3_651_012, { memo: 'Tiền phí quản lý tháng 10' }),
  listed('p4', null, 500_000, { status: 'voided', memo: 'chuyển nhầm' }),
];
const ids = (query: string) => findPayments(payments, query).map((p) => p.payment.id);

describe('findPayments (the office finds a payment on the phone with its payer)', () => {
  it('finds a sum written as money exactly, and plain digits anywhere', () => {
    expect(ids('1.250.000')).toEqual(['p1']);
    expect(ids('1,250,000')).toEqual(['p1']);
    expect(ids('125.000')).toEqual(['p2']);
    // Plain digits are found within: in 1250000, and in the memo's phone number.
    expect(ids('125000')).toEqual(['p1', 'p2']);
    expect(ids('0912')).toEqual(['p1']);
  });

  it('finds by the unit, the payer and the memo, accents and case aside, every word', () => {
    expect(ids('a2-203')).toEqual(['p1']);
    expect(ids('A2')).toEqual(['p1', 'p3']);
    expect(ids('nguyen van an')).toEqual(['p1']);
    expect(ids('Bình')).toEqual(['p2']);
    expect(ids('phi quan ly 3651012')).toEqual(['p3']);
    expect(ids('chuyen nham')).toEqual(['p4']);
    expect(ids('tc26090003eh')).toEqual(['p1']);
  });

  it('finds by the receipt number; every word must be found; blank finds all', () => {
    expect(ids('PT-2026-00012')).toEqual(['p2']);
    expect(ids('A2 binh')).toEqual([]);
    expect(ids('   ')).toEqual(['p1', 'p2', 'p3', 'p4']);
  });
});
