import {
  type ResidentCategory,
  type TemplateStep,
  type TemplateStepCreate,
  type SlaPolicy,
  type WorkflowCategory,
  type WorkflowCategoryCreate,
  type WorkflowTemplate,
  type WorkflowTemplateCreate,
  uuidv7,
} from '@chungcu/contracts';
import {
  type ChungCuDb,
  type MutationOptions,
  appDb,
  mutate,
  signedInUserId,
  withdrawQueued,
} from '../../data';
import { workflowStrings } from './strings';

/** The outbox's labels in the language of the moment the change is queued. */
const label = () => workflowStrings.get().outboxLabel;

/** A category (the named mutation `createCategory`): in the mirror at once, queued by its id. */
export async function createCategory(
  values: WorkflowCategoryCreate,
  { db = appDb }: MutationOptions = {},
): Promise<WorkflowCategory> {
  const args = { ...values, id: uuidv7() };
  return mutate('createCategory', args, { db, label: label().createCategory(values.name.trim()) });
}

/**
 * A category's deadlines by priority (`updateCategory`, rule S24): requests made from then on
 * take them; existing ones keep theirs.
 */
export async function setCategorySla(
  category: WorkflowCategory,
  sla: SlaPolicy | null,
  { db = appDb }: MutationOptions = {},
): Promise<WorkflowCategory> {
  const args = { id: category.id, sla, baseVersion: category.version };
  return mutate('updateCategory', args, { db, label: label().setSla(category.name) });
}

/** A template created by the signed-in admin (`createTemplate`), active from the start. */
export async function createTemplate(
  values: Omit<WorkflowTemplateCreate, 'createdByAdminId' | 'id'>,
  { db = appDb }: MutationOptions = {},
): Promise<WorkflowTemplate> {
  const args = { ...values, id: uuidv7(), createdByAdminId: await signedInUserId(db) };
  const text = label().createTemplate(values.templateName.trim());
  return mutate('createTemplate', args, { db, label: text });
}

/**
 * Which resident categories a template serves (`updateTemplate`): residents' requests of those
 * categories are made from it from then on.
 */
export async function setResidentCategories(
  template: WorkflowTemplate,
  residentCategories: ResidentCategory[],
  { db = appDb }: MutationOptions = {},
): Promise<WorkflowTemplate> {
  const args = { id: template.id, residentCategories, baseVersion: template.version };
  const text = label().residentCategories(template.templateName);
  return mutate('updateTemplate', args, { db, label: text });
}

/** The template as the mirror holds it; a deleted or unknown one throws the spec's message. */
async function templateName(db: ChungCuDb, id: string): Promise<string> {
  const row = await db.workflowTemplates.get(id);
  if (!row) throw new Error(workflowStrings.get().templateNotFound);
  return row.templateName;
}

/** The order a new step gets: the template's current step count plus 1. */
export async function nextStepOrder(templateId: string, db: ChungCuDb = appDb): Promise<number> {
  return (await db.templateSteps.where('templateId').equals(templateId).count()) + 1;
}

/**
 * Adds a step at the end (`addTemplateStep`): stepOrder = count + 1, worked out here from the
 * mirror, so two quick adds never share an order on this device.
 */
export async function addStep(
  templateId: string,
  values: Omit<TemplateStepCreate, 'id' | 'stepOrder'>,
  { db = appDb }: MutationOptions = {},
): Promise<TemplateStep> {
  const name = await templateName(db, templateId);
  const stepOrder = await nextStepOrder(templateId, db);
  const args = { ...values, id: uuidv7(), templateId, stepOrder };
  const text = label().addStep(values.stepName.trim(), name);
  return mutate('addTemplateStep', args, { db, label: text });
}

/**
 * Deletes a template (`deleteTemplate`; a tombstone on the server: its steps stay, ready for an
 * undo). Gone from the mirror at once. @returns the template as it was, for `restoreTemplate`.
 */
export async function deleteTemplate(
  id: string,
  { db = appDb }: MutationOptions = {},
): Promise<WorkflowTemplate> {
  const row = await db.workflowTemplates.get(id);
  if (!row) throw new Error(workflowStrings.get().templateNotFound);
  const {
    searchText: _searchText,
    scopeKey: _scopeKey,
    ...template
  } = row as typeof row & {
    scopeKey?: string;
  };
  await mutate('deleteTemplate', { id }, { db, label: label().deleteTemplate(row.templateName) });
  return template;
}

/**
 * The undo of a delete. While the delete is still queued it is withdrawn: nothing reaches the
 * server and the template shows again at once. Once the server ran it, `restoreTemplate` is
 * queued: the device holds no tombstone to bring back, so the template returns with the pull
 * after the server restored it.
 */
export async function restoreTemplate(
  template: WorkflowTemplate,
  { db = appDb }: MutationOptions = {},
): Promise<void> {
  if (await withdrawQueued(db, 'deleteTemplate', template.id)) return;
  const text = label().restoreTemplate(template.templateName);
  await mutate('restoreTemplate', { id: template.id }, { db, label: text });
}
