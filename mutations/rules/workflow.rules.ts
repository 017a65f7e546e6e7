import { type MutationArgsInput, messages, uuidv7 } from '@chungcu/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { type RulesHarness, refusalOf } from './harness';

const notFound = { code: 'not_found', message: messages.template.notFound };

/** A valid new template; `fields` override. */
function newTemplate(
  fields: Partial<MutationArgsInput<'createTemplate'>> = {},
): MutationArgsInput<'createTemplate'> {
  return { id: uuidv7(), templateName: 'Bảo trì thang máy', category: 'maintenance', ...fields };
}

/** A valid new step of `templateId`; `fields` override. */
function newStep(
  templateId: string,
  fields: Partial<MutationArgsInput<'addTemplateStep'>> = {},
): MutationArgsInput<'addTemplateStep'> {
  return { id: uuidv7(), templateId, stepName: 'Kiểm tra', stepOrder: 1, ...fields };
}

/** The workflow mutations' rules (mutations/src/workflow.ts), run on either side. */
export function workflowRules(harness: () => RulesHarness) {
  describe('workflow mutations', () => {
    let h: RulesHarness;
    beforeEach(async () => {
      h = harness();
      await h.reset();
    });

    it('createTemplate stores the template active, by the admin it names', async () => {
      const args = newTemplate({ templateName: ' Khiếu nại ', description: '' });
      await h.run('createTemplate', args);
      expect(await h.row('workflowTemplate', args.id)).toMatchObject({
        id: args.id,
        templateName: 'Khiếu nại',
        description: null,
        category: 'maintenance',
        isActive: true,
        createdByAdminId: 'admin-001',
        deletedAt: null,
      });
    });

    it('createTemplate, addTemplateStep and createCategory are refused to a resident user', async () => {
      const template = newTemplate();
      expect((await refusalOf(h.run('createTemplate', template, 'resident'))).code).toBe(
        'forbidden',
      );
      await h.run('createTemplate', template);
      const step = h.run('addTemplateStep', newStep(template.id), 'resident');
      expect((await refusalOf(step)).code).toBe('forbidden');
      const category = h.run('createCategory', { id: uuidv7(), name: 'An ninh' }, 'resident');
      expect((await refusalOf(category)).code).toBe('forbidden');
    });

    it('addTemplateStep stores the step under its template with its defaults', async () => {
      const template = newTemplate();
      await h.run('createTemplate', template);
      const step = newStep(template.id, { stepOrder: 2, defaultAssigneeName: 'Hùng' });
      await h.run('addTemplateStep', step);
      expect(await h.row('templateStep', step.id)).toMatchObject({
        id: step.id,
        templateId: template.id,
        stepName: 'Kiểm tra',
        stepOrder: 2,
        defaultAssigneeId: null,
        defaultAssigneeName: 'Hùng',
        estimatedDuration: null,
        isRequired: true,
      });
    });

    it('addTemplateStep to an unknown or deleted template is not_found and adds nothing', async () => {
      const unknown = newStep(uuidv7());
      expect(await refusalOf(h.run('addTemplateStep', unknown))).toEqual(notFound);
      expect(await h.row('templateStep', unknown.id)).toBeNull();

      const template = newTemplate();
      await h.run('createTemplate', template);
      await h.run('deleteTemplate', { id: template.id });
      const late = newStep(template.id);
      expect(await refusalOf(h.run('addTemplateStep', late))).toEqual(notFound);
      expect(await h.row('templateStep', late.id)).toBeNull();
    });

    it('deleteTemplate tombstones the template and keeps its steps; a second delete is not_found', async () => {
      const template = newTemplate();
      const step = newStep(template.id);
      await h.run('createTemplate', template);
      await h.run('addTemplateStep', step);
      await h.run('deleteTemplate', { id: template.id });
      expect(await h.row('workflowTemplate', template.id)).toBeNull();
      expect(await h.row('templateStep', step.id)).not.toBeNull();
      expect(await refusalOf(h.run('deleteTemplate', { id: template.id }))).toEqual(notFound);
      expect(await refusalOf(h.run('deleteTemplate', { id: uuidv7() }))).toEqual(notFound);
    });

    it('restoreTemplate answers a live template unchanged', async () => {
      const template = newTemplate();
      await h.run('createTemplate', template);
      const before = await h.row('workflowTemplate', template.id);
      expect(await h.run('restoreTemplate', { id: template.id })).toEqual(before);
      expect(await h.row('workflowTemplate', template.id)).toEqual(before);
    });

    it('restoreTemplate brings a deleted template back on the server; the device holds no tombstone to restore', async () => {
      const template = newTemplate();
      await h.run('createTemplate', template);
      await h.run('deleteTemplate', { id: template.id });
      const restored = h.run('restoreTemplate', { id: template.id });
      if (h.location === 'server') {
        expect(await restored).toMatchObject({ id: template.id, deletedAt: null });
        expect(await h.row('workflowTemplate', template.id)).toMatchObject({
          templateName: 'Bảo trì thang máy',
          isActive: true,
        });
        const unknown = h.run('restoreTemplate', { id: uuidv7() });
        expect(await refusalOf(unknown)).toEqual(notFound);
      } else {
        // The server has the last word: the next pull brings the restored row.
        expect(await restored).toBeNull();
        expect(await h.row('workflowTemplate', template.id)).toBeNull();
        expect(await h.run('restoreTemplate', { id: uuidv7() })).toBeNull();
      }
    });

    it('createCategory stores the category with the default colour #3B82F6', async () => {
      const plain = { id: uuidv7(), name: ' Bảo trì ' };
      const coloured = { id: uuidv7(), name: 'An ninh', description: 'Bảo vệ', color: '#EF4444' };
      await h.run('createCategory', plain);
      await h.run('createCategory', coloured);
      expect(await h.row('workflowCategory', plain.id)).toMatchObject({
        name: 'Bảo trì',
        description: null,
        color: '#3B82F6',
        deletedAt: null,
      });
      expect(await h.row('workflowCategory', coloured.id)).toMatchObject({
        description: 'Bảo vệ',
        color: '#EF4444',
      });
    });
  });
}
