import { type SlaPolicy, uuidv7 } from '@chungcu/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { type RulesHarness, refusalOf } from './harness';
import { newInquiry } from './inquiry-fixtures';

const HOUR_MS = 60 * 60 * 1000;
const policy: SlaPolicy = {
  high: { responseHours: 4, resolutionHours: 24 },
  medium: { responseHours: 8, resolutionHours: 72 },
};

const hoursBetween = (from: string, to: string | null) =>
  to === null ? null : (Date.parse(to) - Date.parse(from)) / HOUR_MS;

/** Deadlines (rule S24): fixed from the category's policy when a request is made, on either side. */
export function slaRules(harness: () => RulesHarness) {
  describe('deadlines (S24)', () => {
    let h: RulesHarness;
    beforeEach(async () => {
      h = harness();
      await h.reset();
    });

    /** A category with `sla` and a template of it; answers their ids. */
    async function categoryWithTemplate(sla: SlaPolicy | null) {
      const categoryId = uuidv7();
      await h.run('createCategory', { id: categoryId, name: 'Điện nước', sla });
      const templateId = uuidv7();
      await h.run('createTemplate', {
        id: templateId,
        templateName: 'Sửa điện',
        category: categoryId,
      });
      return { categoryId, templateId };
    }

    async function made(templateId: string, priority: 'high' | 'medium' | 'low') {
      const args = newInquiry({ templateId, priority });
      await h.run('createInquiry', args);
      const row = await h.row('inquiry', args.id);
      if (!row) throw new Error('inquiry not stored');
      return row;
    }

    it('S24: a request gets its deadlines from its template category’s policy for its priority', async () => {
      const { templateId } = await categoryWithTemplate(policy);
      const high = await made(templateId, 'high');
      expect(hoursBetween(high.createdAt, high.responseDueAt)).toBe(4);
      expect(hoursBetween(high.createdAt, high.resolutionDueAt)).toBe(24);
      expect(high).toMatchObject({ respondedAt: null, resolvedAt: null, slaPausedMs: 0 });
      // A priority the policy leaves out, and a category without one, give no deadline.
      expect(await made(templateId, 'low')).toMatchObject({
        responseDueAt: null,
        resolutionDueAt: null,
      });
      const none = await categoryWithTemplate(null);
      expect((await made(none.templateId, 'high')).resolutionDueAt).toBeNull();
    });

    it('S24: changing the policy moves no existing deadline; requests made after take the new one', async () => {
      const { categoryId, templateId } = await categoryWithTemplate(policy);
      const before = await made(templateId, 'high');
      await h.run('updateCategory', {
        id: categoryId,
        sla: { high: { responseHours: 1, resolutionHours: 8 } },
      });
      expect((await h.row('inquiry', before.id))?.resolutionDueAt).toBe(before.resolutionDueAt);
      const after = await made(templateId, 'high');
      expect(hoursBetween(after.createdAt, after.resolutionDueAt)).toBe(8);
      expect((await h.row('workflowCategory', categoryId))?.sla).toEqual({
        high: { responseHours: 1, resolutionHours: 8 },
      });
    });

    it('S24: leaving new answers the request; waiting for the resident stops the clock and moves the deadlines by the wait', async () => {
      const { templateId } = await categoryWithTemplate(policy);
      const request = await made(templateId, 'high');
      await h.run('updateInquiry', { id: request.id, status: 'pending' });
      const paused = await h.row('inquiry', request.id);
      expect(paused?.respondedAt).not.toBeNull();
      expect(paused?.slaPausedAt).not.toBeNull();
      await h.run('updateInquiry', { id: request.id, status: 'in_progress' });
      const resumed = await h.row('inquiry', request.id);
      if (!resumed?.resolutionDueAt || !request.resolutionDueAt) throw new Error('no deadline');
      expect(resumed.slaPausedAt).toBeNull();
      expect(resumed.slaPausedMs).toBeGreaterThanOrEqual(0);
      expect(Date.parse(resumed.resolutionDueAt) - Date.parse(request.resolutionDueAt)).toBe(
        resumed.slaPausedMs,
      );
      await h.run('updateInquiry', { id: request.id, status: 'completed' });
      const done = await h.row('inquiry', request.id);
      expect(done?.resolvedAt).not.toBeNull();
      await h.run('updateInquiry', { id: request.id, status: 'in_progress' });
      expect((await h.row('inquiry', request.id))?.resolvedAt).toBeNull();
    });

    it('S24: updateCategory is staff’s: refused to a resident user, and an unknown category is not found', async () => {
      const { categoryId } = await categoryWithTemplate(policy);
      const asResident = h.run('updateCategory', { id: categoryId, sla: null }, 'resident');
      expect((await refusalOf(asResident)).code).toBe('forbidden');
      const unknown = h.run('updateCategory', { id: uuidv7(), name: 'X' });
      expect((await refusalOf(unknown)).code).toBe('not_found');
      expect((await h.row('workflowCategory', categoryId))?.sla).toEqual(policy);
    });
  });
}
