import { messages } from '@chungcu/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { newApartment, newResident } from './fixtures';
import { type RulesHarness, refusalOf } from './harness';

/** The resident mutations' rules (mutations/src/residents.ts), run on either side. */
export function residentRules(harness: () => RulesHarness) {
  describe('resident mutations', () => {
    let h: RulesHarness;
    beforeEach(async () => {
      h = harness();
      await h.reset();
    });

    it('createResident stores the resident with its move-in date defaulting to the time of the change', async () => {
      const args = newResident({ firstName: ' An ', email: 'An.Nguyen@ChungCu.vn' });
      await h.run('createResident', args);
      const row = await h.row('resident', args.id);
      expect(row).toMatchObject({
        id: args.id,
        firstName: 'An',
        email: 'an.nguyen@chungcu.vn',
        gender: 'male',
        status: 'active',
        occupation: null,
        deletedAt: null,
      });
      expect(Date.parse(row?.moveInDate ?? '')).toBeGreaterThan(Date.now() - 60_000);
    });

    it('createResident refuses an ID card or email another resident has', async () => {
      const first = newResident();
      await h.run('createResident', first);
      expect(
        await refusalOf(h.run('createResident', newResident({ idCardNumber: first.idCardNumber }))),
      ).toEqual({
        code: 'conflict',
        message: messages.resident.idCardTaken,
      });
      expect(await refusalOf(h.run('createResident', newResident({ email: first.email })))).toEqual(
        {
          code: 'conflict',
          message: messages.resident.emailTaken,
        },
      );
    });

    it('createResident is refused to a resident user', async () => {
      expect((await refusalOf(h.run('createResident', newResident(), 'resident'))).code).toBe(
        'forbidden',
      );
    });

    it('updateResident changes only the fields given and refuses an email another resident has', async () => {
      const a = newResident({ occupation: 'Kỹ sư' });
      const b = newResident();
      await h.run('createResident', a);
      await h.run('createResident', b);
      await h.run('updateResident', { id: a.id, phone: '+84912345678' });
      expect(await h.row('resident', a.id)).toMatchObject({
        phone: '+84912345678',
        occupation: 'Kỹ sư',
      });
      expect(await refusalOf(h.run('updateResident', { id: a.id, email: b.email }))).toEqual({
        code: 'conflict',
        message: messages.resident.emailTaken,
      });
      // Its own email again is no clash.
      await h.run('updateResident', { id: a.id, email: a.email });
    });

    it('updateResident of an unknown resident is not_found', async () => {
      expect(
        await refusalOf(h.run('updateResident', { id: newResident().id, phone: '+84912345678' })),
      ).toEqual({
        code: 'not_found',
        message: messages.resident.notFound,
      });
    });

    it('deleteResident ends their current assignments and frees the unit', async () => {
      const resident = newResident();
      const unit = newApartment();
      await h.run('createResident', resident);
      await h.run('createApartment', unit);
      const assignmentId = newResident().id;
      await h.run('createAssignment', {
        id: assignmentId,
        apartmentId: unit.id,
        residentId: resident.id,
      });
      expect((await h.row('apartment', unit.id))?.status).toBe('occupied');

      await h.run('deleteResident', { id: resident.id });
      expect(await h.row('resident', resident.id)).toBeNull();
      expect((await h.row('assignment', assignmentId))?.moveOutDate).not.toBeNull();
      expect((await h.row('apartment', unit.id))?.status).toBe('available');
    });
  });
}
