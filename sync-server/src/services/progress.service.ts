import {
  type InquiryProgress,
  type InquiryProgressResponse,
  type ProgressStepPatchParsed,
  messages,
  uuidv7,
} from '@chungcu/contracts';
import { inquiries, inquiryProgress } from '../db/tables';
import { insertEntity, lockEntity, updateEntity } from '../sync/entity-writer';
import { type MutationContext, type MutationRequest, runMutation } from '../sync/mutation';
import type { Actor } from './actor';
import { notFound, validationFailure } from './errors';
import { type InquiryDeps, findVisibleInquiry } from './inquiry-access';

/**
 * Locks a live inquiry for the rest of the transaction; 404 when missing or deleted.
 * Lock order, everywhere progress is written: the inquiry row first, then the step rows, then
 * the version clock. A writer waiting for the inquiry while holding the clock could deadlock.
 */
async function lockLiveInquiry(ctx: MutationContext, id: string) {
  const inquiry = await lockEntity(ctx, inquiries, id);
  if (!inquiry || inquiry.deletedAt) throw notFound(messages.inquiry.notFound);
  return inquiry;
}

/** The timestamps a status change stamps: started on entering in_progress, completed on completing. */
function statusStamps(current: InquiryProgress, status: string | undefined, now: Date) {
  if (status === undefined || status === current.status) return {};
  return {
    startedAt: status === 'in_progress' && !current.startedAt ? now : undefined,
    completedAt: status === 'completed' ? now : current.status === 'completed' ? null : undefined,
  };
}

/** An inquiry's progress timeline, created once from a workflow template (rule S9). */
export function createProgressService(deps: InquiryDeps) {
  const { db, progress, workflow } = deps;
  return {
    /** The inquiry's id, title and status with its live steps by step order (admin; own). */
    async get(actor: Actor, inquiryId: string): Promise<InquiryProgressResponse> {
      const inquiry = await findVisibleInquiry(deps, actor, inquiryId);
      return {
        id: inquiry.id,
        title: inquiry.title,
        status: inquiry.status,
        progressSteps: await progress.listByInquiry(inquiry.id),
      };
    },

    /**
     * Creates the inquiry's steps from a template (the given one, else the inquiry's): 201 with
     * the new steps, numbered 1..n, the first 'pending' and the rest 'waiting'; the inquiry takes
     * the template when it had none. When steps already exist, 200 with them and nothing is
     * written. 400 without a template, 404 for an unknown inquiry or template. Client-made
     * `stepIds` (one per template step, in order) become the steps' ids.
     */
    init(
      request: MutationRequest,
      inquiryId: string,
      templateId?: string | null,
      stepIds?: string[],
    ) {
      return runMutation(db, request, async (ctx) => {
        // S9: lock the inquiry row BEFORE looking for steps, so racing requests (two devices, a
        // click and the automatic initialisation) queue here and the later ones see the steps.
        const inquiry = await lockLiveInquiry(ctx, inquiryId);
        const existing = await progress.listByInquiry(inquiryId, ctx.trx);
        if (existing.length > 0) return { status: 200, body: { progressSteps: existing } };

        const chosen = templateId ?? inquiry.templateId;
        if (!chosen) throw validationFailure(messages.inquiry.noTemplate);
        // Also takes the template's key-share lock before the clock (the inquiry may refer to it).
        if (!(await deps.inquiries.referenceExists('workflow_templates', chosen, ctx.trx))) {
          throw notFound(messages.inquiry.templateNotFound);
        }
        const steps = await workflow.listSteps(chosen, ctx.trx);
        // The device's own ids when it made one per step (it may already have queued edits).
        const ids = stepIds?.length === steps.length ? stepIds : steps.map(() => uuidv7());
        const progressSteps: InquiryProgress[] = [];
        for (const [index, step] of steps.entries()) {
          progressSteps.push(
            await insertEntity(ctx, inquiryProgress, {
              id: ids[index],
              inquiryId,
              // Template step orders may repeat (offline edits); progress orders are 1..n.
              stepOrder: index + 1,
              stepTitle: step.stepName,
              status: index === 0 ? 'pending' : 'waiting',
              assignee: step.defaultAssigneeName,
              assigneeRole: step.defaultAssigneeRole,
              description: step.description,
              isRequired: step.isRequired,
              estimatedDuration: step.estimatedDuration,
            }),
          );
        }
        if (!inquiry.templateId) {
          await updateEntity(ctx, inquiries, inquiryId, { templateId: chosen });
        }
        return { status: 201, body: { progressSteps } };
      });
    },

    /**
     * Updates one step of the inquiry: `startedAt` is set on entering in_progress (once),
     * `completedAt` on entering completed and cleared on leaving it. Starting a step of a 'new'
     * inquiry moves the inquiry to 'in_progress' (its own versioned, audited update).
     * 404 for a step of another inquiry.
     */
    updateStep(
      request: MutationRequest,
      inquiryId: string,
      stepId: string,
      body: ProgressStepPatchParsed,
    ) {
      return runMutation(db, request, async (ctx) => {
        const inquiry = await lockLiveInquiry(ctx, inquiryId);
        const current = await lockEntity(ctx, inquiryProgress, stepId);
        if (!current || current.inquiryId !== inquiryId) {
          throw notFound(messages.progress.stepNotFound);
        }
        const { baseVersion, ...fields } = body;
        const step = await updateEntity(
          ctx,
          inquiryProgress,
          stepId,
          { ...fields, ...statusStamps(current, fields.status, ctx.now) },
          { baseVersion, notFoundMessage: messages.progress.stepNotFound },
        );
        const started = fields.status === 'in_progress' && current.status !== 'in_progress';
        if (started && inquiry.status === 'new') {
          await updateEntity(ctx, inquiries, inquiryId, { status: 'in_progress' });
        }
        return { status: 200, body: step };
      });
    },
  };
}
export type ProgressService = ReturnType<typeof createProgressService>;
