import { messages } from '@chungcu/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { type RulesHarness, refusalOf } from './harness';
import { freshIds, newInquiry, templateWithSteps } from './inquiry-fixtures';

interface InitAnswer {
  created: boolean;
  progressSteps: { id: string }[];
}

/** The progress mutations' rules (mutations/src/progress.ts), run on either side. */
export function progressRules(harness: () => RulesHarness) {
  describe('progress mutations', () => {
    let h: RulesHarness;
    beforeEach(async () => {
      h = harness();
      await h.reset();
    });

    /** An inquiry made from a three-step template, and its progress created under `stepIds`. */
    async function withProgress() {
      const { templateId } = await templateWithSteps(h, [
        { stepName: 'Tiếp nhận', defaultAssigneeName: 'Lễ tân' },
        { stepName: 'Kiểm tra', estimatedDuration: 4 },
        { stepName: 'Sửa chữa', isRequired: false },
      ]);
      const inquiry = newInquiry({ templateId });
      await h.run('createInquiry', inquiry);
      const stepIds = freshIds(3);
      const answer = (await h.run('initProgress', { id: inquiry.id, stepIds })) as InitAnswer;
      return { templateId, inquiryId: inquiry.id, stepIds, answer };
    }

    const stepsOf = (ids: string[]) => Promise.all(ids.map((id) => h.row('inquiryProgress', id)));

    it('initProgress creates steps 1..n under the given ids, the first pending and the rest waiting', async () => {
      const { inquiryId, stepIds, answer } = await withProgress();
      expect(answer.created).toBe(true);
      expect(answer.progressSteps.map((s) => s.id)).toEqual(stepIds);
      const steps = await stepsOf(stepIds);
      expect(steps.map((s) => [s?.stepOrder, s?.status, s?.inquiryId])).toEqual([
        [1, 'pending', inquiryId],
        [2, 'waiting', inquiryId],
        [3, 'waiting', inquiryId],
      ]);
      expect(steps[0]).toMatchObject({ stepTitle: 'Tiếp nhận', assignee: 'Lễ tân', notes: null });
      expect(steps[1]).toMatchObject({ stepTitle: 'Kiểm tra', estimatedDuration: 4 });
      expect(steps[2]).toMatchObject({ isRequired: false, startedAt: null, completedAt: null });
    });

    it('initProgress with a template gives it to an inquiry that had none', async () => {
      const { templateId } = await templateWithSteps(h, [{}, {}]);
      const inquiry = newInquiry();
      await h.run('createInquiry', inquiry);
      const stepIds = freshIds(2);
      await h.run('initProgress', { id: inquiry.id, templateId, stepIds });
      expect((await h.row('inquiry', inquiry.id))?.templateId).toBe(templateId);
      expect((await stepsOf(stepIds)).map((s) => s?.status)).toEqual(['pending', 'waiting']);
    });

    it('a second initProgress creates nothing and answers the existing steps', async () => {
      const { inquiryId, stepIds } = await withProgress();
      const others = freshIds(3);
      const again = (await h.run('initProgress', { id: inquiryId, stepIds: others })) as InitAnswer;
      expect(again.created).toBe(false);
      expect(again.progressSteps.map((s) => s.id)).toEqual(stepIds);
      expect(await stepsOf(others)).toEqual([null, null, null]);
    });

    it('initProgress without a template is refused (noTemplate); an unknown one is not_found', async () => {
      const inquiry = newInquiry();
      await h.run('createInquiry', inquiry);
      expect(await refusalOf(h.run('initProgress', { id: inquiry.id }))).toEqual({
        code: 'validation',
        message: messages.inquiry.noTemplate,
      });
      const unknown = freshIds(1)[0] as string;
      expect(
        await refusalOf(h.run('initProgress', { id: inquiry.id, templateId: unknown })),
      ).toEqual({ code: 'not_found', message: messages.inquiry.templateNotFound });
      expect(await refusalOf(h.run('initProgress', { id: unknown }))).toEqual({
        code: 'not_found',
        message: messages.inquiry.notFound,
      });
    });

    it("starting a step stamps startedAt once and moves a 'new' inquiry to in_progress", async () => {
      const { inquiryId, stepIds } = await withProgress();
      const [first] = stepIds as [string];
      await h.run('updateStep', { inquiryId, id: first, status: 'in_progress', notes: 'Đã gọi' });
      const started = await h.row('inquiryProgress', first);
      expect(started).toMatchObject({ status: 'in_progress', notes: 'Đã gọi', completedAt: null });
      expect(Date.parse(started?.startedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
      expect((await h.row('inquiry', inquiryId))?.status).toBe('in_progress');

      // Paused and started again, the step keeps the first start.
      await h.run('updateStep', { inquiryId, id: first, status: 'pending' });
      await h.run('updateStep', { inquiryId, id: first, status: 'in_progress' });
      expect((await h.row('inquiryProgress', first))?.startedAt).toBe(started?.startedAt);
    });

    it('completing a step stamps completedAt and makes the next waiting step pending', async () => {
      const { inquiryId, stepIds } = await withProgress();
      const [first, second, third] = stepIds as [string, string, string];
      await h.run('updateInquiry', { id: inquiryId, status: 'pending' });
      await h.run('updateStep', { inquiryId, id: first, status: 'completed' });
      const done = await h.row('inquiryProgress', first);
      expect(Date.parse(done?.completedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
      expect((await stepsOf(stepIds)).map((s) => s?.status)).toEqual([
        'completed',
        'pending',
        'waiting',
      ]);
      // Only starting a step of a 'new' inquiry moves the inquiry.
      expect((await h.row('inquiry', inquiryId))?.status).toBe('pending');

      // A next step already under way is left alone; reopening clears completedAt.
      await h.run('updateStep', { inquiryId, id: third, status: 'in_progress' });
      await h.run('updateStep', { inquiryId, id: second, status: 'completed' });
      expect((await h.row('inquiryProgress', third))?.status).toBe('in_progress');
      await h.run('updateStep', { inquiryId, id: first, status: 'in_progress' });
      expect((await h.row('inquiryProgress', first))?.completedAt).toBeNull();
    });

    it('a step of another inquiry is not_found', async () => {
      const { templateId, stepIds } = await withProgress();
      const other = newInquiry({ templateId });
      await h.run('createInquiry', other);
      const step = stepIds[0] as string;
      for (const args of [
        { inquiryId: other.id, id: step },
        { inquiryId: other.id, id: freshIds(1)[0] as string },
      ]) {
        expect(await refusalOf(h.run('updateStep', { ...args, status: 'completed' }))).toEqual({
          code: 'not_found',
          message: messages.progress.stepNotFound,
        });
      }
      expect((await h.row('inquiryProgress', step))?.status).toBe('pending');
    });

    it('progress mutations are refused to a resident user', async () => {
      const { inquiryId, stepIds } = await withProgress();
      const start = { inquiryId, id: stepIds[0] as string, status: 'in_progress' as const };
      expect((await refusalOf(h.run('updateStep', start, 'resident'))).code).toBe('forbidden');
      expect((await refusalOf(h.run('initProgress', { id: inquiryId }, 'resident'))).code).toBe(
        'forbidden',
      );
    });
  });
}
