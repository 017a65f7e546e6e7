import { messages } from '@chungcu/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { newApartment, newResident } from './fixtures';
import { type RulesHarness, refusalOf } from './harness';

/** The apartment mutations' rules (mutations/src/apartments.ts), run on either side. */
export function apartmentRules(harness: () => RulesHarness) {
  describe('apartment mutations', () => {
    let h: RulesHarness;
    beforeEach(async () => {
      h = harness();
      await h.reset();
    });

    it('createApartment stores the unit, available unless told otherwise', async () => {
      const args = newApartment({ unitNumber: ' A2-403 ' });
      await h.run('createApartment', args);
      expect(await h.row('apartment', args.id)).toMatchObject({
        id: args.id,
        unitNumber: 'A2-403',
        status: 'available',
        monthlyRent: '1850.00',
        description: null,
        imageUrl: null,
        deletedAt: null,
      });
      const repairs = newApartment({ status: 'maintenance' });
      await h.run('createApartment', repairs);
      expect((await h.row('apartment', repairs.id))?.status).toBe('maintenance');
    });

    it('createApartment refuses a unit number taken by another unit, whatever its case', async () => {
      await h.run('createApartment', newApartment({ unitNumber: 'A2-403' }));
      for (const unitNumber of ['a2-403', 'A2-403', ' a2-403 ']) {
        const clash = newApartment({ unitNumber });
        expect(await refusalOf(h.run('createApartment', clash))).toEqual({
          code: 'conflict',
          message: messages.apartment.unitNumberTaken,
        });
        expect(await h.row('apartment', clash.id)).toBeNull();
      }
      // Another number is no clash.
      await h.run('createApartment', newApartment({ unitNumber: 'A2-404' }));
    });

    it('createApartment refuses an id that is taken', async () => {
      const first = newApartment();
      await h.run('createApartment', first);
      const again = newApartment({ id: first.id });
      expect(await refusalOf(h.run('createApartment', again))).toEqual({
        code: 'conflict',
        message: messages.common.idInvalid,
      });
      expect((await h.row('apartment', first.id))?.unitNumber).toBe(first.unitNumber);
    });

    it('createApartment is refused to a resident user', async () => {
      const args = newApartment();
      expect((await refusalOf(h.run('createApartment', args, 'resident'))).code).toBe('forbidden');
      expect(await h.row('apartment', args.id)).toBeNull();
    });

    it('updateApartment changes only the fields given, notes included', async () => {
      const unit = newApartment({ unitNumber: 'A2-1207', floor: 1, description: 'Góc' });
      await h.run('createApartment', unit);
      await h.run('updateApartment', {
        id: unit.id,
        floor: 12,
        monthlyRent: '1250000',
        notes: ' Chìa khóa ở quầy ',
      });
      expect(await h.row('apartment', unit.id)).toMatchObject({
        unitNumber: 'A2-1207',
        floor: 12,
        bedrooms: unit.bedrooms,
        monthlyRent: '1250000.00',
        description: 'Góc',
        notes: 'Chìa khóa ở quầy',
        status: 'available',
      });
      await h.run('updateApartment', { id: unit.id, notes: null, description: '' });
      expect(await h.row('apartment', unit.id)).toMatchObject({ notes: null, description: null });
    });

    it('updateApartment refuses the number of another unit, whatever its case, but keeps its own', async () => {
      const taken = newApartment({ unitNumber: 'B3-0905' });
      const unit = newApartment({ unitNumber: 'B3-0906' });
      await h.run('createApartment', taken);
      await h.run('createApartment', unit);
      expect(
        await refusalOf(
          h.run('updateApartment', { id: unit.id, unitNumber: ' b3-0905 ', floor: 2 }),
        ),
      ).toEqual({ code: 'conflict', message: messages.apartment.unitNumberTaken });
      expect(await h.row('apartment', unit.id)).toMatchObject({
        unitNumber: 'B3-0906',
        floor: unit.floor,
      });
      await h.run('updateApartment', { id: unit.id, unitNumber: 'b3-0906' });
      expect((await h.row('apartment', unit.id))?.unitNumber).toBe('b3-0906');
    });

    it('updateApartment lets staff set any status, with residents living there too', async () => {
      const unit = newApartment();
      const resident = newResident();
      await h.run('createApartment', unit);
      await h.run('createResident', resident);
      await h.run('createAssignment', {
        id: newResident().id,
        apartmentId: unit.id,
        residentId: resident.id,
      });
      expect((await h.row('apartment', unit.id))?.status).toBe('occupied');
      for (const status of ['maintenance', 'available', 'occupied'] as const) {
        await h.run('updateApartment', { id: unit.id, status });
        expect((await h.row('apartment', unit.id))?.status).toBe(status);
      }
    });

    it('updateApartment of an unknown unit is not_found; a resident user is refused', async () => {
      expect(
        await refusalOf(h.run('updateApartment', { id: newApartment().id, floor: 2 })),
      ).toEqual({ code: 'not_found', message: messages.apartment.notFound });
      const unit = newApartment();
      await h.run('createApartment', unit);
      const refusal = await refusalOf(
        h.run('updateApartment', { id: unit.id, floor: 9 }, 'resident'),
      );
      expect(refusal.code).toBe('forbidden');
      expect((await h.row('apartment', unit.id))?.floor).toBe(unit.floor);
    });
  });
}
