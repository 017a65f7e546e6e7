import { type AssignmentRule, uuidv7 } from '@chungcu/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { blockIdOf } from '../src';
import { newApartment } from './fixtures';
import type { RulesHarness } from './harness';
import { newInquiry } from './inquiry-fixtures';

/** Automatic assignment (rule S28): the same request is assigned alike on either side. */
export function assignmentRulesRules(harness: () => RulesHarness) {
  describe('automatic assignment (S28)', () => {
    let h: RulesHarness;
    beforeEach(async () => {
      h = harness();
      await h.reset();
    });

    /** A unit in block `name`; answers its id, its complex and its block's id. */
    async function unitIn(name: string) {
      const args = newApartment({ buildingBlock: name });
      await h.run('createApartment', args);
      const unit = await h.row('apartment', args.id);
      if (!unit) throw new Error('unit not stored');
      return { id: unit.id, complexId: unit.complexId, blockId: blockIdOf(unit.complexId, name) };
    }

    /** A template of a new category; answers both ids. */
    async function templateOfNewCategory(name: string) {
      const categoryId = uuidv7();
      await h.run('createCategory', { id: categoryId, name });
      const templateId = uuidv7();
      await h.run('createTemplate', { id: templateId, templateName: name, category: categoryId });
      return { categoryId, templateId };
    }

    async function assigneeOf(apartmentId: string, templateId?: string) {
      const args = newInquiry({ apartmentId, templateId });
      await h.run('createInquiry', args);
      const row = await h.row('inquiry', args.id);
      return { assignedTo: row?.assignedTo, assigneeId: row?.assigneeId };
    }

    const rule = (fields: Partial<AssignmentRule> & { assigneeId: string }): AssignmentRule => ({
      categoryId: null,
      blockId: null,
      assigneeName: `NV ${fields.assigneeId}`,
      ...fields,
    });

    it('S28: with no rule and nobody on duty a new request stays unassigned', async () => {
      const unit = await unitIn('A');
      expect(await assigneeOf(unit.id)).toEqual({ assignedTo: null, assigneeId: null });
    });

    it('S28: a request without a template (a finding, a kind picked) follows the rule of the category that means its kind', async () => {
      const unit = await unitIn('A');
      const repairs = await templateOfNewCategory('Bảo trì');
      const noise = await templateOfNewCategory('Khiếu nại');
      await h.setFields('complex', unit.complexId, {
        assignmentRules: [
          rule({ categoryId: noise.categoryId, assigneeId: 'guard' }),
          rule({ categoryId: repairs.categoryId, assigneeId: 'technician' }),
        ],
      });
      await h.setFields('block', unit.blockId, { onDutyId: 'duty-a', onDutyName: 'Trực tòa A' });
      const repair = newInquiry({ apartmentId: unit.id, category: 'maintenance' });
      await h.run('createInquiry', repair);
      expect((await h.row('inquiry', repair.id))?.assigneeId).toBe('technician');
      // A kind no rule's category means: the block on duty.
      const other = newInquiry({ apartmentId: unit.id, category: 'general' });
      await h.run('createInquiry', other);
      expect((await h.row('inquiry', other.id))?.assigneeId).toBe('duty-a');
    });

    it('S28: the first matching rule assigns it, by category and block; else the block on duty', async () => {
      const a = await unitIn('A');
      const b = await unitIn('B');
      const c = await unitIn('C');
      const power = await templateOfNewCategory('Điện');
      const water = await templateOfNewCategory('Nước');
      await h.setFields('complex', a.complexId, {
        assignmentRules: [
          rule({ categoryId: power.categoryId, assigneeId: 'tech-power' }),
          rule({ blockId: b.blockId, assigneeId: 'tech-b' }),
        ],
      });
      await h.setFields('block', c.blockId, { onDutyId: 'duty-c', onDutyName: 'Trực tòa C' });

      // 'Điện' anywhere, even in block B: the first rule wins.
      expect(await assigneeOf(b.id, power.templateId)).toEqual({
        assignedTo: 'NV tech-power',
        assigneeId: 'tech-power',
      });
      expect((await assigneeOf(b.id, water.templateId)).assigneeId).toBe('tech-b');
      // No rule for 'Nước' in block C: the block's staff member on duty.
      expect(await assigneeOf(c.id, water.templateId)).toEqual({
        assignedTo: 'Trực tòa C',
        assigneeId: 'duty-c',
      });
      expect((await assigneeOf(a.id, water.templateId)).assigneeId).toBeNull();
    });
  });
}
