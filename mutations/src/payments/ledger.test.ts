import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountDue } from '../fees/invoice';
import { type Settled, balanceAfter, noticePayment, settledLines } from './ledger';

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

/** A month's line: a fee (with or without the board's priority), or a credit note. */
const line = fc.record({
  amount: fc.integer({ min: -50_000, max: 3_000_000 }),
  priority: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
  credit: fc.boolean(),
});

describe('what a partial payment settles (S34)', () => {
  it('settles the earlier months first, then the board’s fees in order, never more than asked, and all of it once the notice is paid', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 8 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 12_000_000 }),
        (made, previousBalance, carried, payment) => {
          const lines = made.map((l, i) => ({
            feeTypeId: `f${i}`,
            name: `Phí ${i}`,
            quantity: 1,
            unitPrice: null,
            amount: l.credit ? Math.abs(l.amount) : l.amount,
            ...(l.credit ? { credit: true as const } : {}),
            ...(l.priority !== undefined ? { settlePriority: l.priority } : {}),
          }));
          const notice = amountDue(lines, previousBalance, carried);
          const invoice = {
            lines,
            previousBalance,
            credits: notice.credits,
            amountDue: notice.due,
          };
          const paid = noticePayment({ ...invoice, paymentsCounted: 0 }, payment).paid;
          const settled = settledLines(invoice, paid);
          const owedLines = settled.lines.filter((s): s is Settled => s !== null);
          expect(owedLines).toHaveLength(lines.filter((l) => !l.credit).length);
          const at = (i: number) => settled.lines[i] ?? { amount: 0, paid: 0, outstanding: 0 };
          // Never more than a line or the earlier months ask.
          for (const s of [settled.previousBalance, ...owedLines]) {
            expect(s.paid).toBeGreaterThanOrEqual(0);
            expect(s.paid + s.outstanding).toBe(Math.max(0, s.amount));
          }
          // A credit note's line settles nothing.
          lines.forEach((l, i) => l.credit && expect(settled.lines[i]).toBeNull());
          // What stays owed is what the notice still asks, to the đồng.
          const outstanding =
            settled.previousBalance.outstanding +
            owedLines.reduce((sum, s) => sum + s.outstanding, 0);
          expect(outstanding).toBe(invoice.amountDue - paid);
          // The earlier months are settled before any line, and a line of a later place in the
          // board's order only once every line before it is.
          const rank = (i: number) => [lines[i]?.settlePriority ?? Infinity, i] as const;
          const before = (a: number, b: number) =>
            rank(a)[0] < rank(b)[0] || (rank(a)[0] === rank(b)[0] && a < b);
          lines.forEach((a, i) => {
            if (a.credit || a.amount <= 0 || at(i).paid === 0) return;
            expect(settled.previousBalance.outstanding).toBe(0);
            lines.forEach((b, j) => {
              if (b.credit || b.amount <= 0 || !before(j, i)) return;
              expect(at(j).outstanding, `${j} before ${i}`).toBe(0);
            });
          });
          if (paid === invoice.amountDue) {
            for (const s of owedLines) expect(s.outstanding).toBe(0);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
