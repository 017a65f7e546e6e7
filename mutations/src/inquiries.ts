import { isStaffRole, messages, type Inquiry, type MutationArgs } from '@chungcu/contracts';
import { assertFits, complexForNew } from './complexes';
import { defineMutator } from './define';
import { categoryOfTemplateIn } from './inquiry-category';
import { inquiryCategoryOfResident, templateForResidentCategory } from './resident-category';
import { NO_VERDICT } from './inquiry-verdict';
import { isCurrent } from './occupancy';
import { autoAssignee } from './auto-assign';
import { FRESH_SLA, SLA_CLOCK_FIELDS, deadlinesAtCreation, slaStampsOf } from './sla';
import { settleOpenSteps } from './progress';
import { type MutationTx, invalid, notFound, toInstant } from './tx';

const m = messages.inquiry;
const HOUR_MS = 60 * 60 * 1000;

/** 'overdue' is worked out from a request's deadlines, never set by anyone. */
function refuseOverdue(status: string | undefined): void {
  if (status === 'overdue') throw invalid(m.overdueNotChosen);
}

/** A live row's id, or not_found with `message`; `null` stays null. */
async function liveId(
  tx: MutationTx,
  entity: 'resident' | 'apartment' | 'workflowTemplate',
  id: string | null,
  message: string,
): Promise<string | null> {
  if (id === null) return null;
  const row = await tx.get(entity, id);
  if (!row || row.deletedAt) throw notFound(message);
  return id;
}

/**
 * Who a new request is for. Staff name any resident and unit; a resident user files as their
 * own resident record, about a unit they live in now (or none).
 */
async function linksOf(tx: MutationTx, args: MutationArgs<'createInquiry'>) {
  if (isStaffRole(tx.actor.role)) {
    return {
      residentId: await liveId(tx, 'resident', args.residentId ?? null, m.residentNotFound),
      apartmentId: await liveId(tx, 'apartment', args.apartmentId ?? null, m.apartmentNotFound),
    };
  }
  const own = tx.actor.email ? await tx.list('resident', 'email', tx.actor.email) : [];
  const apartmentId = args.apartmentId ?? null;
  if (apartmentId) {
    const homes = await Promise.all(own.map((r) => tx.list('assignment', 'residentId', r.id)));
    if (!homes.flat().some((a) => isCurrent(a) && a.apartmentId === apartmentId)) {
      throw notFound(m.apartmentNotFound);
    }
  }
  return { residentId: own[0]?.id ?? null, apartmentId };
}

/**
 * The complex a request belongs to: its unit's, else its resident's (the two must agree), else
 * the one the staff member works in.
 */
async function complexOfLinks(
  tx: MutationTx,
  links: { residentId: string | null; apartmentId: string | null },
): Promise<string> {
  const unit = links.apartmentId ? await tx.get('apartment', links.apartmentId) : null;
  const resident = links.residentId ? await tx.get('resident', links.residentId) : null;
  if (unit && resident && unit.complexId !== resident.complexId) {
    throw invalid(messages.complex.otherComplex);
  }
  return unit?.complexId ?? resident?.complexId ?? complexForNew(tx, undefined);
}

/** The time of the change plus the template steps' estimated hours, when any step has one. */
async function dueFromTemplate(tx: MutationTx, templateId: string): Promise<string | null> {
  const steps = await tx.list('templateStep', 'templateId', templateId);
  const hours = steps.flatMap((s) => (s.estimatedDuration === null ? [] : [s.estimatedDuration]));
  if (hours.length === 0) return null;
  return new Date(Date.parse(tx.now) + hours.reduce((a, b) => a + b, 0) * HOUR_MS).toISOString();
}

/**
 * A resident's request, filed by staff or by the resident (`createdBy` is the caller). With a
 * template, its category is the template's, and without a due date the due date comes from the
 * template's estimated step durations. Without a template, a resident category (what a resident
 * reports) chooses the one its complex maps it to; with none mapped the request is still made.
 * Only staff decide where a request stands: a resident's starts as 'new'.
 */
export const createInquiry = defineMutator(
  'createInquiry',
  'signedIn',
  async (tx, args): Promise<Inquiry> => {
    const links = await linksOf(tx, args);
    const named = await liveId(tx, 'workflowTemplate', args.templateId ?? null, m.templateNotFound);
    const complexId = await complexOfLinks(tx, links);
    const reported = args.residentCategory ?? null;
    // What a resident reports is made from the template the complex maps it to, if any.
    const mapped =
      named === null && reported
        ? await templateForResidentCategory(tx, complexId, reported)
        : null;
    const templateId = named ?? mapped?.id ?? null;
    let dueDate = toInstant(args.dueDate) ?? null;
    if (templateId) dueDate ??= await dueFromTemplate(tx, templateId);
    const template = mapped ?? (templateId ? await tx.get('workflowTemplate', templateId) : null);
    if (template) assertFits(template, complexId);
    // A request made from a template is of the template's category, whatever the call says;
    // without one, a resident category names its own.
    const category = template
      ? await categoryOfTemplateIn(tx, template)
      : reported
        ? inquiryCategoryOfResident[reported]
        : args.category;
    const status = isStaffRole(tx.actor.role) ? args.status : 'new';
    refuseOverdue(status);
    const deadlines = await deadlinesAtCreation(tx, template?.category ?? null, args.priority);
    const clock = { ...FRESH_SLA, ...deadlines, status: 'new', createdAt: tx.now };
    return tx.insert('inquiry', {
      id: args.id,
      complexId,
      // The server numbers it in this write (S32); a device shows it as waiting for its number.
      number: null,
      title: args.title,
      description: args.description,
      category,
      priority: args.priority,
      status,
      ...links,
      templateId,
      // What the resident reported, kept: it is how they see the request (null: none named).
      residentCategory: reported,
      dueDate,
      // The complex's rules, else the block's staff member on duty (S28), the same offline.
      ...(await autoAssignee(
        tx,
        complexId,
        template?.category ?? null,
        links.apartmentId,
        category,
      )),
      attachments: args.attachments ?? [],
      response: null,
      responseDate: null,
      createdBy: tx.actor.userId,
      ...NO_VERDICT,
      ...deadlines,
      ...FRESH_SLA,
      // A request filed already under way or done is answered (and resolved) as it is made.
      ...slaStampsOf(clock, status, tx.now),
    });
  },
);

/**
 * Staff moving a request forward. A changed `response` stamps `responseDate` (cleared with the
 * response), a changed status its clock (rule S24); fields clash last-writer-wins and are
 * reported in `overwritten` (rule S8); a response written answers the request (`respondedAt`)
 * if nothing did before. 'overdue' is not a status one sets. A request is completed
 * only with no step open: `openSteps` completes them, or skips them with `skipReason`, in the
 * same write.
 */
export const updateInquiry = defineMutator('updateInquiry', 'staff', async (tx, args) => {
  const { id, baseVersion, dueDate, response, openSteps, skipReason, ...fields } = args;
  const current = await tx.get('inquiry', id);
  if (!current) throw notFound(m.notFound);
  refuseOverdue(fields.status);
  if (fields.status === 'completed' && current.status !== 'completed') {
    await settleOpenSteps(tx, id, openSteps, skipReason);
  }
  const responseChanged = response !== undefined && response !== current.response;
  // A name written by hand is nobody's account: the reminders (S30) stop going to the one an
  // automatic assignment chose.
  const reassigned = fields.assignedTo !== undefined && fields.assignedTo !== current.assignedTo;
  return tx.update(
    'inquiry',
    id,
    {
      ...fields,
      dueDate: toInstant(dueDate),
      response,
      responseDate: responseChanged ? (response ? tx.now : null) : undefined,
      ...slaStampsOf(current, fields.status, tx.now),
      ...(responseChanged && response && !current.respondedAt ? { respondedAt: tx.now } : {}),
      ...(reassigned ? { assigneeId: null } : {}),
    },
    { baseVersion, derived: [...SLA_CLOCK_FIELDS, 'assigneeId'] },
  );
});
