import { messages } from '@chungcu/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { newApartment } from './fixtures';
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
  });
}
