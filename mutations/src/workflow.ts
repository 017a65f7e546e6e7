import {
  type TemplateStep,
  type WorkflowCategory,
  type WorkflowTemplate,
  messages,
} from '@chungcu/contracts';
import { assertMayChange, scopeForNew } from './complexes';
import { defineMutator } from './define';
import { servedCategories } from './resident-category';
import { type MutationTx, notFound } from './tx';

const t = messages.template;

/** A workflow template, active from the start, of one complex or shared (`scopeForNew`). */
export const createTemplate = defineMutator(
  'createTemplate',
  'staff',
  async (tx, args): Promise<WorkflowTemplate> => {
    const complexId = await scopeForNew(tx, args.complexId);
    return tx.insert('workflowTemplate', {
      ...args,
      complexId,
      isActive: true,
      residentCategories: servedCategories(args.residentCategories),
    });
  },
);

/** A live template the actor may change: 404 when missing or unseen, 403 when shared. */
async function changeableTemplate(tx: MutationTx, id: string): Promise<WorkflowTemplate> {
  const template = await tx.get('workflowTemplate', id);
  if (!template || template.deletedAt) throw notFound(t.notFound);
  assertMayChange(tx, template);
  return template;
}

/**
 * Staff change a template: its name, description, or which resident categories it serves (what
 * residents' requests of those categories are made from). Shared ones are the company
 * administrator's to change; fields clash last-writer-wins (rule S8).
 */
export const updateTemplate = defineMutator(
  'updateTemplate',
  'staff',
  async (tx, { id, baseVersion, residentCategories, ...fields }): Promise<WorkflowTemplate> => {
    await changeableTemplate(tx, id);
    const served = residentCategories && servedCategories(residentCategories);
    return tx.update(
      'workflowTemplate',
      id,
      { ...fields, residentCategories: served },
      { baseVersion },
    );
  },
);

/**
 * Adds a step to a live template. Step orders may repeat (two offline devices may both add
 * "step 3"): reads order by step order, then age.
 */
export const addTemplateStep = defineMutator(
  'addTemplateStep',
  'staff',
  async (tx, args): Promise<TemplateStep> => {
    const template = await changeableTemplate(tx, args.templateId);
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
export const deleteTemplate = defineMutator('deleteTemplate', 'staff', async (tx, { id }) => {
  await changeableTemplate(tx, id);
  await tx.delete('workflowTemplate', id);
});

/**
 * Undoes a delete; a live template is answered unchanged. The device holds no tombstones, so
 * there a deleted template reads as missing and only the server can bring it back.
 */
export const restoreTemplate = defineMutator('restoreTemplate', 'staff', async (tx, { id }) => {
  const current = await tx.get('workflowTemplate', id);
  if (!current) {
    if (tx.location === 'client') return null;
    throw notFound(t.notFound);
  }
  assertMayChange(tx, current);
  if (!current.deletedAt) return current;
  return tx.update('workflowTemplate', id, {}, { restore: true });
});

/**
 * A category of templates and requests, of one complex or shared (`scopeForNew`); its colour
 * defaults to #3B82F6.
 */
export const createCategory = defineMutator(
  'createCategory',
  'staff',
  async (tx, args): Promise<WorkflowCategory> => {
    const complexId = await scopeForNew(tx, args.complexId);
    return tx.insert('workflowCategory', { ...args, sla: args.sla ?? null, complexId });
  },
);

/**
 * Staff change a category: its name, description, colour or deadlines (rule S24: a new policy
 * applies to requests made from then on; existing ones keep theirs). Shared ones are the company
 * administrator's to change.
 */
export const updateCategory = defineMutator(
  'updateCategory',
  'staff',
  async (tx, { id, baseVersion, ...fields }): Promise<WorkflowCategory> => {
    const category = await tx.get('workflowCategory', id);
    if (!category || category.deletedAt) throw notFound(messages.category.notFound);
    assertMayChange(tx, category);
    return tx.update('workflowCategory', id, fields, { baseVersion });
  },
);
