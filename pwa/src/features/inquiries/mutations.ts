import {
  type Inquiry,
  type InquiryProgress,
  type InquiryStatus,
  type MutationArgsInput,
  type Priority,
  type ResidentCategory,
  messages,
  uuidv7,
} from '@chungcu/contracts';
import { categoryOfTemplate } from '@chungcu/mutations';
import { type ChungCuDb, type MutationOptions, appDb, mutate } from '../../data';
import { inquiryStrings } from './strings';

/** The outbox's labels in the language of the moment the change is queued. */
const labels = () => inquiryStrings.get().outboxLabel;

export interface NewInquiry {
  title: string;
  description: string;
  priority: string;
  residentId: string | null;
  apartmentId: string | null;
  /** The template staff picked; null for a resident's report (`residentCategory`). */
  templateId: string | null;
  /** What a resident reports: the mutation makes the request from the template mapped to it. */
  residentCategory?: ResidentCategory | null;
}

/**
 * Creates an inquiry on this device (the named mutation `createInquiry`) from the template picked
 * or from what the resident reports: in the list at once, queued under a client-made id. The
 * template a resident category maps to, the category (the template's), the due date and, for a
 * resident, the requester are the mutation's to decide, here and on the server alike.
 * Throws the contracts message when a field is invalid.
 * @returns the row as the list shows it.
 */
export async function createInquiry(
  values: NewInquiry,
  { db = appDb, id = uuidv7() }: MutationOptions & { id?: string } = {},
): Promise<Inquiry> {
  const args = {
    id,
    title: values.title,
    description: values.description,
    // The category is the template's: the mutation derives it, here and on the server.
    // The form holds any string; `mutate` checks it with the contracts schema.
    priority: values.priority as Priority,
    status: 'new' as const,
    residentId: values.residentId,
    apartmentId: values.apartmentId,
    templateId: values.templateId,
    ...(values.residentCategory ? { residentCategory: values.residentCategory } : {}),
  };
  const label = labels().create(values.title.trim());
  return (await mutate('createInquiry', args, { db, label })) as Inquiry;
}

/**
 * Staff moving the inquiry (`updateInquiry`), based on the version this device holds. Completing
 * it with steps open names what becomes of them (`openSteps`: completed, or skipped with
 * `skipReason`), settled in the same mutation.
 */
export async function updateInquiryStatus(
  id: string,
  status: InquiryStatus,
  {
    db = appDb,
    openSteps,
    skipReason,
  }: MutationOptions & Pick<MutationArgsInput<'updateInquiry'>, 'openSteps' | 'skipReason'> = {},
): Promise<void> {
  const inquiry = await db.inquiries.get(id);
  if (!inquiry) throw new Error(messages.inquiry.notFound);
  if (inquiry.status === status) return;
  const args = {
    id,
    status,
    ...(openSteps ? { openSteps, skipReason } : {}),
    ...(inquiry.version > 0 ? { baseVersion: inquiry.version } : {}),
  };
  await mutate('updateInquiry', args, { db, label: labels().status(inquiry.title) });
}

/**
 * A message on the request's conversation (`postInquiryMessage`): in the conversation at once,
 * offline too, queued under a client-made id; `internal` (staff) is never shown to a resident.
 */
export async function postMessage(
  inquiryId: string,
  message: { body: string; internal?: boolean },
  { db = appDb, id = uuidv7() }: MutationOptions & { id?: string } = {},
): Promise<void> {
  const inquiry = await db.inquiries.get(inquiryId);
  if (!inquiry) throw new Error(messages.inquiry.notFound);
  const args = { id, inquiryId, body: message.body, internal: message.internal ?? false };
  await mutate('postInquiryMessage', args, { db, label: labels().message(inquiry.title) });
}

/** The resident accepts completed work (`confirmInquiry`): a rating of 1–5 and a comment. */
export async function confirmInquiry(
  id: string,
  verdict: { rating: number; comment?: string },
  { db = appDb }: MutationOptions = {},
): Promise<void> {
  const inquiry = await db.inquiries.get(id);
  if (!inquiry) throw new Error(messages.inquiry.notFound);
  const comment = verdict.comment?.trim();
  const args = { id, rating: verdict.rating, ...(comment ? { comment } : {}) };
  await mutate('confirmInquiry', args, { db, label: labels().confirm(inquiry.title) });
}

/** The resident returns completed work with a reason (`returnInquiry`): it reopens. */
export async function returnInquiry(
  id: string,
  reason: string,
  { db = appDb }: MutationOptions = {},
): Promise<void> {
  const inquiry = await db.inquiries.get(id);
  if (!inquiry) throw new Error(messages.inquiry.notFound);
  await mutate('returnInquiry', { id, reason }, { db, label: labels().return(inquiry.title) });
}

/**
 * Starts or completes a step, or marks it internal (`updateStep`): the mutation stamps the times,
 * moves a 'new' inquiry forward and makes the next waiting step pending, here and on the server
 * alike.
 * @returns the step as the mirror now shows it.
 */
export async function updateStep(
  stepId: string,
  change: Pick<MutationArgsInput<'updateStep'>, 'status' | 'notes' | 'isInternal'>,
  { db = appDb }: MutationOptions = {},
): Promise<InquiryProgress> {
  const step = await db.inquiryProgress.get(stepId);
  if (!step) throw new Error(messages.progress.stepNotFound);
  const args = {
    ...change,
    id: stepId,
    inquiryId: step.inquiryId,
    ...(step.version > 0 ? { baseVersion: step.version } : {}),
  };
  const label = labels().step(step.stepTitle);
  return (await mutate('updateStep', args, { db, label })) as InquiryProgress;
}

/**
 * For an inquiry without a template (older requests): the first live template, by name, whose
 * category is the inquiry's, so staff can still start its progress.
 */
async function templateForCategory(db: ChungCuDb, category: string): Promise<string | null> {
  const categories = await db.workflowCategories.toArray();
  const templates = (await db.workflowTemplates.toArray())
    .filter((t) => !t.deletedAt && t.isActive !== false)
    .sort((a, b) => a.templateName.localeCompare(b.templateName, 'vi'));
  return templates.find((t) => categoryOfTemplate(t.category, categories) === category)?.id ?? null;
}

/**
 * Creates the inquiry's progress (`initProgress`) with one client-made id per template step this
 * device holds, so a step can be started offline before the server answers: the server makes
 * the steps under the same ids. Should the server have steps already (another device), the
 * re-run on top of its rows at the next pull creates nothing. Throws the rule's message (no
 * template, unknown inquiry).
 * @returns whether steps were created (false when the inquiry has them already).
 */
export async function initProgress(
  inquiryId: string,
  { db = appDb }: MutationOptions = {},
): Promise<boolean> {
  const inquiry = await db.inquiries.get(inquiryId);
  if (!inquiry) throw new Error(messages.inquiry.notFound);
  // Nothing to queue for an inquiry whose steps are here (a double click, the automatic start).
  if ((await db.inquiryProgress.where('inquiryId').equals(inquiryId).count()) > 0) return false;
  const templateId = inquiry.templateId ?? (await templateForCategory(db, inquiry.category));
  const templateSteps = templateId
    ? await db.templateSteps.where('templateId').equals(templateId).toArray()
    : [];
  const stepIds = templateSteps.filter((step) => !step.deletedAt).map(() => uuidv7());
  const args = { id: inquiryId, templateId, stepIds };
  const label = labels().initProgress(inquiry.title);
  const { created } = await mutate('initProgress', args, { db, label });
  return created;
}
