import { type MutationArgsInput, messages, uuidv7 } from '@chungcu/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { invoiceIdOf } from '../src';
import { newFeeType } from './fees.rules';
import { newApartment } from './fixtures';
import { type RulesHarness, refusalOf } from './harness';

const m = messages.payment;

/** The payments' rules (mutations/src/payments), run on either side (rule S34). */
export function paymentRules(harness: () => RulesHarness) {
  describe('payments counted for a unit (S34)', () => {
    let h: RulesHarness;
    beforeEach(async () => {
      h = harness();
      await h.reset();
    });

    /** A unit with a fixed fee of 300.000 ₫ a month in its complex, and November opened. */
    async function unitWithFee() {
      const unit = newApartment();
      await h.run('createApartment', unit);
      const complexId = (await h.row('apartment', unit.id))?.complexId as string;
      await h.run('createFeeType', newFeeType(complexId, { unitPrice: 300_000 }));
      const periodId = uuidv7();
      await h.run('openBillingPeriod', {
        id: periodId,
        complexId,
        month: '2026-11',
        dueDate: '2026-11-15',
      });
      return { unit, periodId };
    }

    const cash = (
      apartmentId: string,
      fields: Partial<MutationArgsInput<'recordPayment'>> = {},
    ): MutationArgsInput<'recordPayment'> => ({
      id: uuidv7(),
      apartmentId,
      method: 'cash',
      amount: 120_000,
      paidAt: '2026-10-28T09:00:00+07:00',
      ...fields,
    });

    it('counts a payment for its unit until it is unmatched or voided, and never twice', async () => {
      const { unit, periodId } = await unitWithFee();
      const notice = () => h.row('invoice', invoiceIdOf(periodId, unit.id));
      const paid = cash(unit.id, { payerName: 'Nguyễn Văn An', memo: 'Trả trước' });
      await h.run('recordPayment', paid);
      expect(await h.row('payment', paid.id)).toMatchObject({
        status: 'matched',
        matchedBy: 'staff',
        amount: 120_000,
        memo: 'Trả trước',
      });
      await h.run('generateInvoices', { id: periodId });
      expect(await notice()).toMatchObject({
        credits: 120_000,
        amountDue: 180_000,
        paymentsCounted: 120_000,
      });
      // Made again: the same payment is not counted a second time.
      await h.run('generateInvoices', { id: periodId });
      expect(await notice()).toMatchObject({ credits: 120_000, amountDue: 180_000 });

      await h.run('unmatchPayment', { id: paid.id });
      expect(await h.row('payment', paid.id)).toMatchObject({
        status: 'unmatched',
        apartmentId: null,
      });
      await h.run('generateInvoices', { id: periodId });
      expect(await notice()).toMatchObject({ credits: 0, amountDue: 300_000, paymentsCounted: 0 });

      await h.run('matchPayment', { id: paid.id, apartmentId: unit.id });
      await h.run('voidPayment', { id: paid.id, reason: 'Ghi nhầm số tiền' });
      expect(await h.row('payment', paid.id)).toMatchObject({
        status: 'voided',
        voidReason: 'Ghi nhầm số tiền',
      });
      await h.run('generateInvoices', { id: periodId });
      expect(await notice()).toMatchObject({ credits: 0, amountDue: 300_000 });
      expect(await refusalOf(h.run('voidPayment', { id: paid.id, reason: 'Lần nữa' }))).toEqual({
        code: 'conflict',
        message: m.voided,
      });
    });

    it('refuses a resident, no amount, a notice of another unit, and matching twice', async () => {
      const { unit, periodId } = await unitWithFee();
      expect((await refusalOf(h.run('recordPayment', cash(unit.id), 'resident'))).code).toBe(
        'forbidden',
      );
      expect(await refusalOf(h.run('recordPayment', cash(unit.id, { amount: 0 })))).toEqual({
        code: 'validation',
        message: m.amountInvalid,
      });
      await h.run('generateInvoices', { id: periodId });
      const other = newApartment();
      await h.run('createApartment', other);
      // A draft is not a notice to pay, and another unit's is not this unit's.
      expect(
        await refusalOf(
          h.run('recordPayment', cash(other.id, { invoiceId: invoiceIdOf(periodId, unit.id) })),
        ),
      ).toEqual({ code: 'validation', message: m.invoiceNotOfUnit });
      const paid = cash(unit.id);
      await h.run('recordPayment', paid);
      expect(
        await refusalOf(h.run('matchPayment', { id: paid.id, apartmentId: other.id })),
      ).toEqual({ code: 'conflict', message: m.alreadyMatched });
      expect(await refusalOf(h.run('unmatchPayment', { id: uuidv7() }))).toEqual({
        code: 'not_found',
        message: m.notFound,
      });
    });
  });
}
