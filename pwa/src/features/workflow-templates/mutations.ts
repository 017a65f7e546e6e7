import {
  type TemplateStep,
  type TemplateStepCreate,
  type WorkflowCategory,
  type WorkflowCategoryCreate,
  type WorkflowTemplate,
  type WorkflowTemplateCreate,
  templateStepCreateSchema,
  uuidv7,
  workflowCategoryCreateSchema,
  workflowTemplateCreateSchema,
} from '@chungcu/contracts';
import {
  type ChungCuDb,
  type Mirrored,
  appDb,
  writeLocally,
  signedInUser,
  type MutationOptions,
  newRowStamps,
} from '../../data';
import { workflowStrings as s } from './strings';

const TEMPLATES = '/api/workflow-templates';
const label = s.outboxLabel;

/** A category: in the mirror at once, queued as POST /api/workflow-categories with its id. */
export async function createCategory(
  values: WorkflowCategoryCreate,
  { db = appDb }: MutationOptions = {},
): Promise<WorkflowCategory> {
  const id = uuidv7();
  const body = workflowCategoryCreateSchema.parse({ ...values, id });
  const { id: userId } = await signedInUser(db);
  const row: WorkflowCategory = { ...body, id, ...newRowStamps() };
  await writeLocally(db, userId, [
    {
      entity: 'workflowCategory',
      id,
      next: row,
      method: 'POST',
      path: '/api/workflow-categories',
      body,
      label: label.createCategory(row.name),
    },
  ]);
  return row;
}

/** A template created by the signed-in admin, queued as POST /api/workflow-templates. */
export async function createTemplate(
  values: Omit<WorkflowTemplateCreate, 'createdByAdminId' | 'id'>,
  { db = appDb }: MutationOptions = {},
): Promise<WorkflowTemplate> {
  const id = uuidv7();
  const user = await signedInUser(db);
  const body = workflowTemplateCreateSchema.parse({ ...values, id, createdByAdminId: user.id });
  const row: WorkflowTemplate = { ...body, id, isActive: true, ...newRowStamps() };
  await writeLocally(db, user.id, [
    {
      entity: 'workflowTemplate',
      id,
      next: row,
      method: 'POST',
      path: TEMPLATES,
      body,
      label: label.createTemplate(row.templateName),
    },
  ]);
  return row;
}

async function templateRow(db: ChungCuDb, id: string): Promise<WorkflowTemplate> {
  const row = await db.workflowTemplates.get(id);
  if (!row) throw new Error(s.templateNotFound);
  const { searchText: _searchText, ...template } = row as Mirrored<WorkflowTemplate>;
  return template;
}

/** The order a new step gets: the template's current step count plus 1 (spec section 9). */
export async function nextStepOrder(templateId: string, db: ChungCuDb = appDb): Promise<number> {
  return (await db.templateSteps.where('templateId').equals(templateId).count()) + 1;
}

/**
 * Adds a step at the end (stepOrder = count + 1, worked out here from the mirror, so two quick
 * adds never share an order on this device); queued as POST /api/workflow-templates/{id}/steps.
 */
export async function addStep(
  templateId: string,
  values: Omit<TemplateStepCreate, 'id' | 'stepOrder'>,
  { db = appDb }: MutationOptions = {},
): Promise<TemplateStep> {
  const id = uuidv7();
  const { id: userId } = await signedInUser(db);
  const template = await templateRow(db, templateId);
  const stepOrder = await nextStepOrder(templateId, db);
  const body = templateStepCreateSchema.parse({ ...values, id, stepOrder });
  const row: TemplateStep = {
    ...body,
    id,
    templateId,
    estimatedDuration: body.estimatedDuration ?? null,
    ...newRowStamps(),
  };
  await writeLocally(db, userId, [
    {
      entity: 'templateStep',
      id,
      next: row,
      method: 'POST',
      path: `${TEMPLATES}/${templateId}/steps`,
      body,
      label: label.addStep(row.stepName, template.templateName),
    },
  ]);
  return row;
}

/**
 * Deletes a template (soft on the server: its steps stay, ready for an undo). Gone from the
 * mirror at once. @returns the row as it was, for `restoreTemplate`.
 */
export async function deleteTemplate(
  id: string,
  { db = appDb }: MutationOptions = {},
): Promise<WorkflowTemplate> {
  const { id: userId } = await signedInUser(db);
  const template = await templateRow(db, id);
  await writeLocally(db, userId, [
    {
      entity: 'workflowTemplate',
      id,
      next: null,
      method: 'DELETE',
      path: `${TEMPLATES}/${id}`,
      answer: 'none',
      label: label.deleteTemplate(template.templateName),
    },
  ]);
  return template;
}

/** The undo of a delete: the row is put back and POST …/{id}/restore queued (answers the row). */
export async function restoreTemplate(
  template: WorkflowTemplate,
  { db = appDb }: MutationOptions = {},
): Promise<void> {
  const { id: userId } = await signedInUser(db);
  await writeLocally(db, userId, [
    {
      entity: 'workflowTemplate',
      id: template.id,
      next: { ...template, deletedAt: null },
      method: 'POST',
      path: `${TEMPLATES}/${template.id}/restore`,
      answer: 'entity',
      label: label.restoreTemplate(template.templateName),
    },
  ]);
}
