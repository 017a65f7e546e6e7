import {
  type TemplateStep,
  type WorkflowCategory,
  type WorkflowTemplate,
  messages,
} from '@chungcu/contracts';
import { defineMutator } from './define';
import { notFound } from './tx';

const t = messages.template;

/** A workflow template, active from the start. */
export const createTemplate = defineMutator(
  'createTemplate',
  'admin',
  async (tx, args): Promise<WorkflowTemplate> =>
    tx.insert('workflowTemplate', { ...args, complexId: null, isActive: true }), // shared by the company
);

/**
 * Adds a step to a live template. Step orders may repeat (two offline devices may both add
 * "step 3"): reads order by step order, then age.
 */
export const addTemplateStep = defineMutator(
  'addTemplateStep',
  'admin',
  async (tx, args): Promise<TemplateStep> => {
    const template = await tx.get('workflowTemplate', args.templateId);
    if (!template || template.deletedAt) throw notFound(t.notFound);
    return tx.insert('templateStep', {
      ...args,
      complexId: template.complexId,
      defaultAssigneeId: args.defaultAssigneeId,
      estimatedDuration: args.estimatedDuration ?? null,
    });
  },
);

/**
 * Tombstones a template (rule S10). Its steps and the progress already made from it stay:
 * inquiries keep their timeline, and a restore brings the template back whole.
 */
export const deleteTemplate = defineMutator('deleteTemplate', 'admin', async (tx, { id }) => {
  const template = await tx.get('workflowTemplate', id);
  if (!template || template.deletedAt) throw notFound(t.notFound);
  await tx.delete('workflowTemplate', id);
});

/**
 * Undoes a delete; a live template is answered unchanged. The device holds no tombstones, so
 * there a deleted template reads as missing and only the server can bring it back.
 */
export const restoreTemplate = defineMutator('restoreTemplate', 'admin', async (tx, { id }) => {
  const current = await tx.get('workflowTemplate', id);
  if (!current) {
    if (tx.location === 'client') return null;
    throw notFound(t.notFound);
  }
  if (!current.deletedAt) return current;
  return tx.update('workflowTemplate', id, {}, { restore: true });
});

/** A category of templates and requests; its colour defaults to #3B82F6. */
export const createCategory = defineMutator(
  'createCategory',
  'admin',
  async (tx, args): Promise<WorkflowCategory> =>
    tx.insert('workflowCategory', { ...args, complexId: null }), // shared by the company
);
