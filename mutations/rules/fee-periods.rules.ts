import { type MutationArgsInput, messages, uuidv7 } from '@chungcu/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { invoiceIdOf } from '../src';
import { newFeeType } from './fees.rules';
import { newApartment } from './fixtures';
import { type RulesHarness, refusalOf } from './harness';
import { newMeter, newReading } from './meter-fixtures';

/** Water at one price of 10.000 ₫ a m³, no surcharge. */
const flatWater = (complexId: string): MutationArgsInput<'createFeeType'> =>
  newFeeType(complexId, {
    name: 'Tiền nước',
    basis: 'metered',
    unitPrice: null,
    meterKind: 'water',
    tariffs: [
      { effectiveFrom: '2026-01-01', basis: 'household', tiers: [{ from: 0, price: 10_000 }] },
    ],
  });

const m = messages.fee;

/** A month's estimated readings and its closing (rule S31), run on either side. */
export function feePeriodRules(harness: () => RulesHarness) {
  describe('a month of fees (S31)', () => {
    let h: RulesHarness;
    beforeEach(async () => {
      h = harness();
      await h.reset();
    });

    /** A unit with a water meter, its complex's water fee and November opened. */
    async function meteredUnit() {
      const unit = newApartment();
      await h.run('createApartment', unit);
      const complexId = (await h.row('apartment', unit.id))?.complexId as string;
      await h.run('createFeeType', flatWater(complexId));
      const meter = newMeter(unit.id);
      await h.run('createMeter', meter);
      const periodId = uuidv7();
      await h.run('openBillingPeriod', {
        id: periodId,
        complexId,
        month: '2026-11',
        dueDate: '2026-11-15',
      });
      return { unit, complexId, meter, periodId };
    }

    it('charges an estimated reading like a read one, marks its line, and does not hold issuing', async () => {
      const { unit, meter, periodId } = await meteredUnit();
      await h.run('createMeterReading', newReading(meter.id, '2026-10', 100));
      const estimate = newReading(meter.id, '2026-11', 112, { estimated: true });
      await h.run('createMeterReading', estimate);
      expect(await h.row('meterReading', estimate.id)).toMatchObject({ estimated: true });

      await h.run('generateInvoices', { id: periodId });
      const invoice = await h.row('invoice', invoiceIdOf(periodId, unit.id));
      expect(invoice?.lines).toEqual([
        expect.objectContaining({
          name: 'Tiền nước',
          quantity: 12,
          amount: 120_000,
          reading: { previous: 100, current: 112, consumption: 12, estimated: true },
        }),
      ]);
      expect(invoice?.flaggedLines).toBe(0);

      // The meter read after all: the same index, no longer an estimate, and the mark goes.
      const row = await h.row('meterReading', estimate.id);
      await h.run('updateMeterReading', {
        id: estimate.id,
        estimated: false,
        baseVersion: row?.version ?? 0,
      });
      await h.run('generateInvoices', { id: periodId });
      const read = await h.row('invoice', invoiceIdOf(periodId, unit.id));
      expect(read?.lines[0]?.reading).toEqual({ previous: 100, current: 112, consumption: 12 });
      expect(read?.amountDue).toBe(120_000);
    });

    it('marks the line when last month’s reading was the estimate', async () => {
      const { unit, meter, periodId } = await meteredUnit();
      await h.run('createMeterReading', newReading(meter.id, '2026-10', 100, { estimated: true }));
      await h.run('createMeterReading', newReading(meter.id, '2026-11', 105));
      await h.run('generateInvoices', { id: periodId });
      const invoice = await h.row('invoice', invoiceIdOf(periodId, unit.id));
      expect(invoice?.lines[0]).toMatchObject({
        amount: 50_000,
        reading: { consumption: 5, estimated: true },
      });
    });

    it('closes a month only once every notice of it is issued, then makes and issues nothing more', async () => {
      const { unit, meter, periodId } = await meteredUnit();
      const close = () => h.run('closeBillingPeriod', { id: periodId });
      expect(await refusalOf(close())).toEqual({ code: 'conflict', message: m.periodNotIssued });
      await h.run('createMeterReading', newReading(meter.id, '2026-10', 100));
      await h.run('createMeterReading', newReading(meter.id, '2026-11', 104));
      await h.run('generateInvoices', { id: periodId });
      expect(await refusalOf(close())).toEqual({
        code: 'conflict',
        message: m.periodHasDrafts(1),
      });
      expect(
        (await refusalOf(h.run('closeBillingPeriod', { id: periodId }, 'resident'))).code,
      ).toBe('forbidden');
      // Issued as the server issues (numbered there): the month is issued whole.
      const invoiceId = invoiceIdOf(periodId, unit.id);
      await h.setFields('invoice', invoiceId, { status: 'issued', number: 'TC-2026-11-00001' });
      await h.setFields('billingPeriod', periodId, { status: 'issued', lastInvoiceNumber: 1 });
      const issued = await h.row('invoice', invoiceId);

      expect(await close()).toMatchObject({ id: periodId, status: 'closed' });
      expect(await h.row('billingPeriod', periodId)).toMatchObject({ status: 'closed' });
      expect(await refusalOf(close())).toEqual({
        code: 'conflict',
        message: m.periodAlreadyClosed,
      });
      expect(await refusalOf(h.run('generateInvoices', { id: periodId }))).toEqual({
        code: 'conflict',
        message: m.periodClosed,
      });
      expect(await h.row('invoice', invoiceId)).toEqual(issued);
    });

    it('does not close a month of another complex or one that does not exist', async () => {
      expect(await refusalOf(h.run('closeBillingPeriod', { id: uuidv7() }))).toEqual({
        code: 'not_found',
        message: m.periodNotFound,
      });
    });
  });
}
