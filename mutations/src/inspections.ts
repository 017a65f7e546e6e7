import {
  type Attachment,
  type Inquiry,
  type Inspection,
  type InspectionItem,
  type InspectionResult,
  type InspectionTemplate,
  attachmentPaths,
  limits,
  messages,
} from '@chungcu/contracts';
import { assertFits, scopeForNew } from './complexes';
import { defineMutator } from './define';
import { autoAssignee } from './auto-assign';
import { NO_VERDICT } from './inquiry-verdict';
import { FRESH_SLA, NO_DEADLINES } from './sla';
import { type MutationTx, conflict, invalid, notFound, toInstant } from './tx';

const m = messages.inspection;

/** A checklist, its items in the order they are walked, of one complex or shared. */
export const createInspectionTemplate = defineMutator(
  'createInspectionTemplate',
  'staff',
  async (tx, args): Promise<InspectionTemplate> =>
    tx.insert('inspectionTemplate', {
      id: args.id,
      complexId: await scopeForNew(tx, args.complexId),
      name: args.name,
      items: args.items.map(({ id, section, label, needsPhotoOnFail }) => ({
        id,
        section,
        label,
        needsPhotoOnFail,
      })),
    }),
);

/** A unit's inspection begins, with the caller as its inspector and no results yet. */
export const startInspection = defineMutator(
  'startInspection',
  'staff',
  async (tx, args): Promise<Inspection> => {
    const unit = await tx.get('apartment', args.apartmentId);
    if (!unit || unit.deletedAt) throw notFound(messages.apartment.notFound);
    assertFits(await liveTemplate(tx, args.templateId), unit.complexId);
    return tx.insert('inspection', {
      id: args.id,
      complexId: unit.complexId,
      apartmentId: args.apartmentId,
      templateId: args.templateId,
      startedAt: toInstant(args.startedAt) ?? tx.now,
      completedAt: null,
      inspectorId: tx.actor.userId,
      results: [],
      summary: null,
      signedBy: null,
    });
  },
);

async function liveTemplate(tx: MutationTx, id: string): Promise<InspectionTemplate> {
  const template = await tx.get('inspectionTemplate', id);
  if (!template || template.deletedAt) throw notFound(m.templateNotFound);
  return template;
}

async function liveInspection(tx: MutationTx, id: string): Promise<Inspection> {
  const inspection = await tx.get('inspection', id);
  if (!inspection || inspection.deletedAt) throw notFound(m.notFound);
  return inspection;
}

/** The inspection's live files, in the order they were added. */
async function filesOf(tx: MutationTx, inspectionId: string): Promise<Attachment[]> {
  return (await tx.list('attachment', 'ownerId', inspectionId))
    .filter((a) => a.ownerEntity === 'inspection')
    .sort(
      (a, b) =>
        (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) ||
        a.createdAt.localeCompare(b.createdAt) ||
        a.id.localeCompare(b.id),
    );
}

/** The photos of one checklist item. */
export const photosOfItem = (files: readonly Attachment[], itemId: string) =>
  files.filter((a) => a.purpose === 'photo' && a.itemId === itemId);

/**
 * What stands between an inspection and its completion, in the order a reader fixes it: every
 * item answered, a photo for each failed item that needs one, the inspector's name and drawn
 * signature. Null when nothing does.
 */
export function completionBlocker(
  items: readonly InspectionItem[],
  results: readonly InspectionResult[],
  files: readonly Attachment[],
  signedBy: string | null,
): string | null {
  const outcomeOf = new Map(results.map((r) => [r.itemId, r.outcome]));
  if (items.some((item) => !outcomeOf.has(item.id))) return m.notAllAnswered;
  const missing = items.find(
    (item) =>
      item.needsPhotoOnFail &&
      outcomeOf.get(item.id) === 'fail' &&
      photosOfItem(files, item.id).length === 0,
  );
  if (missing) return m.photoRequired(missing.label);
  if (!signedBy || !files.some((a) => a.purpose === 'signature')) return m.signatureRequired;
  return null;
}

/**
 * Results (merged item by item: each sent item replaces that item's outcome, and its note when a
 * note is sent), summary, signer and completion. A completed inspection is final: any change is
 * a conflict, so a tablet that was offline cannot reopen a signed report.
 */
export const updateInspection = defineMutator(
  'updateInspection',
  'staff',
  async (tx, { id, results, summary, signedBy, completedAt, baseVersion }) => {
    const inspection = await liveInspection(tx, id);
    if (inspection.completedAt) throw conflict(m.alreadyCompleted);
    const template = await liveTemplate(tx, inspection.templateId);
    let merged: InspectionResult[] | undefined;
    if (results) {
      const known = new Set(template.items.map((item) => item.id));
      const unknown = results.find((r) => !known.has(r.itemId));
      if (unknown) throw invalid(m.itemNotFound);
      merged = [...inspection.results];
      for (const sent of results) {
        const at = merged.findIndex((r) => r.itemId === sent.itemId);
        const before = at >= 0 ? merged[at] : undefined;
        const result: InspectionResult = {
          itemId: sent.itemId,
          outcome: sent.outcome,
          note: sent.note === undefined ? (before?.note ?? null) : sent.note,
          inquiryId: before?.inquiryId ?? null,
        };
        if (at >= 0) merged[at] = result;
        else merged.push(result);
      }
    }
    if (completedAt !== undefined) {
      const blocker = completionBlocker(
        template.items,
        merged ?? inspection.results,
        await filesOf(tx, id),
        signedBy === undefined ? inspection.signedBy : signedBy,
      );
      if (blocker) throw invalid(blocker);
    }
    return tx.update(
      'inspection',
      id,
      { results: merged, summary, signedBy, completedAt: toInstant(completedAt) ?? undefined },
      { baseVersion },
    );
  },
);

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/**
 * A failed item becomes a maintenance request of its unit: titled by the item, described by its
 * note, with the item's photos linked (their content URLs, so the request shows the same files)
 * and its id kept on the item's result. Never twice (rule S20): the inspection row is read (and
 * on the server locked) first, and an item that already has its request answers that request.
 */
export const createFindingInquiry = defineMutator(
  'createFindingInquiry',
  'staff',
  async (tx, args): Promise<{ created: boolean; inquiry: Inquiry }> => {
    const inspection = await liveInspection(tx, args.inspectionId);
    const template = await liveTemplate(tx, inspection.templateId);
    const item = template.items.find((i) => i.id === args.itemId);
    if (!item) throw notFound(m.itemNotFound);
    const result = inspection.results.find((r) => r.itemId === item.id);
    if (result?.inquiryId) {
      const existing = await tx.get('inquiry', result.inquiryId);
      if (existing && !existing.deletedAt) return { created: false, inquiry: existing };
    }
    if (!result || result.outcome !== 'fail') throw invalid(m.findingNotFailed);
    const residentId = args.residentId ?? null;
    if (residentId) {
      const resident = await tx.get('resident', residentId);
      if (!resident || resident.deletedAt) throw notFound(messages.inquiry.residentNotFound);
    }
    const unit = await tx.get('apartment', inspection.apartmentId);
    const unitNumber = unit?.unitNumber ?? '';
    const photos = photosOfItem(await filesOf(tx, inspection.id), item.id);
    const source = `Từ biên bản "${template.name}" căn ${unitNumber}, mục ${item.section} › ${item.label}.`;
    const inquiry = await tx.insert('inquiry', {
      id: args.id,
      complexId: inspection.complexId,
      // The server numbers it in this write (S32).
      number: null,
      title: clip(`${item.label} – ${unitNumber}`, limits.varchar.inquiryTitle),
      description: clip(result.note ? `${result.note}\n\n${source}` : source, limits.longText),
      category: 'maintenance',
      priority: args.priority ?? 'medium',
      status: 'new',
      residentId,
      apartmentId: unit && !unit.deletedAt ? unit.id : null,
      templateId: null,
      residentCategory: null,
      dueDate: null,
      // A finding is a repair: it goes where the complex sends repairs.
      ...(await autoAssignee(
        tx,
        inspection.complexId,
        null,
        unit && !unit.deletedAt ? unit.id : null,
        'maintenance',
      )),
      attachments: photos
        .slice(0, limits.inquiryAttachmentTiles)
        .map((photo) => attachmentPaths.content(photo.id)),
      response: null,
      responseDate: null,
      createdBy: tx.actor.userId,
      ...NO_VERDICT,
      // No template, so no category policy: a finding has no deadlines of its own (rule S24).
      ...NO_DEADLINES,
      ...FRESH_SLA,
    });
    await tx.update('inspection', inspection.id, {
      results: inspection.results.map((r) =>
        r.itemId === item.id ? { ...r, inquiryId: inquiry.id } : r,
      ),
    });
    return { created: true, inquiry };
  },
);
