import { type MutationArgsInput, messages, uuidv7 } from '@chungcu/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { invoiceIdOf } from '../src';
import { newFeeType } from './fees.rules';
import { newApartment } from './fixtures';
import { type RulesHarness, refusalOf } from './harness';

const m = messages.fee;

/** The unit charges' rules (mutations/src/fees/unit-charges.ts), run on either side (rule S31). */
export function unitChargeRules(harness: () => RulesHarness) {
  describe('one-offs, adjustments and credit notes on a unit (S31)', () => {
    let h: RulesHarness;
    beforeEach(async () => {
      h = harness();
      await h.reset();
    });

    /** A unit, a fixed fee and a one-off fee of its complex, and the month's period opened. */
    async function month() {
      const unit = newApartment();
      await h.run('createApartment', unit);
      const complexId = (await h.row('apartment', unit.id))?.complexId as string;
      const fixed = newFeeType(complexId, { name: 'Phí vệ sinh', unitPrice: 40_000 });
      const oneOff = newFeeType(complexId, { name: 'Khoản thu khác', basis: 'oneOff' });
      oneOff.unitPrice = null;
      await h.run('createFeeType', fixed);
      await h.run('createFeeType', oneOff);
      const periodId = uuidv7();
      await h.run('openBillingPeriod', {
        id: periodId,
        complexId,
        month: '2026-11',
        dueDate: '2026-11-15',
      });
      return { unit, complexId, fixed, oneOff, periodId };
    }

    const charge = (
      apartmentId: string,
      feeTypeId: string,
      fields: Partial<MutationArgsInput<'addUnitCharge'>> = {},
    ): MutationArgsInput<'addUnitCharge'> => ({
      id: uuidv7(),
      apartmentId,
      feeTypeId,
      month: '2026-11',
      kind: 'charge',
      name: 'Thay thẻ từ thang máy',
      amount: 100_000,
      ...fields,
    });

    it('puts a charge and a credit note on the month’s notice, and takes them off again', async () => {
      const { unit, fixed, oneOff, periodId } = await month();
      const card = charge(unit.id, oneOff.id);
      const credit = charge(unit.id, fixed.id, {
        kind: 'credit',
        name: 'Giảm trừ phí vệ sinh tháng 10',
        amount: 40_000,
      });
      await h.run('addUnitCharge', card);
      await h.run('addUnitCharge', credit);
      await h.run('generateInvoices', { id: periodId });
      const invoice = await h.row('invoice', invoiceIdOf(periodId, unit.id));
      expect(invoice?.lines.map((l) => [l.name, l.amount, l.chargeId ?? null])).toEqual([
        ['Phí vệ sinh', 40_000, null],
        ['Giảm trừ phí vệ sinh tháng 10', 40_000, credit.id],
        ['Thay thẻ từ thang máy', 100_000, card.id],
      ]);
      expect(invoice).toMatchObject({ charges: 140_000, credits: 40_000, amountDue: 100_000 });

      await h.run('removeUnitCharge', { id: credit.id });
      await h.run('generateInvoices', { id: periodId });
      expect(await h.row('invoice', invoiceIdOf(periodId, unit.id))).toMatchObject({
        charges: 140_000,
        credits: 0,
        amountDue: 140_000,
      });
    });

    it('refuses a resident, an unknown unit, a draft to correct and no amount', async () => {
      const { unit, oneOff } = await month();
      expect(
        (await refusalOf(h.run('addUnitCharge', charge(unit.id, oneOff.id), 'resident'))).code,
      ).toBe('forbidden');
      expect((await refusalOf(h.run('addUnitCharge', charge(uuidv7(), oneOff.id)))).code).toBe(
        'not_found',
      );
      expect(
        await refusalOf(
          h.run('addUnitCharge', charge(unit.id, oneOff.id, { correctsInvoiceId: uuidv7() })),
        ),
      ).toEqual({ code: 'validation', message: m.correctedInvoiceInvalid });
      expect(
        (await refusalOf(h.run('addUnitCharge', charge(unit.id, oneOff.id, { amount: 0 })))).code,
      ).toBe('validation');
      expect(await refusalOf(h.run('removeUnitCharge', { id: uuidv7() }))).toEqual({
        code: 'not_found',
        message: m.chargeNotFound,
      });
    });
  });
}
