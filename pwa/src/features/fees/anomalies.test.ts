import type { Invoice, InvoiceLine } from '@chungcu/contracts';
import { describe, expect, it } from 'vitest';
import { anomaliesOf, isUnusualUse, reviewNotices } from './anomalies';
import type { PeriodNotice } from './queries';

const water = (consumption: number): InvoiceLine => ({
  feeTypeId: 'nuoc',
  name: 'Tiền nước',
  quantity: consumption,
  unitPrice: null,
  amount: consumption * 10_000,
  reading: { previous: 100, current: 100 + consumption, consumption },
});
const power = (consumption: number): InvoiceLine => ({
  ...water(consumption),
  feeTypeId: 'dien',
  name: 'Tiền điện',
});
const noReading: InvoiceLine = {
  feeTypeId: 'nuoc',
  name: 'Tiền nước',
  quantity: 0,
  unitPrice: null,
  amount: 0,
  flag: 'noReading',
};

let n = 0;
function notice(
  unitNumber: string,
  lines: InvoiceLine[],
  fields: Partial<Invoice> = {},
): PeriodNotice {
  n += 1;
  const invoice: Invoice = {
    id: `i${n}`,
    complexId: 'c',
    periodId: 'p',
    apartmentId: `u-${unitNumber}`,
    month: '2026-11',
    number: null,
    status: 'draft',
    lines,
    charges: 0,
    previousBalance: 0,
    credits: 0,
    amountDue: 0,
    creditCarried: 0,
    flaggedLines: lines.filter((l) => l.flag).length,
    paymentsCounted: 0,
    dueDate: '2026-11-15',
    issuedAt: null,
    version: 1,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    deletedAt: null,
    ...fields,
  };
  return { invoice, unitNumber, paid: null };
}
const issued = (unitNumber: string, lines: InvoiceLine[]) =>
  notice(unitNumber, lines, { status: 'issued', month: '2026-10', number: 'TC-1' });

describe('unusual consumption', () => {
  it('is over twice or under half the month before, and 5 or more apart', () => {
    expect(isUnusualUse(25, 12)).toBe(true); // over twice, 13 more
    expect(isUnusualUse(24, 12)).toBe(false); // exactly twice
    expect(isUnusualUse(5, 12)).toBe(true); // under half, 7 less
    expect(isUnusualUse(6, 12)).toBe(false); // exactly half
    expect(isUnusualUse(9, 4)).toBe(true);
    expect(isUnusualUse(8, 3)).toBe(true); // 5 apart
    expect(isUnusualUse(7, 3)).toBe(false); // over twice, but only 4 apart
    expect(isUnusualUse(0, 4)).toBe(false);
    expect(isUnusualUse(5, 0)).toBe(true); // nothing used last month, 5 now
  });

  it('compares each metered fee with the same fee on the unit’s notice of the month before', () => {
    const before = issued('A-101', [water(12), power(150)]).invoice;
    expect(anomaliesOf(notice('A-101', [water(13), power(160)]).invoice, before)).toEqual([]);
    expect(anomaliesOf(notice('A-101', [water(30), power(160)]).invoice, before)).toEqual([
      'unusualUse',
    ]);
    expect(anomaliesOf(notice('A-101', [water(13), power(70)]).invoice, before)).toEqual([
      'unusualUse',
    ]);
    // No notice the month before, or no line of that fee on it: nothing to compare with.
    expect(anomaliesOf(notice('A-101', [water(30)]).invoice, undefined)).toEqual([]);
    expect(
      anomaliesOf(notice('A-101', [power(900)]).invoice, issued('A', [water(1)]).invoice),
    ).toEqual([]);
  });

  it('names a missing reading and a negative balance, in review order', () => {
    const both = notice('A-101', [noReading], { creditCarried: 50_000 }).invoice;
    expect(anomaliesOf(both, undefined)).toEqual(['flagged', 'negativeBalance']);
  });
});

describe('the order of review', () => {
  it('puts a missing reading first, then unusual consumption, then a negative balance, then the rest, each by unit', () => {
    const previous = [
      issued('A-103', [water(10)]),
      issued('A-104', [water(10)]),
      // A draft of the month before is not compared with.
      notice('A-102', [water(10)], { month: '2026-10' }),
    ];
    const drafts = [
      notice('A-110', [water(11)]),
      notice('A-102', [water(40)]),
      notice('A-104', [water(40)]),
      notice('A-103', [water(11)], { creditCarried: 20_000 }),
      notice('A-109', [noReading]),
      notice('A-101', [water(11)]),
    ];
    const reviewed = reviewNotices(drafts, previous);
    expect(reviewed.map((r) => [r.unitNumber, r.anomalies])).toEqual([
      ['A-109', ['flagged']],
      ['A-104', ['unusualUse']],
      ['A-103', ['negativeBalance']],
      ['A-101', []],
      ['A-102', []],
      ['A-110', []],
    ]);
  });
});
