import { messages } from '@chungcu/contracts';
import { type ChungCuDb, appDb, writeLocally, signedInUserId } from '../../data';
import {
  categoryOfTemplate,
  isProvisional,
  provisionalSteps,
  staleProvisional,
} from './logic/progress';
import { initInFlight } from './queries';
import { inquiryStrings as s } from './strings';

const PATH = '/api/inquiries';
/** Provisional steps older than this, with no request waiting, were abandoned (discarded change). */
const ORPHAN_AFTER_MS = 30_000;

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

/** Inquiries whose initialisation this tab has started and not finished (double clicks). */
const starting = new Set<string>();

/**
 * Creates the inquiry's progress offline-first: queues ONE `POST .../init-progress` carrying the
 * ids of the provisional steps it shows at once (made from the mirror's template steps); the
 * server creates the steps under those ids, and the pull brings them (answer 'none'). Does nothing when steps exist or an initialisation is in flight.
 * @returns whether progress was requested.
 */
export async function initProgress(
  inquiryId: string,
  { db = appDb }: { db?: ChungCuDb } = {},
): Promise<boolean> {
  if (starting.has(inquiryId)) return false;
  starting.add(inquiryId);
  try {
    const userId = await signedInUserId(db);
    const inquiry = await db.inquiries.get(inquiryId);
    if (!inquiry) throw new Error(messages.inquiry.notFound);
    const templateId = inquiry.templateId ?? (await templateForCategory(db, inquiry.category));
    if (!templateId) throw new Error(messages.inquiry.noTemplate);
    const hasSteps = async () =>
      (await db.inquiryProgress.where('inquiryId').equals(inquiryId).count()) > 0;
    if ((await hasSteps()) || (await initInFlight(db, inquiryId))) return false;
    // The provisional steps' ids travel with the request, so the server creates the same rows
    // and changes made to them meanwhile (a step started offline) apply once it has.
    const template = await db.templateSteps.where('templateId').equals(templateId).toArray();
    const steps = provisionalSteps(inquiryId, template);
    // The outbox entry first: should the page die before the provisional rows are written, the
    // server's steps still arrive; provisional rows never exist without their request.
    await writeLocally(db, userId, [
      {
        entity: 'inquiry',
        id: inquiryId,
        // The server gives the inquiry the template when it had none; so does the mirror.
        next: inquiry.templateId ? {} : { templateId },
        method: 'POST',
        path: `${PATH}/${inquiryId}/init-progress`,
        body: { templateId, initiatorId: userId, stepIds: steps.map((step) => step.id) },
        answer: 'none',
        label: s.outboxLabel.initProgress(inquiry.title),
      },
    ]);
    await db.transaction('rw', db.inquiryProgress, async () => {
      if (await hasSteps()) return; // the server's rows already came
      await db.inquiryProgress.bulkPut(steps);
    });
    return true;
  } finally {
    starting.delete(inquiryId);
  }
}

/** Deletes the provisional steps of an inquiry once the server's rows are in the mirror. */
export async function dropProvisionalSteps(
  inquiryId: string,
  { db = appDb }: { db?: ChungCuDb } = {},
) {
  await db.transaction('rw', db.inquiryProgress, async () => {
    const steps = await db.inquiryProgress.where('inquiryId').equals(inquiryId).toArray();
    const stale = staleProvisional(steps);
    if (stale.length) await db.inquiryProgress.bulkDelete(stale);
  });
}

/**
 * Deletes provisional steps left without their request (its change was discarded on the sync
 * screen, or it failed for good): no server rows, nothing in flight, and older than 30 s, so the
 * moment between the push and the pull that brings the server's rows is not mistaken for it.
 */
export async function dropOrphanSteps(inquiryId: string, { db = appDb } = {}, now = Date.now()) {
  await db.transaction('rw', [db.inquiryProgress, db.outbox], async () => {
    const steps = await db.inquiryProgress.where('inquiryId').equals(inquiryId).toArray();
    if (steps.length === 0 || !steps.every(isProvisional)) return;
    if (await initInFlight(db, inquiryId)) return;
    const old = steps.filter((step) => now - Date.parse(step.createdAt) > ORPHAN_AFTER_MS);
    if (old.length === steps.length)
      await db.inquiryProgress.bulkDelete(old.map((step) => step.id));
  });
}
