import { type MeterReadingView, messages, uuidv7 } from '@chungcu/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { newApartment } from './fixtures';
import { type RulesHarness, refusalOf, rulesActors } from './harness';
import { newMeter, newReading } from './meter-fixtures';

const m = messages.meter;

/** The meter mutations' rules (mutations/src/meters.ts), run on either side. */
export function meterRules(harness: () => RulesHarness) {
  describe('meter mutations', () => {
    let h: RulesHarness;
    beforeEach(async () => {
      h = harness();
      await h.reset();
    });

    /** A unit (with `status`) and one water meter on it. */
    async function unitWithMeter(status: 'available' | 'occupied' = 'available') {
      const unit = newApartment({ status });
      await h.run('createApartment', unit);
      const meter = newMeter(unit.id);
      await h.run('createMeter', meter);
      return { unit, meter };
    }

    /** Records readings in order and answers what each one answered. */
    async function readAll(meterId: string, values: [string, number][]) {
      const answers: MeterReadingView[] = [];
      for (const [period, value] of values) {
        answers.push(
          (await h.run(
            'createMeterReading',
            newReading(meterId, period, value),
          )) as MeterReadingView,
        );
      }
      return answers;
    }

    it('createMeter stores the meter with its serial cleaned and upper-cased', async () => {
      const unit = newApartment();
      await h.run('createApartment', unit);
      const meter = newMeter(unit.id, { kind: 'electricity', serial: ' dk-2291\u200b ' });
      await h.run('createMeter', meter);
      expect(await h.row('meter', meter.id)).toMatchObject({
        id: meter.id,
        apartmentId: unit.id,
        kind: 'electricity',
        serial: 'DK-2291',
        deletedAt: null,
      });
    });

    it('createMeter refuses a serial another meter has, whatever its case, and an unknown unit', async () => {
      const { unit } = await unitWithMeter();
      await h.run('createMeter', newMeter(unit.id, { serial: 'NU-77' }));
      const clash = newMeter(unit.id, { serial: 'nu-77', kind: 'electricity' });
      expect(await refusalOf(h.run('createMeter', clash))).toEqual({
        code: 'conflict',
        message: m.serialTaken,
      });
      expect(await h.row('meter', clash.id)).toBeNull();
      const orphan = newMeter(uuidv7());
      expect(await refusalOf(h.run('createMeter', orphan))).toEqual({
        code: 'not_found',
        message: m.apartmentNotFound,
      });
      expect(await h.row('meter', orphan.id)).toBeNull();
    });

    it('meter writes are refused to a resident user', async () => {
      const { unit, meter } = await unitWithMeter();
      const other = newMeter(unit.id);
      expect((await refusalOf(h.run('createMeter', other, 'resident'))).code).toBe('forbidden');
      const reading = newReading(meter.id, '2026-10', 100);
      expect((await refusalOf(h.run('createMeterReading', reading, 'resident'))).code).toBe(
        'forbidden',
      );
      expect(await h.row('meter', other.id)).toBeNull();
      expect(await h.row('meterReading', reading.id)).toBeNull();
    });

    it('createMeterReading stores the index read by the caller and answers its consumption', async () => {
      const { meter } = await unitWithMeter();
      const [first, second] = await readAll(meter.id, [
        ['2026-09', 1200.5],
        ['2026-10', 1215.25],
      ]);
      expect(first).toMatchObject({
        period: '2026-09',
        value: 1200.5,
        consumption: null,
        unusual: false,
      });
      expect(second).toMatchObject({ consumption: 14.75, unusual: false });
      expect(await h.row('meterReading', second?.id ?? '')).toMatchObject({
        meterId: meter.id,
        period: '2026-10',
        value: 1215.25,
        readAt: '2026-10-25T02:00:00.000Z',
        readBy: rulesActors.admin.userId,
      });
    });

    it("refuses an index below the previous period's with the exact message, storing nothing", async () => {
      const { meter } = await unitWithMeter();
      await readAll(meter.id, [['2026-09', 500]]);
      const lower = newReading(meter.id, '2026-10', 499.999);
      expect(await refusalOf(h.run('createMeterReading', lower))).toEqual({
        code: 'validation',
        message: 'Chỉ số mới nhỏ hơn chỉ số kỳ trước',
      });
      expect(await h.row('meterReading', lower.id)).toBeNull();
      // The same index again is no consumption, not a refusal.
      await h.run('createMeterReading', newReading(meter.id, '2026-10', 500));
    });

    it('a month read late must fit between the months around it', async () => {
      const { meter } = await unitWithMeter();
      await readAll(meter.id, [
        ['2026-08', 100],
        ['2026-10', 140],
      ]);
      const tooHigh = newReading(meter.id, '2026-09', 141);
      expect(await refusalOf(h.run('createMeterReading', tooHigh))).toEqual({
        code: 'validation',
        message: m.aboveNext,
      });
      const fits = (await h.run(
        'createMeterReading',
        newReading(meter.id, '2026-09', 120),
      )) as MeterReadingView;
      expect(fits.consumption).toBe(20);
    });

    it('one reading per meter and month: another is a conflict (correct it instead)', async () => {
      const { meter } = await unitWithMeter();
      await readAll(meter.id, [['2026-10', 10]]);
      const again = newReading(meter.id, '2026-10', 12);
      expect(await refusalOf(h.run('createMeterReading', again))).toEqual({
        code: 'conflict',
        message: m.periodTaken,
      });
      expect(await h.row('meterReading', again.id)).toBeNull();
    });

    it('a reading of an unknown meter is not_found', async () => {
      const reading = newReading(uuidv7(), '2026-10', 10);
      expect(await refusalOf(h.run('createMeterReading', reading))).toEqual({
        code: 'not_found',
        message: m.notFound,
      });
    });

    it('flags a consumption over twice the average of the three periods before', async () => {
      const { meter } = await unitWithMeter();
      const answers = await readAll(meter.id, [
        ['2026-05', 1000],
        ['2026-06', 1010],
        ['2026-07', 1022],
        ['2026-08', 1036],
        ['2026-09', 1060],
        ['2026-10', 1086],
      ]);
      // Average of 10, 12, 14 is 12: 24 is not over twice it.
      expect(answers[4]).toMatchObject({ consumption: 24, unusual: false });
      // Average of 12, 14, 24 is 16.667: 26 is not over twice it either; 40 would be.
      expect(answers[5]).toMatchObject({ consumption: 26, unusual: false });
      const spike = (await h.run(
        'createMeterReading',
        newReading(meter.id, '2026-11', 1086 + 41),
      )) as MeterReadingView;
      // Average of 14, 24, 26 is 21.333: 41 is below 42.667; the rule needs more than twice.
      expect(spike.unusual).toBe(false);
      const leak = (await h.run(
        'createMeterReading',
        newReading(meter.id, '2026-12', 1127 + 63),
      )) as MeterReadingView;
      // Average of 24, 26, 41 is 30.333: 63 is over 60.667.
      expect(leak).toMatchObject({ consumption: 63, unusual: true });
    });

    it('nothing used is unusual in an occupied unit only', async () => {
      const lived = await unitWithMeter('occupied');
      const [, still] = await readAll(lived.meter.id, [
        ['2026-09', 300],
        ['2026-10', 300],
      ]);
      expect(still).toMatchObject({ consumption: 0, unusual: true });
      const empty = await unitWithMeter('available');
      const [, quiet] = await readAll(empty.meter.id, [
        ['2026-09', 300],
        ['2026-10', 300],
      ]);
      expect(quiet).toMatchObject({ consumption: 0, unusual: false });
    });

    it('updateMeterReading corrects an index, still between the months around it', async () => {
      const { meter } = await unitWithMeter();
      const [, middle] = await readAll(meter.id, [
        ['2026-08', 100],
        ['2026-09', 110],
        ['2026-10', 130],
      ]);
      const id = middle?.id ?? '';
      expect(await refusalOf(h.run('updateMeterReading', { id, value: 99 }))).toEqual({
        code: 'validation',
        message: 'Chỉ số mới nhỏ hơn chỉ số kỳ trước',
      });
      expect(await refusalOf(h.run('updateMeterReading', { id, value: 131 }))).toEqual({
        code: 'validation',
        message: m.aboveNext,
      });
      expect((await h.row('meterReading', id))?.value).toBe(110);
      const corrected = (await h.run('updateMeterReading', { id, value: 115 })) as MeterReadingView;
      expect(corrected).toMatchObject({ value: 115, consumption: 15 });
      expect((await h.row('meterReading', id))?.value).toBe(115);
    });

    it('updateMeterReading of an unknown reading is not_found; a resident user is refused', async () => {
      expect(await refusalOf(h.run('updateMeterReading', { id: uuidv7(), value: 1 }))).toEqual({
        code: 'not_found',
        message: m.readingNotFound,
      });
      const { meter } = await unitWithMeter();
      const [reading] = await readAll(meter.id, [['2026-10', 10]]);
      const refusal = await refusalOf(
        h.run('updateMeterReading', { id: reading?.id ?? '', value: 11 }, 'resident'),
      );
      expect(refusal.code).toBe('forbidden');
    });

    it("a meter photo is an attachment owned by the reading; an unknown reading's is refused", async () => {
      const { meter } = await unitWithMeter();
      const [reading] = await readAll(meter.id, [['2026-10', 10]]);
      const file = {
        id: uuidv7(),
        ownerEntity: 'meterReading',
        ownerId: reading?.id ?? '',
        purpose: 'photo',
        fileName: 'dong-ho.jpg',
        mimeType: 'image/jpeg',
        byteSize: 2048,
        sha256: 'b'.repeat(64),
      } as const;
      await h.run('createAttachment', file);
      expect(await h.row('attachment', file.id)).toMatchObject({
        ownerEntity: 'meterReading',
        ownerId: reading?.id,
      });
      const stray = { ...file, id: uuidv7(), ownerId: uuidv7() };
      expect(await refusalOf(h.run('createAttachment', stray))).toEqual({
        code: 'not_found',
        message: messages.attachment.ownerNotFound,
      });
      expect(
        (await refusalOf(h.run('createAttachment', { ...file, id: uuidv7() }, 'resident'))).code,
      ).toBe('forbidden');
    });
  });
}
