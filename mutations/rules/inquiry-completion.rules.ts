import { messages } from '@chungcu/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { type RulesHarness, refusalOf } from './harness';
import { freshIds, newInquiry, templateWithSteps } from './inquiry-fixtures';

/**
 * A request's status and its steps agree (mutations/src/inquiries.ts, progress.ts): 'overdue' is
 * never set by anyone, a request is completed only with no step open (its open steps completed
 * or skipped with a reason in the same write), and a completed request's steps stay as they are.
 */
export function inquiryCompletionRules(harness: () => RulesHarness) {
  describe('a request completed with its steps', () => {
    let h: RulesHarness;
    beforeEach(async () => {
      h = harness();
      await h.reset();
    });

    /** A request with three steps: the first completed, the second started, the third waiting. */
    async function underWay() {
      const { templateId } = await templateWithSteps(h, [{}, {}, { isRequired: false }]);
      const request = newInquiry({ templateId });
      await h.run('createInquiry', request);
      const stepIds = freshIds(3);
      await h.run('initProgress', { id: request.id, stepIds });
      const [first, second] = stepIds as [string, string, string];
      await h.run('updateStep', { id: first, inquiryId: request.id, status: 'completed' });
      await h.run('updateStep', { id: second, inquiryId: request.id, status: 'in_progress' });
      const done = await h.row('inquiryProgress', first);
      return { id: request.id, stepIds, firstCompletedAt: done?.completedAt };
    }
    const statusesOf = async (ids: string[]) =>
      Promise.all(ids.map(async (id) => (await h.row('inquiryProgress', id))?.status));

    it("'overdue' is refused as a status, made or changed, with the reason", async () => {
      const refused = { code: 'validation', message: messages.inquiry.overdueNotChosen };
      const request = newInquiry();
      expect(
        await refusalOf(h.run('createInquiry', { ...newInquiry(), status: 'overdue' })),
      ).toEqual(refused);
      await h.run('createInquiry', request);
      expect(
        await refusalOf(h.run('updateInquiry', { id: request.id, status: 'overdue' })),
      ).toEqual(refused);
      expect((await h.row('inquiry', request.id))?.status).toBe('new');
    });

    it('a request with an open step is not completed; nothing changes', async () => {
      const { id, stepIds } = await underWay();
      expect(await refusalOf(h.run('updateInquiry', { id, status: 'completed' }))).toEqual({
        code: 'conflict',
        message: messages.inquiry.stepsOpen,
      });
      expect((await h.row('inquiry', id))?.status).toBe('in_progress');
      expect(await statusesOf(stepIds)).toEqual(['completed', 'in_progress', 'waiting']);
    });

    it('skipping the open steps needs a reason; with one they are skipped with it as the request completes', async () => {
      const { id, stepIds, firstCompletedAt } = await underWay();
      expect(
        await refusalOf(
          h.run('updateInquiry', { id, status: 'completed', openSteps: 'skip', skipReason: ' ' }),
        ),
      ).toEqual({ code: 'validation', message: messages.progress.skipReasonRequired });
      expect((await h.row('inquiry', id))?.status).toBe('in_progress');

      const reason = 'Cư dân tự sửa xong, không cần thợ';
      await h.run('updateInquiry', {
        id,
        status: 'completed',
        openSteps: 'skip',
        skipReason: reason,
      });
      const request = await h.row('inquiry', id);
      expect(request?.status).toBe('completed');
      expect(request?.resolvedAt).not.toBeNull();
      const steps = await Promise.all(stepIds.map((s) => h.row('inquiryProgress', s)));
      expect(steps.map((s) => [s?.status, s?.skipReason])).toEqual([
        ['completed', null],
        ['skipped', reason],
        ['skipped', reason],
      ]);
      // The step done before keeps its time; a skipped one was never completed.
      expect(steps[0]?.completedAt).toBe(firstCompletedAt);
      expect(steps[1]?.completedAt).toBeNull();
    });

    it('completing the open steps completes them with the request', async () => {
      const { id, stepIds } = await underWay();
      await h.run('updateInquiry', { id, status: 'completed', openSteps: 'complete' });
      expect((await h.row('inquiry', id))?.status).toBe('completed');
      const steps = await Promise.all(stepIds.map((s) => h.row('inquiryProgress', s)));
      expect(steps.map((s) => s?.status)).toEqual(['completed', 'completed', 'completed']);
      expect(steps.every((s) => s?.completedAt && s.skipReason === null)).toBe(true);
    });

    it('a request with every step done, or with none, completes as asked', async () => {
      const { templateId } = await templateWithSteps(h, [{}]);
      const request = newInquiry({ templateId });
      await h.run('createInquiry', request);
      const [step] = freshIds(1) as [string];
      await h.run('initProgress', { id: request.id, stepIds: [step] });
      await h.run('updateStep', { id: step, inquiryId: request.id, status: 'completed' });
      await h.run('updateInquiry', { id: request.id, status: 'completed' });
      expect((await h.row('inquiry', request.id))?.status).toBe('completed');

      const plain = newInquiry();
      await h.run('createInquiry', plain);
      await h.run('updateInquiry', { id: plain.id, status: 'completed' });
      expect((await h.row('inquiry', plain.id))?.status).toBe('completed');
    });

    it('a step skipped alone needs a reason, readies the next, and loses the reason when taken up again', async () => {
      const { id, stepIds } = await underWay();
      const [, second, third] = stepIds as [string, string, string];
      expect(
        await refusalOf(h.run('updateStep', { id: second, inquiryId: id, status: 'skipped' })),
      ).toEqual({ code: 'validation', message: messages.progress.skipReasonRequired });
      await h.run('updateStep', {
        id: second,
        inquiryId: id,
        status: 'skipped',
        skipReason: 'Không cần kiểm tra lại',
      });
      expect(await h.row('inquiryProgress', second)).toMatchObject({
        status: 'skipped',
        skipReason: 'Không cần kiểm tra lại',
      });
      expect((await h.row('inquiryProgress', third))?.status).toBe('pending');
      await h.run('updateStep', { id: second, inquiryId: id, status: 'in_progress' });
      expect(await h.row('inquiryProgress', second)).toMatchObject({
        status: 'in_progress',
        skipReason: null,
      });
    });

    it('a step completed, or a response written, answers a request nobody had answered', async () => {
      const { templateId } = await templateWithSteps(h, [{}, {}]);
      const request = newInquiry({ templateId });
      await h.run('createInquiry', request);
      const [first] = freshIds(2) as [string, string];
      await h.run('initProgress', { id: request.id, stepIds: [first, ...freshIds(1)] });
      expect((await h.row('inquiry', request.id))?.respondedAt).toBeNull();
      await h.run('updateStep', { id: first, inquiryId: request.id, status: 'completed' });
      expect(await h.row('inquiry', request.id)).toMatchObject({ status: 'in_progress' });
      expect((await h.row('inquiry', request.id))?.respondedAt).not.toBeNull();

      const plain = newInquiry();
      await h.run('createInquiry', plain);
      await h.run('updateInquiry', { id: plain.id, priority: 'low' });
      expect((await h.row('inquiry', plain.id))?.respondedAt).toBeNull();
      await h.run('updateInquiry', { id: plain.id, response: 'Đã báo thợ, chiều nay sửa.' });
      expect((await h.row('inquiry', plain.id))?.respondedAt).not.toBeNull();
    });

    it("a completed request's steps keep their status until it reopens, and it makes no new progress", async () => {
      const { id, stepIds } = await underWay();
      await h.run('updateInquiry', { id, status: 'completed', openSteps: 'complete' });
      const [first] = stepIds as [string];
      expect(
        await refusalOf(h.run('updateStep', { id: first, inquiryId: id, status: 'in_progress' })),
      ).toEqual({ code: 'conflict', message: messages.progress.requestCompleted });
      // A note is not a status: it may still be written.
      await h.run('updateStep', { id: first, inquiryId: id, notes: 'Đã bàn giao' });
      expect((await h.row('inquiryProgress', first))?.notes).toBe('Đã bàn giao');
      await h.run('updateInquiry', { id, status: 'in_progress' });
      await h.run('updateStep', { id: first, inquiryId: id, status: 'in_progress' });
      expect((await h.row('inquiryProgress', first))?.status).toBe('in_progress');

      const { templateId } = await templateWithSteps(h, [{}]);
      const done = newInquiry({ templateId, status: 'completed' });
      await h.run('createInquiry', done);
      expect(await refusalOf(h.run('initProgress', { id: done.id }))).toEqual({
        code: 'conflict',
        message: messages.inquiry.completedNoNewProgress,
      });
    });
  });
}
