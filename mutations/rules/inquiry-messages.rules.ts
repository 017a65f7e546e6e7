import { messages, uuidv7 } from '@chungcu/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { newApartment, newResident } from './fixtures';
import { type RulesHarness, refusalOf, rulesActors } from './harness';
import { newInquiry } from './inquiry-fixtures';

/** A request's conversation (mutations/src/inquiry-messages.ts), run on either side. */
export function inquiryMessageRules(harness: () => RulesHarness) {
  describe('a request’s conversation', () => {
    let h: RulesHarness;
    beforeEach(async () => {
      h = harness();
      await h.reset();
    });

    /** A request of the demo resident user's own record, about the unit they live in. */
    async function residentsRequest() {
      const own = newResident({ email: rulesActors.resident.email });
      const home = newApartment();
      await h.run('createResident', own);
      await h.run('createApartment', home);
      await h.run('createAssignment', { id: uuidv7(), apartmentId: home.id, residentId: own.id });
      const request = newInquiry({ residentId: own.id, apartmentId: home.id });
      await h.run('createInquiry', request);
      return request;
    }

    const message = (inquiryId: string, fields: Record<string, unknown> = {}) => ({
      id: uuidv7(),
      inquiryId,
      body: 'Thứ Bảy thợ có lên được không ạ?',
      ...fields,
    });

    it('the resident and the office write on the request, each message marked with its side', async () => {
      const request = await residentsRequest();
      const asked = message(request.id);
      await h.run('postInquiryMessage', asked, 'resident');
      const answered = message(request.id, { body: 'Sáng thứ Bảy 9:00 thợ sẽ lên.' });
      await h.run('postInquiryMessage', answered);
      const stored = await h.row('inquiry', request.id);
      expect(await h.row('inquiryMessage', asked.id)).toMatchObject({
        inquiryId: request.id,
        complexId: stored?.complexId,
        authorId: rulesActors.resident.userId,
        fromStaff: false,
        internal: false,
        body: asked.body,
      });
      expect(await h.row('inquiryMessage', answered.id)).toMatchObject({
        authorId: rulesActors.admin.userId,
        fromStaff: true,
        internal: false,
      });
    });

    it('the office answers the request by its first reply the resident sees: not by the resident’s message, nor an internal note', async () => {
      const request = await residentsRequest();
      await h.run('postInquiryMessage', message(request.id), 'resident');
      await h.run('postInquiryMessage', message(request.id, { body: 'Gọi thợ', internal: true }));
      expect((await h.row('inquiry', request.id))?.respondedAt).toBeNull();
      await h.run('postInquiryMessage', message(request.id, { body: 'Chiều nay thợ lên ạ.' }));
      const answered = (await h.row('inquiry', request.id))?.respondedAt;
      expect(answered).not.toBeNull();
      // Still 'new': a reply answers it without moving it; a later reply keeps the first time.
      expect((await h.row('inquiry', request.id))?.status).toBe('new');
      await h.run('postInquiryMessage', message(request.id, { body: 'Thợ đang lên.' }));
      expect((await h.row('inquiry', request.id))?.respondedAt).toBe(answered);
    });

    it('only the office writes an internal note; nobody writes on a request they cannot see, nor an empty message', async () => {
      const request = await residentsRequest();
      const note = message(request.id, {
        internal: true,
        body: 'Gọi thợ ngoài, báo giá 450.000 ₫',
      });
      await h.run('postInquiryMessage', note);
      expect((await h.row('inquiryMessage', note.id))?.internal).toBe(true);

      const fromResident = message(request.id, { internal: true });
      expect(await refusalOf(h.run('postInquiryMessage', fromResident, 'resident'))).toEqual({
        code: 'forbidden',
        message: messages.inquiryMessage.internalStaffOnly,
      });
      // Another resident's request, and one that exists nowhere, do not exist for this one (a
      // resident's device never holds another's request: the server's access module decides).
      const other = newInquiry({ residentId: null });
      await h.run('createInquiry', other);
      for (const inquiryId of h.location === 'server' ? [other.id, uuidv7()] : [uuidv7()]) {
        expect(
          await refusalOf(h.run('postInquiryMessage', message(inquiryId), 'resident')),
        ).toEqual({ code: 'not_found', message: messages.inquiry.notFound });
      }
      expect(
        await refusalOf(h.run('postInquiryMessage', message(request.id, { body: '  ' }))),
      ).toEqual({ code: 'validation', message: messages.inquiryMessage.bodyRequired });
      expect(await h.row('inquiryMessage', fromResident.id)).toBeNull();
    });
  });
}
