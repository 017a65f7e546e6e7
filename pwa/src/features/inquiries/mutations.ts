import {
  type Inquiry,
  type InquiryProgress,
  type InquiryStatus,
  inquiryCreateSchema,
  inquiryPatchSchema,
  messages,
  progressStepPatchSchema,
  uuidv7,
} from '@chungcu/contracts';
import {
  type LocalChange,
  appDb,
  writeLocally,
  signedInUserId,
  type MutationOptions,
  newRowStamps,
} from '../../data';
import { categoryOfTemplate, dueDateFrom } from './logic/progress';
import { inquiryStrings as s } from './strings';

const PATH = '/api/inquiries';

export interface NewInquiry {
  title: string;
  description: string;
  priority: string;
  residentId: string | null;
  apartmentId: string | null;
  templateId: string;
}

/**
 * Creates an inquiry from a template on this device: category from the template, due date from
 * its steps' estimates (as the server computes it, so it shows offline), queued as one
 * `POST /api/inquiries` carrying the client-made id. Throws the contracts message when invalid.
 */
export async function createInquiry(
  values: NewInquiry,
  { db = appDb, id = uuidv7() }: MutationOptions & { id?: string } = {},
): Promise<Inquiry> {
  const userId = await signedInUserId(db);
  const template = await db.workflowTemplates.get(values.templateId);
  const steps = await db.templateSteps.where('templateId').equals(values.templateId).toArray();
  const categories = await db.workflowCategories.toArray();
  const body = inquiryCreateSchema.parse({
    id,
    title: values.title,
    description: values.description,
    category: template ? categoryOfTemplate(template.category, categories) : 'general',
    priority: values.priority,
    status: 'new',
    residentId: values.residentId,
    apartmentId: values.apartmentId,
    templateId: values.templateId,
    dueDate: dueDateFrom(steps) ?? undefined,
  });
  const now = new Date().toISOString();
  const row: Inquiry = {
    ...body,
    id,
    ...newRowStamps(now),
    residentId: body.residentId ?? null,
    apartmentId: body.apartmentId ?? null,
    templateId: body.templateId ?? null,
    dueDate: body.dueDate ?? null,
    assignedTo: null,
    attachments: [],
    response: null,
    responseDate: null,
    createdBy: userId,
  };
  await writeLocally(db, userId, [
    {
      entity: 'inquiry',
      id,
      next: row,
      method: 'POST',
      path: PATH,
      body,
      label: s.outboxLabel.create(row.title),
    },
  ]);
  return row;
}

/** The timestamps a status change stamps locally (the server does the same). */
function stamps(step: InquiryProgress, status: string, now: string) {
  if (status === step.status) return {};
  return {
    startedAt: status === 'in_progress' && !step.startedAt ? now : step.startedAt,
    completedAt: status === 'completed' ? now : null,
  };
}

/** The mirror row and the queued PATCH of one step's change. */
function stepChange(
  step: InquiryProgress,
  change: { status: string; notes?: string },
): LocalChange {
  const body = progressStepPatchSchema.parse({ ...change, baseVersion: step.version });
  const now = new Date().toISOString();
  const status = body.status ?? step.status;
  const next: InquiryProgress = {
    ...step,
    status,
    notes: body.notes === undefined ? step.notes : body.notes,
    ...stamps(step, status, now),
    updatedAt: now,
  };
  return {
    entity: 'inquiryProgress',
    id: step.id,
    next,
    method: 'PATCH',
    path: `${PATH}/${step.inquiryId}/progress/${step.id}`,
    body,
    label: s.outboxLabel.step(step.stepTitle),
  };
}

/**
 * Starts or completes a step: `PATCH .../progress/{stepId}` with status and notes. Completing a
 * step also makes the next waiting one 'pending' (ready to start), in the same write.
 * @returns the step as the mirror now shows it.
 */
export async function updateStep(
  stepId: string,
  change: { status: string; notes?: string },
  { db = appDb }: MutationOptions = {},
): Promise<InquiryProgress> {
  const userId = await signedInUserId(db);
  const step = await db.inquiryProgress.get(stepId);
  if (!step) throw new Error(messages.progress.stepNotFound);
  // A provisional step may be changed at once: its init-progress request, queued first, carries
  // its id, so the server creates it under that id before this change arrives (FIFO).
  const changes = [stepChange(step, change)];
  if (change.status === 'completed' && step.status !== 'completed') {
    const steps = await db.inquiryProgress.where('inquiryId').equals(step.inquiryId).toArray();
    const following = steps
      .filter((other) => other.stepOrder > step.stepOrder)
      .sort((a, b) => a.stepOrder - b.stepOrder)[0];
    if (following?.status === 'waiting') changes.push(stepChange(following, { status: 'pending' }));
  }
  await writeLocally(db, userId, changes);
  return changes[0]?.next as InquiryProgress;
}

/** Staff moving the inquiry: `PATCH /api/inquiries/{id}` with the new status. */
export async function updateInquiryStatus(
  id: string,
  status: InquiryStatus,
  { db = appDb }: MutationOptions = {},
): Promise<void> {
  const userId = await signedInUserId(db);
  const inquiry = await db.inquiries.get(id);
  if (!inquiry) throw new Error(messages.inquiry.notFound);
  if (inquiry.status === status) return;
  const body = inquiryPatchSchema.parse({ status, baseVersion: inquiry.version });
  await writeLocally(db, userId, [
    {
      entity: 'inquiry',
      id,
      next: { ...inquiry, status, updatedAt: new Date().toISOString() },
      method: 'PATCH',
      path: `${PATH}/${id}`,
      body,
      label: s.outboxLabel.status(inquiry.title),
    },
  ]);
}
