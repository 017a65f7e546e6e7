import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountDue } from '../fees/invoice';
import { vietnamDate } from '@chungcu/contracts';
import { type AgeingNotice, daysPast, sumAgeing, unitAgeing } from './ageing';
import { balanceAfter } from './ledger';

/**
 * A unit's notices made the way `generateInvoices` makes them (S31, S34): each month's charges
 * and credits over what the notice before left, then payments; answers the notices and the total.
 */
function ledgerOf(months: { charges: number; credits: number; paid: number }[]) {
  const notices: AgeingNotice[] = [];
  let total = 0;
  months.forEach(({ charges, credits, paid }, i) => {
    const before = balanceAfter(notices.at(-1), total);
    const lines = [
      { feeTypeId: 'f', name: 'Phí', quantity: 1, unitPrice: charges, amount: charges },
      ...(credits
        ? [{ feeTypeId: 'f', name: 'Giảm', quantity: 1, unitPrice: credits, amount: credits }]
        : []
      ).map((line) => ({ ...line, credit: true as const })),
    ];
    const made = amountDue(lines, before.owed, before.credit);
    const month = `2026-${String(i + 1).padStart(2, '0')}`;
    notices.push({
      month,
      status: 'issued',
      dueDate: `${month}-15`,
      amountDue: made.due,
      previousBalance: before.owed,
      creditCarried: made.creditCarried,
      paymentsCounted: total,
    });
    total += paid;
  });
  return { notices, total };
}

describe('debts by age (công nợ)', () => {
  it('counts days on Vietnam’s calendar from the due date', () => {
    expect(vietnamDate(Date.parse('2026-03-14T17:30:00Z'))).toBe('2026-03-15');
    expect(daysPast('2026-01-15', '2026-01-15')).toBe(0);
    expect(daysPast('2026-01-15', '2026-03-16')).toBe(60);
    expect(daysPast('2026-03-15', '2026-03-01')).toBe(-14);
  });

  it('leaves the newest charges owed: payments pay the oldest notices first', () => {
    const { notices, total } = ledgerOf([
      { charges: 100_000, credits: 0, paid: 0 },
      { charges: 80_000, credits: 0, paid: 150_000 },
      { charges: 90_000, credits: 0, paid: 0 },
      { charges: 70_000, credits: 0, paid: 0 },
    ]);
    // Due 15/1, 15/2, 15/3, 15/4; on 20/5: 125, 94, 66 and 35 days past.
    const ageing = unitAgeing(notices, total, '2026-05-20');
    // 340.000 charged, 150.000 paid: January's paid, February's 30.000 left, then March, April.
    expect(ageing).toEqual({
      upTo30: 0,
      upTo60: 70_000,
      upTo90: 90_000,
      over90: 30_000,
      owed: 190_000,
      overdue: 190_000,
      oldestDue: '2026-02-15',
    });
  });

  it('puts what is not due yet in 0–30 and owes nothing once paid; drafts do not count', () => {
    const { notices, total } = ledgerOf([{ charges: 100_000, credits: 0, paid: 0 }]);
    const early = unitAgeing(notices, total, '2026-01-10');
    expect(early).toMatchObject({ upTo30: 100_000, owed: 100_000, overdue: 0 });
    expect(unitAgeing(notices, 100_000, '2026-09-01').owed).toBe(0);
    const draft = { ...(notices[0] as AgeingNotice), status: 'draft' as const };
    expect(unitAgeing([draft], 0, '2026-09-01').owed).toBe(0);
  });

  it('gives a voided payment’s debt back to the oldest notice', () => {
    const { notices } = ledgerOf([
      { charges: 100_000, credits: 0, paid: 100_000 },
      { charges: 50_000, credits: 0, paid: 0 },
    ]);
    // The January payment, counted by February's notice, is voided: nothing is paid now.
    const ageing = unitAgeing(notices, 0, '2026-04-20');
    expect(ageing).toMatchObject({ owed: 150_000, over90: 100_000, upTo90: 50_000 });
  });

  it('sums to what the unit owes to the đồng, every bucket ≥ 0, whatever happened', () => {
    const month = fc.record({
      charges: fc.integer({ min: 0, max: 5_000_000 }),
      credits: fc.integer({ min: 0, max: 300_000 }),
      paid: fc.integer({ min: 0, max: 6_000_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(month, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: -5_000_000, max: 2_000_000 }),
        fc.integer({ min: 0, max: 500 }),
        (months, adjust, day) => {
          const ledger = ledgerOf(months);
          // A payment voided since (adjust < 0) or one made after the last notice.
          const total = Math.max(0, ledger.total + adjust);
          const today = vietnamDate(Date.parse('2026-01-01T00:00:00Z') + day * 86_400_000);
          const ageing = unitAgeing(ledger.notices, total, today);
          const buckets = [ageing.upTo30, ageing.upTo60, ageing.upTo90, ageing.over90];
          expect(buckets.every((b) => b >= 0 && Number.isInteger(b))).toBe(true);
          expect(buckets.reduce((a, b) => a + b, 0)).toBe(ageing.owed);
          expect(ageing.owed).toBe(balanceAfter(ledger.notices.at(-1), total).owed);
          expect(ageing.overdue).toBeLessThanOrEqual(ageing.owed);
          // Paying more never leaves an older debt larger (oldest first).
          const more = unitAgeing(ledger.notices, total + 10_000, today);
          expect(more.over90).toBeLessThanOrEqual(ageing.over90);
          expect(more.owed).toBe(Math.max(0, ageing.owed - 10_000));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('adds units up by block and complex', () => {
    const a = unitAgeing(ledgerOf([{ charges: 10, credits: 0, paid: 0 }]).notices, 0, '2026-06-01');
    const b = unitAgeing(ledgerOf([{ charges: 5, credits: 0, paid: 0 }]).notices, 0, '2026-01-01');
    expect(sumAgeing([a, b])).toEqual({
      upTo30: 5,
      upTo60: 0,
      upTo90: 0,
      over90: 10,
      owed: 15,
      overdue: 10,
      oldestDue: '2026-01-15',
    });
  });
});
