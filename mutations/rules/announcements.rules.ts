import {
  type AnnouncementAudience,
  type MutationArgsInput,
  messages,
  uuidv7,
} from '@chungcu/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { newApartment, newResident } from './fixtures';
import { type RulesHarness, refusalOf, rulesActors } from './harness';

const m = messages.announcement;
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

/** A valid new announcement for the whole complex worked in; `fields` override. */
export function newAnnouncement(
  fields: Partial<MutationArgsInput<'createAnnouncement'>> = {},
): MutationArgsInput<'createAnnouncement'> {
  return {
    id: uuidv7(),
    title: 'Bảo trì thang máy số 2',
    body: 'Thang máy số 2 tạm dừng từ 9h đến 12h thứ Bảy.',
    category: 'elevator_maintenance',
    ...fields,
  };
}

/** The announcement mutations' rules (mutations/src/announcements.ts), run on either side. */
export function announcementRules(harness: () => RulesHarness) {
  describe('announcement mutations', () => {
    let h: RulesHarness;
    beforeEach(async () => {
      h = harness();
      await h.reset();
    });

    /** The resident user's record living in a unit: whom an announcement to that unit reaches. */
    async function residentAtHome() {
      const own = newResident({ email: rulesActors.resident.email });
      const home = newApartment();
      await h.run('createResident', own);
      await h.run('createApartment', home);
      await h.run('createAssignment', { id: uuidv7(), apartmentId: home.id, residentId: own.id });
      return { own, home };
    }

    it('createAnnouncement stores it, by its author; the server sends one due now, the device waits for it', async () => {
      const args = newAnnouncement();
      await h.run('createAnnouncement', args);
      expect(await h.row('announcement', args.id)).toMatchObject({
        title: args.title,
        category: 'elevator_maintenance',
        audience: { kind: 'complex' },
        urgent: false,
        publishAt: null,
        correctsId: null,
        createdBy: rulesActors.admin.userId,
        // Recipients are fixed by the server only (who lives in the units then).
        status: h.location === 'server' ? 'sent' : 'scheduled',
      });
    });

    it('an urgent one needs an end, later than now and than its time; residents write none', async () => {
      expect(
        await refusalOf(h.run('createAnnouncement', newAnnouncement({ urgent: true }))),
      ).toEqual({ code: 'validation', message: m.endsAtRequired });
      const past = new Date(Date.now() - 60_000).toISOString();
      expect(
        await refusalOf(
          h.run('createAnnouncement', newAnnouncement({ urgent: true, endsAt: past })),
        ),
      ).toEqual({ code: 'validation', message: m.endsInPast });
      const args = newAnnouncement({ urgent: true, endsAt: inAnHour() });
      await h.run('createAnnouncement', args);
      expect(await h.row('announcement', args.id)).toMatchObject({ urgent: true });
      expect(
        await refusalOf(h.run('createAnnouncement', newAnnouncement(), 'resident')),
      ).toMatchObject({ code: 'forbidden' });
    });

    it('an audience names only blocks and units of its complex', async () => {
      const unit = newApartment();
      await h.run('createApartment', unit);
      const toUnit = newAnnouncement({
        publishAt: inAnHour(),
        audience: { kind: 'units', apartmentIds: [unit.id] },
      });
      await h.run('createAnnouncement', toUnit);
      expect(await h.row('announcement', toUnit.id)).toMatchObject({ status: 'scheduled' });
      const elsewhere: AnnouncementAudience[] = [
        { kind: 'units', apartmentIds: [uuidv7()] },
        { kind: 'blocks', blockIds: [uuidv7()] },
        { kind: 'floors', floors: [{ blockId: uuidv7(), floor: 2 }] },
      ];
      for (const audience of elsewhere) {
        const args = newAnnouncement({ audience });
        expect(await refusalOf(h.run('createAnnouncement', args))).toEqual({
          code: 'not_found',
          message: m.audienceNotFound,
        });
        expect(await h.row('announcement', args.id)).toBeNull();
      }
    });

    it('cancelAnnouncement cancels a scheduled one, once', async () => {
      const args = newAnnouncement({ publishAt: inAnHour() });
      await h.run('createAnnouncement', args);
      await h.run('cancelAnnouncement', { id: args.id });
      expect(await h.row('announcement', args.id)).toMatchObject({ status: 'cancelled' });
      expect(await refusalOf(h.run('cancelAnnouncement', { id: args.id }))).toEqual({
        code: 'conflict',
        message: m.alreadyCancelled,
      });
      expect(await refusalOf(h.run('cancelAnnouncement', { id: uuidv7() }))).toEqual({
        code: 'not_found',
        message: m.notFound,
      });
    });

    it("markAnnouncementRead: staff are refused; a resident reads one sent to them (recipients are the server's)", async () => {
      const { home } = await residentAtHome();
      const args = newAnnouncement({ audience: { kind: 'units', apartmentIds: [home.id] } });
      await h.run('createAnnouncement', args);
      expect(await refusalOf(h.run('markAnnouncementRead', { id: args.id }))).toEqual({
        code: 'forbidden',
        message: m.recipientOnly,
      });
      const unknown = h.run('markAnnouncementRead', { id: uuidv7() }, 'resident');
      expect(await refusalOf(unknown)).toEqual({ code: 'not_found', message: m.notFound });
      const read = h.run('markAnnouncementRead', { id: args.id }, 'resident');
      if (h.location === 'client') {
        // The device holds no recipient rows until the server's arrive with the pull.
        expect(await refusalOf(read)).toEqual({ code: 'not_found', message: m.notFound });
      } else {
        expect(await read).toMatchObject({ id: args.id });
      }
    });
  });
}
