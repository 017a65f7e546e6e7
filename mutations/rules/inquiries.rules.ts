import { messages, uuidv7 } from '@chungcu/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { newApartment, newResident } from './fixtures';
import { type RulesHarness, refusalOf, rulesActors } from './harness';
import { newInquiry, templateWithSteps } from './inquiry-fixtures';

const HOUR_MS = 60 * 60 * 1000;
const m = messages.inquiry;

/** The inquiry mutations' rules (mutations/src/inquiries.ts), run on either side. */
export function inquiryRules(harness: () => RulesHarness) {
  describe('inquiry mutations', () => {
    let h: RulesHarness;
    beforeEach(async () => {
      h = harness();
      await h.reset();
    });

    /**
     * The resident user's own resident record living in a unit, made by the admin first (the
     * device runs a resident's mutation over the same mirror, so the rows must be there).
     */
    async function residentAtHome() {
      const own = newResident({ email: rulesActors.resident.email });
      const home = newApartment();
      await h.run('createResident', own);
      await h.run('createApartment', home);
      await h.run('createAssignment', {
        id: newResident().id,
        apartmentId: home.id,
        residentId: own.id,
      });
      return { own, home };
    }

    it('createInquiry by staff stores the links and status given, created by the caller', async () => {
      const resident = newResident();
      const unit = newApartment();
      await h.run('createResident', resident);
      await h.run('createApartment', unit);
      const args = newInquiry({ residentId: resident.id, apartmentId: unit.id, status: 'pending' });
      await h.run('createInquiry', args);
      expect(await h.row('inquiry', args.id)).toMatchObject({
        id: args.id,
        title: args.title,
        status: 'pending',
        residentId: resident.id,
        apartmentId: unit.id,
        templateId: null,
        dueDate: null,
        attachments: [],
        response: null,
        responseDate: null,
        createdBy: rulesActors.admin.userId,
      });
    });

    it('a request made from a template is of the template’s category, whatever the call says', async () => {
      const { templateId } = await templateWithSteps(h, [{}]);
      const direct = newInquiry({ templateId, category: 'general' });
      await h.run('createInquiry', direct);
      expect(await h.row('inquiry', direct.id)).toMatchObject({ category: 'maintenance' });

      // A template naming a workflow category takes the request category that category means.
      const categoryId = uuidv7();
      await h.run('createCategory', { id: categoryId, name: 'Đỗ xe' });
      const cleaning = uuidv7();
      await h.run('createTemplate', {
        id: cleaning,
        templateName: 'Xe đỗ sai chỗ',
        category: categoryId,
      });
      const named = newInquiry({ templateId: cleaning, category: 'security' });
      await h.run('createInquiry', named);
      expect(await h.row('inquiry', named.id)).toMatchObject({ category: 'parking' });

      // Without a template the call's category stands.
      const plain = newInquiry({ category: 'security' });
      await h.run('createInquiry', plain);
      expect(await h.row('inquiry', plain.id)).toMatchObject({ category: 'security' });
    });

    it("a resident user's request is forced to their own resident record and status 'new'", async () => {
      const { own, home } = await residentAtHome();
      const someoneElse = newResident();
      await h.run('createResident', someoneElse);
      const args = newInquiry({
        residentId: someoneElse.id,
        apartmentId: home.id,
        status: 'completed',
      });
      await h.run('createInquiry', args, 'resident');
      expect(await h.row('inquiry', args.id)).toMatchObject({
        residentId: own.id,
        apartmentId: home.id,
        status: 'new',
        createdBy: rulesActors.resident.userId,
      });
    });

    it('a resident user cannot file about a unit they do not live in', async () => {
      await residentAtHome();
      const elsewhere = newApartment();
      await h.run('createApartment', elsewhere);
      const args = newInquiry({ apartmentId: elsewhere.id });
      expect(await refusalOf(h.run('createInquiry', args, 'resident'))).toEqual({
        code: 'not_found',
        message: m.apartmentNotFound,
      });
      expect(await h.row('inquiry', args.id)).toBeNull();
    });

    it("the due date is the time of the change plus the template steps' estimated hours", async () => {
      const { templateId } = await templateWithSteps(h, [
        { estimatedDuration: 2 },
        { estimatedDuration: null },
        { estimatedDuration: 22 },
      ]);
      const before = Date.now();
      const args = newInquiry({ templateId });
      await h.run('createInquiry', args);
      const due = Date.parse((await h.row('inquiry', args.id))?.dueDate ?? '');
      expect(due).toBeGreaterThanOrEqual(before + 24 * HOUR_MS - 60_000);
      expect(due).toBeLessThanOrEqual(Date.now() + 24 * HOUR_MS + 60_000);

      // A due date given wins; a template without estimates gives none.
      const given = newInquiry({ templateId, dueDate: '2030-01-15' });
      await h.run('createInquiry', given);
      expect((await h.row('inquiry', given.id))?.dueDate).toBe('2030-01-15T00:00:00.000Z');
      const plain = await templateWithSteps(h, [{}]);
      const none = newInquiry({ templateId: plain.templateId });
      await h.run('createInquiry', none);
      expect((await h.row('inquiry', none.id))?.dueDate).toBeNull();
    });

    it('createInquiry naming an unknown resident or template is not_found', async () => {
      const unknown = newResident().id;
      expect(await refusalOf(h.run('createInquiry', newInquiry({ residentId: unknown })))).toEqual({
        code: 'not_found',
        message: m.residentNotFound,
      });
      expect(await refusalOf(h.run('createInquiry', newInquiry({ templateId: unknown })))).toEqual({
        code: 'not_found',
        message: m.templateNotFound,
      });
    });

    it('updateInquiry: a new response stamps responseDate, the same one keeps it, none clears it', async () => {
      const args = newInquiry();
      await h.run('createInquiry', args);
      await h.run('updateInquiry', { id: args.id, status: 'in_progress', assignedTo: 'Hùng' });
      expect(await h.row('inquiry', args.id)).toMatchObject({
        status: 'in_progress',
        assignedTo: 'Hùng',
        responseDate: null,
      });

      await h.run('updateInquiry', { id: args.id, response: 'Thợ sẽ đến lúc 9 giờ' });
      const answered = await h.row('inquiry', args.id);
      expect(answered?.response).toBe('Thợ sẽ đến lúc 9 giờ');
      expect(Date.parse(answered?.responseDate ?? '')).toBeGreaterThan(Date.now() - 60_000);

      await h.run('updateInquiry', { id: args.id, response: 'Thợ sẽ đến lúc 9 giờ' });
      expect((await h.row('inquiry', args.id))?.responseDate).toBe(answered?.responseDate);

      await h.run('updateInquiry', { id: args.id, response: null });
      expect(await h.row('inquiry', args.id)).toMatchObject({ response: null, responseDate: null });
    });

    it('updateInquiry of an unknown inquiry is not_found, and refused to a resident user', async () => {
      expect(
        await refusalOf(h.run('updateInquiry', { id: newResident().id, status: 'completed' })),
      ).toEqual({ code: 'not_found', message: m.notFound });
      const args = newInquiry();
      await h.run('createInquiry', args);
      const refusal = await refusalOf(
        h.run('updateInquiry', { id: args.id, status: 'completed' }, 'resident'),
      );
      expect(refusal.code).toBe('forbidden');
    });
  });
}
