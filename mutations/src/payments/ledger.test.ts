import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountDue } from '../fees/invoice';
import { balanceAfter, noticePayment } from './ledger';

/** One month of a unit's life: what its notice charges, then payments made, some voided. */
const month = fc.record({
  charges: fc.integer({ min: 0, max: 5_000_000 }),
  credits: fc.integer({ min: 0, max: 200_000 }),
  payments: fc.array(fc.tuple(fc.integer({ min: 1, max: 6_000_000 }), fc.boolean()), {
    maxLength: 4,
  }),
});

describe('a unit’s ledger (S34)', () => {
  it('always asks its charges less its payments, to the đồng, counting each payment once', () => {
    fc.assert(
      fc.property(fc.array(month, { minLength: 1, maxLength: 18 }), (months) => {
        let last: { amountDue: number; creditCarried: number; paymentsCounted: number } | undefined;
        let total = 0;
        let charged = 0;
        for (const { charges, credits, payments } of months) {
          // The notice: this month's lines (a credit note among them) over what is owed before.
          const lines = [
            { feeTypeId: 'f', name: 'Phí', quantity: 1, unitPrice: charges, amount: charges },
            ...(credits > 0
              ? [
                  {
                    feeTypeId: 'f',
                    name: 'Giảm trừ',
                    quantity: 1,
                    unitPrice: credits,
                    amount: credits,
                    credit: true as const,
                  },
                ]
              : []),
          ];
          const before = balanceAfter(last, total);
          const made = amountDue(lines, before.owed, before.credit);
          last = { amountDue: made.due, creditCarried: made.creditCarried, paymentsCounted: total };
          charged += charges - credits;
          // What the notice asks is everything charged so far less everything paid so far.
          expect(made.due - made.creditCarried).toBe(charged - total);
          // Payments after it; a voided one leaves the sum as it was.
          for (const [amount, voided] of payments) if (!voided) total += amount;
          const state = noticePayment(last, total);
          expect(state.paid + state.outstanding).toBe(made.due);
          expect(state.status === 'paid').toBe(total - last.paymentsCounted >= made.due);
        }
        const after = balanceAfter(last, total);
        expect(after.owed - after.credit).toBe(charged - total);
      }),
      { numRuns: 500 },
    );
  });
});
