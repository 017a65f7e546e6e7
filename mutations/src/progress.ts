import { type InquiryProgress, type OpenStepsChoice, messages, uuidv7 } from '@chungcu/contracts';
import { assertFits } from './complexes';
import { defineMutator } from './define';
import { slaStampsOf } from './sla';
import { type MutationTx, conflict, invalid, notFound } from './tx';

/** An inquiry's live steps in order. */
async function stepsOf(tx: MutationTx, inquiryId: string): Promise<InquiryProgress[]> {
  const steps = await tx.list('inquiryProgress', 'inquiryId', inquiryId);
  return steps.sort((a, b) => a.stepOrder - b.stepOrder);
}

/** A step still to do: neither completed nor skipped. */
export const isOpenStep = (step: Pick<InquiryProgress, 'status'>): boolean =>
  step.status !== 'completed' && step.status !== 'skipped';

/**
 * A request being completed settles its open steps in the same write: completes them (stamped
 * now), or skips them with `reason`. Without a choice, an open step refuses the completion
 * (stepsOpen); skipping without a reason is refused (skipReasonRequired). Answers the steps it
 * changed.
 */
export async function settleOpenSteps(
  tx: MutationTx,
  inquiryId: string,
  choice: OpenStepsChoice | undefined,
  reason: string | null | undefined,
): Promise<InquiryProgress[]> {
  const open = (await stepsOf(tx, inquiryId)).filter(isOpenStep);
  if (open.length === 0) return [];
  if (!choice) throw conflict(messages.inquiry.stepsOpen);
  if (choice === 'skip' && !reason) throw invalid(messages.progress.skipReasonRequired);
  const settled: InquiryProgress[] = [];
  for (const step of open) {
    settled.push(
      await tx.update(
        'inquiryProgress',
        step.id,
        choice === 'complete'
          ? { status: 'completed', completedAt: tx.now, skipReason: null }
          : { status: 'skipped', completedAt: null, skipReason: reason },
      ),
    );
  }
  return settled;
}

async function liveInquiry(tx: MutationTx, id: string) {
  const inquiry = await tx.get('inquiry', id);
  if (!inquiry || inquiry.deletedAt) throw notFound(messages.inquiry.notFound);
  return inquiry;
}

/**
 * Creates an inquiry's progress from a template (the given one, else the inquiry's): steps
 * numbered 1..n, the first 'pending' and the rest 'waiting'; the inquiry takes the template when
 * it had none. When steps exist already nothing is written (rule S9: the inquiry is read, and on
 * the server locked, before the steps are looked for). `stepIds`, one per template step, become
 * the steps' ids, so a device can start a step of progress it created offline.
 */
export const initProgress = defineMutator('initProgress', 'staff', async (tx, args) => {
  const inquiry = await liveInquiry(tx, args.id);
  const existing = await stepsOf(tx, args.id);
  if (existing.length > 0) return { created: false, progressSteps: existing };
  // Steps made now would wait on a request already done: its status and its steps would disagree.
  if (inquiry.status === 'completed') throw conflict(messages.inquiry.completedNoNewProgress);

  const templateId = args.templateId ?? inquiry.templateId;
  if (!templateId) throw invalid(messages.inquiry.noTemplate);
  const template = await tx.get('workflowTemplate', templateId);
  if (!template || template.deletedAt) throw notFound(messages.inquiry.templateNotFound);
  assertFits(template, inquiry.complexId);
  const steps = (await tx.list('templateStep', 'templateId', templateId)).sort(
    (a, b) =>
      a.stepOrder - b.stepOrder ||
      a.createdAt.localeCompare(b.createdAt) ||
      a.id.localeCompare(b.id),
  );
  const ids = args.stepIds?.length === steps.length ? args.stepIds : steps.map(() => uuidv7());
  const progressSteps: InquiryProgress[] = [];
  for (const [index, step] of steps.entries()) {
    progressSteps.push(
      await tx.insert('inquiryProgress', {
        id: ids[index] as string,
        complexId: inquiry.complexId,
        inquiryId: args.id,
        // Template step orders may repeat (offline edits); progress orders are 1..n.
        stepOrder: index + 1,
        stepTitle: step.stepName,
        status: index === 0 ? 'pending' : 'waiting',
        assignee: step.defaultAssigneeName,
        assigneeRole: step.defaultAssigneeRole,
        description: step.description,
        isRequired: step.isRequired,
        estimatedDuration: step.estimatedDuration,
        completedAt: null,
        startedAt: null,
        notes: null,
        skipReason: null,
        isInternal: false,
      }),
    );
  }
  if (!inquiry.templateId) await tx.update('inquiry', args.id, { templateId });
  return { created: true, progressSteps };
});

/**
 * The times a status change stamps: started on entering in_progress, completed on completing;
 * a step leaving 'skipped' loses its reason.
 */
function stamps(step: InquiryProgress, status: string | undefined, now: string) {
  if (status === undefined || status === step.status) return {};
  return {
    startedAt: status === 'in_progress' && !step.startedAt ? now : undefined,
    completedAt: status === 'completed' ? now : step.status === 'completed' ? null : undefined,
    ...(status === 'skipped' ? {} : { skipReason: null }),
  };
}

/**
 * Updates one step. Starting or completing a step of a 'new' inquiry moves the inquiry to
 * 'in_progress' (the office acted: its clock's first response);
 * completing (or skipping) a step makes the next waiting one 'pending' (ready to start),
 * whoever completes it. Skipping needs a reason. A completed request's steps keep their status
 * until the request is reopened, so the two never disagree.
 */
export const updateStep = defineMutator('updateStep', 'staff', async (tx, args) => {
  const { id, inquiryId, baseVersion, ...fields } = args;
  const inquiry = await liveInquiry(tx, inquiryId);
  const current = await tx.get('inquiryProgress', id);
  if (!current || current.deletedAt || current.inquiryId !== inquiryId) {
    throw notFound(messages.progress.stepNotFound);
  }
  const moves = fields.status !== undefined && fields.status !== current.status;
  if (moves && inquiry.status === 'completed') throw conflict(messages.progress.requestCompleted);
  // Skipped after this write: entering 'skipped' needs a reason, and a skipped step keeps one.
  const skipped = moves ? fields.status === 'skipped' : current.status === 'skipped';
  if (skipped && (moves || fields.skipReason !== undefined) && !fields.skipReason) {
    throw invalid(messages.progress.skipReasonRequired);
  }
  const step = await tx.update(
    'inquiryProgress',
    id,
    {
      ...fields,
      // A reason belongs to a skipped step only.
      skipReason: skipped ? fields.skipReason : undefined,
      ...stamps(current, fields.status, tx.now),
    },
    { baseVersion },
  );
  const entered = (status: string) => fields.status === status && current.status !== status;
  if ((entered('in_progress') || entered('completed')) && inquiry.status === 'new') {
    await tx.update('inquiry', inquiryId, {
      status: 'in_progress',
      ...slaStampsOf(inquiry, 'in_progress', tx.now),
    });
  }
  if (entered('completed') || entered('skipped')) {
    const next = (await stepsOf(tx, inquiryId)).find((s) => s.stepOrder > current.stepOrder);
    if (next?.status === 'waiting')
      await tx.update('inquiryProgress', next.id, { status: 'pending' });
  }
  return step;
});
