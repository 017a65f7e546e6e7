import { type MutationArgsInput, messages, uuidv7 } from '@chungcu/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { invoiceIdOf } from '../src';
import { newApartment, newResident } from './fixtures';
import { type RulesHarness, refusalOf, rulesActors } from './harness';
import { newMeter, newReading } from './meter-fixtures';

const m = messages.fee;

/** A fee of `complexId`; `fields` override (a fixed fee of 30.000 ₫ a unit by default). */
export function newFeeType(
  complexId: string,
  fields: Partial<MutationArgsInput<'createFeeType'>> = {},
): MutationArgsInput<'createFeeType'> {
  return {
    id: uuidv7(),
    complexId,
    name: `Phí rác ${uuidv7().slice(-6)}`,
    basis: 'perUnit',
    unitPrice: 30_000,
    ...fields,
  };
}

/** TP.HCM's water by registered person, 5% VAT: the tiers a notice's water line is charged by. */
const water = (complexId: string) =>
  newFeeType(complexId, {
    name: 'Tiền nước',
    basis: 'metered',
    unitPrice: null,
    meterKind: 'water',
    tariffs: [
      {
        effectiveFrom: '2026-01-01',
        basis: 'perPerson',
        tiers: [
          { from: 0, price: 6_700 },
          { from: 4, price: 12_900 },
        ],
      },
    ],
    surcharges: [{ name: 'VAT 5%', basisPoints: 500 }],
  });

/** The fee mutations' rules (mutations/src/fees), run on either side (rule S31). */
export function feeRules(harness: () => RulesHarness) {
  describe('fee mutations (S31)', () => {
    let h: RulesHarness;
    beforeEach(async () => {
      h = harness();
      await h.reset();
    });

    /** A unit of 70 m² with the resident user living in it; answers it and its complex. */
    async function home() {
      const own = newResident({ email: rulesActors.resident.email });
      const unit = newApartment({ squareFootage: 70 });
      await h.run('createResident', own);
      await h.run('createApartment', unit);
      await h.run('createAssignment', {
        id: uuidv7(),
        apartmentId: unit.id,
        residentId: own.id,
        isPrimary: true,
      });
      const row = await h.row('apartment', unit.id);
      return { unit, complexId: row?.complexId as string };
    }

    async function period(complexId: string, month = '2026-11') {
      const id = uuidv7();
      await h.run('openBillingPeriod', { id, complexId, month, dueDate: `${month}-15` });
      return id;
    }

    it('refuses a fee its basis cannot charge by, a tier that skips, and a taken name', async () => {
      const { complexId } = await home();
      const refused = (fields: Partial<MutationArgsInput<'createFeeType'>>) =>
        refusalOf(h.run('createFeeType', newFeeType(complexId, fields)));
      expect(await refused({ unitPrice: null })).toEqual({
        code: 'validation',
        message: m.unitPriceRequired,
      });
      expect(await refused({ basis: 'metered', unitPrice: null, meterKind: 'water' })).toEqual({
        code: 'validation',
        message: m.tariffRequired,
      });
      expect(await refused({ basis: 'perVehicle', unitPrice: null })).toEqual({
        code: 'validation',
        message: m.vehiclePricesRequired,
      });
      await h.run('createFeeType', newFeeType(complexId, { name: 'Phí rác' }));
      expect(await refused({ name: 'PHÍ RÁC' })).toEqual({
        code: 'conflict',
        message: m.nameTaken,
      });
    });

    it('is the office’s: a resident may not set fees or open a month', async () => {
      const { complexId } = await home();
      expect(
        (await refusalOf(h.run('createFeeType', newFeeType(complexId), 'resident'))).code,
      ).toBe('forbidden');
      expect(
        (
          await refusalOf(
            h.run(
              'openBillingPeriod',
              { id: uuidv7(), complexId, month: '2026-11', dueDate: '2026-11-15' },
              'resident',
            ),
          )
        ).code,
      ).toBe('forbidden');
    });

    it('opens one month per complex, paid by a day after it begins', async () => {
      const { complexId } = await home();
      await period(complexId);
      expect(
        await refusalOf(
          h.run('openBillingPeriod', {
            id: uuidv7(),
            complexId,
            month: '2026-11',
            dueDate: '2026-11-20',
          }),
        ),
      ).toEqual({ code: 'conflict', message: m.periodTaken });
      expect(
        await refusalOf(
          h.run('openBillingPeriod', {
            id: uuidv7(),
            complexId,
            month: '2026-12',
            dueDate: '2026-12-01',
          }),
        ),
      ).toEqual({ code: 'validation', message: m.dueDateInvalid });
    });

    it('makes each unit’s notice from its area, vehicles, members and readings, to the đồng', async () => {
      const { unit, complexId } = await home();
      await h.run(
        'createFeeType',
        newFeeType(complexId, { name: 'Phí quản lý', basis: 'perArea', unitPrice: 8_000 }),
      );
      await h.run(
        'createFeeType',
        newFeeType(complexId, {
          name: 'Phí gửi xe',
          basis: 'perVehicle',
          unitPrice: null,
          vehiclePrices: { motorbike: 100_000 },
        }),
      );
      await h.run('createFeeType', water(complexId));
      await h.run('createVehicle', {
        id: uuidv7(),
        apartmentId: unit.id,
        kind: 'motorbike',
        plateNumber: '29-X1 234.56',
      });
      const meter = newMeter(unit.id);
      await h.run('createMeter', meter);
      await h.run('createMeterReading', newReading(meter.id, '2026-10', 100));
      await h.run('createMeterReading', newReading(meter.id, '2026-11', 112));
      const empty = newApartment();
      await h.run('createApartment', empty);
      const periodId = await period(complexId);

      await h.run('generateInvoices', { id: periodId });
      const invoice = await h.row('invoice', invoiceIdOf(periodId, unit.id));
      expect(invoice?.lines.map((line) => [line.name, line.amount])).toEqual([
        ['Phí quản lý', 560_000], // 70 m² × 8.000 ₫
        ['Phí gửi xe: Xe máy', 100_000],
        ['Tiền nước', 130_000], // 12 m³, 1 person: 4 × 6.700 + 8 × 12.900
        ['VAT 5% (Tiền nước)', 6_500],
      ]);
      expect(invoice).toMatchObject({
        status: 'draft',
        number: null,
        charges: 796_500,
        previousBalance: 0,
        amountDue: 796_500,
        flaggedLines: 0,
        dueDate: '2026-11-15',
      });
      // The unit without a meter: its water line is flagged at 0 ₫, never guessed.
      const flagged = await h.row('invoice', invoiceIdOf(periodId, empty.id));
      expect(flagged?.lines.find((line) => line.name === 'Tiền nước')).toMatchObject({
        amount: 0,
        flag: 'noReading',
      });
      expect(flagged?.flaggedLines).toBe(1);
      expect(await h.row('billingPeriod', periodId)).toMatchObject({ status: 'drafted' });

      // Run again: the same notice, not written again.
      await h.run('generateInvoices', { id: periodId });
      expect(await h.row('invoice', invoiceIdOf(periodId, unit.id))).toEqual(invoice);
    });

    it('leaves out a fee switched off for a unit, and puts it back when switched on', async () => {
      const { unit, complexId } = await home();
      const fee = newFeeType(complexId);
      await h.run('createFeeType', fee);
      const periodId = await period(complexId);
      await h.run('setFeeOptOut', { id: fee.id, apartmentId: unit.id, optedOut: true });
      await h.run('generateInvoices', { id: periodId });
      expect((await h.row('invoice', invoiceIdOf(periodId, unit.id)))?.lines).toEqual([]);
      await h.run('setFeeOptOut', { id: fee.id, apartmentId: unit.id, optedOut: false });
      await h.run('generateInvoices', { id: periodId });
      expect((await h.row('invoice', invoiceIdOf(periodId, unit.id)))?.charges).toBe(30_000);
    });
  });
}
