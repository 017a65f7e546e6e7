import {
  type Inquiry,
  type InquiryCreateParsed,
  type InquiryPatchParsed,
  type InquiryWithDetails,
  messages,
  uuidv7,
} from '@chungcu/contracts';
import type { Db } from '../db/database';
import { inquiries as inquiriesTable } from '../db/tables';
import { insertEntity, lockEntity, updateEntity } from '../sync/entity-writer';
import { type MutationContext, type MutationRequest, runMutation } from '../sync/mutation';
import { type Actor, isAdmin } from './actor';
import { notFound } from './errors';
import {
  type InquiryDeps,
  createInquiryDeps,
  findVisibleInquiry,
  inquiryScopeOf,
} from './inquiry-access';
import { createProgressService } from './progress.service';

const m = messages.inquiry;
const HOUR_MS = 60 * 60 * 1000;

/** A date from the wire as an instant (a calendar date is UTC midnight); null clears it. */
const toInstant = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/**
 * The resident and apartment a new inquiry links to. An admin names any live ones; a resident
 * user files as their own resident record, about a unit they live in now (or none). Every link
 * is checked with `referenceExists`, which also takes the foreign key's lock before the version
 * clock (see there).
 */
async function resolveLinks(
  deps: InquiryDeps,
  ctx: MutationContext,
  body: InquiryCreateParsed,
): Promise<{ residentId: string | null; apartmentId: string | null }> {
  let residentId = body.residentId ?? null;
  const apartmentId = body.apartmentId ?? null;
  if (!isAdmin(ctx.actor)) {
    const residentIds = await deps.access.residentIdsOf(ctx.actor.email, ctx.trx);
    const apartmentIds = await deps.access.currentApartmentIdsOf(residentIds, ctx.trx);
    if (apartmentId && !apartmentIds.includes(apartmentId)) throw notFound(m.apartmentNotFound);
    residentId = residentIds[0] ?? null;
  }
  if (residentId && !(await deps.inquiries.referenceExists('residents', residentId, ctx.trx))) {
    throw notFound(m.residentNotFound);
  }
  if (apartmentId && !(await deps.inquiries.referenceExists('apartments', apartmentId, ctx.trx))) {
    throw notFound(m.apartmentNotFound);
  }
  return { residentId, apartmentId };
}

/** now + the template steps' estimated hours, when any step has an estimate; else null. */
async function dueDateFromTemplate(
  deps: InquiryDeps,
  ctx: MutationContext,
  templateId: string,
): Promise<Date | null> {
  const steps = await deps.workflow.listSteps(templateId, ctx.trx);
  const hours = steps.flatMap((step) =>
    step.estimatedDuration === null ? [] : [step.estimatedDuration],
  );
  if (hours.length === 0) return null;
  return new Date(ctx.now.getTime() + hours.reduce((a, b) => a + b, 0) * HOUR_MS);
}

/** Residents' requests and their progress. Routes check the role; "own" is checked here. */
export function createInquiriesService(db: Db) {
  const deps = createInquiryDeps(db);
  return {
    /** Inquiries the caller may see with their resident and apartment, newest first. */
    async listWithDetails(actor: Actor): Promise<InquiryWithDetails[]> {
      return deps.inquiries.listWithDetails(await inquiryScopeOf(deps.access, actor));
    },

    /** One inquiry the caller may see; 404 otherwise. */
    get: (actor: Actor, id: string): Promise<Inquiry> => findVisibleInquiry(deps, actor, id),

    /**
     * Creates an inquiry by the caller (`createdBy`). With a template and no due date, the due
     * date is derived from the template's estimated step durations. 404 for an unknown resident,
     * apartment or template.
     */
    create(request: MutationRequest, body: InquiryCreateParsed) {
      return runMutation(db, request, async (ctx) => {
        const { id, templateId, dueDate, attachments } = body;
        const links = await resolveLinks(deps, ctx, body);
        let due = toInstant(dueDate) ?? null;
        if (templateId) {
          if (!(await deps.inquiries.referenceExists('workflow_templates', templateId, ctx.trx))) {
            throw notFound(m.templateNotFound);
          }
          due ??= await dueDateFromTemplate(deps, ctx, templateId);
        }
        const inquiry = await insertEntity(ctx, inquiriesTable, {
          id: id ?? uuidv7(),
          title: body.title,
          description: body.description,
          category: body.category,
          priority: body.priority,
          // A resident files a request; only staff decide where it stands.
          status: isAdmin(ctx.actor) ? body.status : 'new',
          ...links,
          templateId: templateId ?? null,
          dueDate: due,
          // jsonb column: the pg driver would send a JS array as a PostgreSQL array literal.
          attachments: JSON.stringify(attachments ?? []),
          createdBy: ctx.actor.userId,
        });
        return { status: 201, body: inquiry };
      });
    },

    /**
     * Staff moving a request forward. A changed `response` stamps `responseDate` (cleared with
     * the response); fields clash last-writer-wins and are reported in `overwritten` (rule S8).
     */
    update(request: MutationRequest, id: string, body: InquiryPatchParsed) {
      return runMutation(db, request, async (ctx) => {
        const { baseVersion, dueDate, response, ...fields } = body;
        const current = await lockEntity(ctx, inquiriesTable, id);
        const responseChanged = response !== undefined && response !== current?.response;
        const inquiry = await updateEntity(
          ctx,
          inquiriesTable,
          id,
          {
            ...fields,
            dueDate: toInstant(dueDate),
            response,
            responseDate: responseChanged ? (response ? ctx.now : null) : undefined,
          },
          { baseVersion, notFoundMessage: m.notFound },
        );
        return { status: 200, body: inquiry };
      });
    },

    progress: createProgressService(deps),
  };
}
export type InquiriesService = ReturnType<typeof createInquiriesService>;
