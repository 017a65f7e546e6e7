import { messages, uuidv7 } from '@chungcu/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { newApartment, newResident } from './fixtures';
import { type RulesHarness, refusalOf, rulesActors } from './harness';
import { newInquiry } from './inquiry-fixtures';

/**
 * What a resident reports ('Điện', …) and the template the office maps it to
 * (mutations/src/resident-category.ts, `createInquiry` and `updateTemplate`), on either side.
 */
export function residentCategoryRules(harness: () => RulesHarness) {
  describe('resident categories', () => {
    let h: RulesHarness;
    beforeEach(async () => {
      h = harness();
      await h.reset();
    });

    /** The resident user's own record living in a new unit; answers the unit's complex. */
    async function residentAtHome(): Promise<{ unitId: string; complexId: string }> {
      const own = newResident({ email: rulesActors.resident.email });
      const home = newApartment();
      await h.run('createResident', own);
      await h.run('createApartment', home);
      await h.run('createAssignment', { id: uuidv7(), apartmentId: home.id, residentId: own.id });
      const unit = await h.row('apartment', home.id);
      return { unitId: home.id, complexId: unit?.complexId as string };
    }

    /** A template of `complexId` (null: shared by the company) serving `serves`. */
    async function template(
      complexId: string | null,
      serves: string[],
      name = 'Sửa chữa điện',
    ): Promise<string> {
      const id = uuidv7();
      await h.run('createTemplate', {
        id,
        templateName: name,
        category: 'maintenance',
        complexId,
        residentCategories: serves as never,
      });
      return id;
    }

    it("a resident's report is made from the template its complex maps the category to, the complex's own before the shared one", async () => {
      const { unitId, complexId } = await residentAtHome();
      const shared = await template(null, ['electricity', 'water'], 'Điện nước chung');
      const own = await template(complexId, ['electricity'], 'Điện của chung cư');
      await template(complexId, ['noise'], 'Tiếng ồn');

      const light = newInquiry({
        title: 'Đèn hành lang tầng 5 không sáng',
        category: 'general',
        residentCategory: 'electricity',
        apartmentId: unitId,
      });
      await h.run('createInquiry', light, 'resident');
      // The template's category, whatever the call says; what the resident reported is kept.
      expect(await h.row('inquiry', light.id)).toMatchObject({
        templateId: own,
        category: 'maintenance',
        residentCategory: 'electricity',
        status: 'new',
      });

      // Water: the complex has none of its own, so the company's shared one.
      const tap = newInquiry({ residentCategory: 'water', apartmentId: unitId });
      await h.run('createInquiry', tap, 'resident');
      expect(await h.row('inquiry', tap.id)).toMatchObject({
        templateId: shared,
        residentCategory: 'water',
      });
    });

    it('a request that names no resident category keeps none', async () => {
      const { unitId } = await residentAtHome();
      await template(null, ['electricity']);
      const byResident = newInquiry({ category: 'general', apartmentId: unitId });
      await h.run('createInquiry', byResident, 'resident');
      expect(await h.row('inquiry', byResident.id)).toMatchObject({
        category: 'general',
        residentCategory: null,
      });
      const byStaff = newInquiry({ residentCategory: null });
      await h.run('createInquiry', byStaff);
      expect(await h.row('inquiry', byStaff.id)).toMatchObject({ residentCategory: null });
    });

    it('with no template mapped the request is still made, of the category the report means', async () => {
      const { unitId } = await residentAtHome();
      await template(null, ['water']);
      const lift = newInquiry({
        category: 'general',
        residentCategory: 'elevator',
        apartmentId: unitId,
      });
      await h.run('createInquiry', lift, 'resident');
      expect(await h.row('inquiry', lift.id)).toMatchObject({
        templateId: null,
        category: 'maintenance',
        residentCategory: 'elevator',
        dueDate: null,
      });
      const noise = newInquiry({ category: 'general', residentCategory: 'noise' });
      await h.run('createInquiry', noise, 'resident');
      expect(await h.row('inquiry', noise.id)).toMatchObject({
        templateId: null,
        category: 'complaint',
      });
    });

    it('a template picked by name wins over the category; a deleted or inactive template serves nothing', async () => {
      const { unitId, complexId } = await residentAtHome();
      const picked = await template(null, [], 'Chung');
      const gone = await template(complexId, ['cleaning']);
      await h.run('deleteTemplate', { id: gone });
      const named = newInquiry({ templateId: picked, residentCategory: 'cleaning' });
      await h.run('createInquiry', named);
      // The template named wins, and the request is still what the resident reported.
      expect(await h.row('inquiry', named.id)).toMatchObject({
        templateId: picked,
        residentCategory: 'cleaning',
      });

      const stairs = newInquiry({ residentCategory: 'cleaning', apartmentId: unitId });
      await h.run('createInquiry', stairs, 'resident');
      expect(await h.row('inquiry', stairs.id)).toMatchObject({ templateId: null });
    });

    it('updateTemplate maps a template to categories, each once; a resident may not', async () => {
      const id = await template(null, []);
      await h.run('updateTemplate', {
        id,
        residentCategories: ['water', 'electricity', 'water'],
      });
      expect(await h.row('workflowTemplate', id)).toMatchObject({
        residentCategories: ['electricity', 'water'],
      });
      const byResident = h.run('updateTemplate', { id, residentCategories: [] }, 'resident');
      expect((await refusalOf(byResident)).code).toBe('forbidden');
      const unknown = h.run('updateTemplate', { id, residentCategories: ['fire' as never] });
      expect(await refusalOf(unknown)).toMatchObject({
        code: 'validation',
        message: messages.inquiry.residentCategoryInvalid,
      });
    });
  });
}
