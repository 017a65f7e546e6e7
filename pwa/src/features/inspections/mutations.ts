import {
  type Attachment,
  type Inquiry,
  type Inspection,
  type InspectionOutcome,
  uuidv7,
} from '@chungcu/contracts';
import {
  type ChungCuDb,
  type MutationOptions,
  addAttachments,
  appDb,
  prepareKept,
  saveWithFiles,
  mutate,
  removeAttachment,
} from '../../data';
import { inspectionStrings } from './strings';

/** The outbox's labels in the language of the moment the change is queued. */
const labels = () => inspectionStrings.get().outboxLabel;

async function unitOf(db: ChungCuDb, inspectionId: string): Promise<string> {
  const inspection = await db.inspections.get(inspectionId);
  const unit = inspection && (await db.apartments.get(inspection.apartmentId));
  return unit?.unitNumber ?? inspectionId;
}

async function itemLabel(db: ChungCuDb, inspectionId: string, itemId: string): Promise<string> {
  const inspection = await db.inspections.get(inspectionId);
  const template = inspection && (await db.inspectionTemplates.get(inspection.templateId));
  return template?.items.find((i) => i.id === itemId)?.label ?? itemId;
}

/** An inspection of a unit begins now, on this device; answers its id. */
export async function startInspection(
  apartmentId: string,
  templateId: string,
  { db = appDb }: MutationOptions = {},
): Promise<string> {
  const id = uuidv7();
  const unit = (await db.apartments.get(apartmentId))?.unitNumber ?? apartmentId;
  const template = (await db.inspectionTemplates.get(templateId))?.name ?? templateId;
  await mutate(
    'startInspection',
    { id, apartmentId, templateId, startedAt: new Date().toISOString() },
    { db, label: labels().start(template, unit) },
  );
  return id;
}

/** One item's outcome, and its note when given (undefined keeps the note there). */
export async function setItemResult(
  inspection: Pick<Inspection, 'id' | 'version'>,
  itemId: string,
  outcome: InspectionOutcome,
  note?: string | null,
  { db = appDb }: MutationOptions = {},
): Promise<void> {
  const label = labels().result(await itemLabel(db, inspection.id, itemId));
  await mutate(
    'updateInspection',
    { id: inspection.id, results: [{ itemId, outcome, ...(note === undefined ? {} : { note }) }] },
    { db, label },
  );
}

export async function setSummary(
  inspectionId: string,
  summary: string,
  { db = appDb }: MutationOptions = {},
): Promise<void> {
  const label = labels().summary(await unitOf(db, inspectionId));
  await mutate('updateInspection', { id: inspectionId, summary }, { db, label });
}

/**
 * Signs: the drawn signature becomes an attachment of the inspection (stored here at once and
 * uploaded behind its metadata), then the signer's name. A new signature replaces the old one.
 */
export async function signInspection(
  inspectionId: string,
  signature: Blob,
  signedBy: string,
  previous: readonly Attachment[],
  { db = appDb }: MutationOptions = {},
): Promise<void> {
  const label = labels().sign(await unitOf(db, inspectionId));
  const file = Object.assign(signature, { name: 'chu-ky.png' });
  const target = {
    ownerEntity: 'inspection',
    ownerId: inspectionId,
    purpose: 'signature',
  } as const;
  // The drawn signature, the old one's removal and the signer's name in one transaction: a tab
  // closed a moment later never leaves a signer without a signature, or none at all.
  const { kept } = await saveWithFiles([{ file, target }], { db, label }, async () => {
    for (const old of previous) await removeAttachment(old.id, { db, label });
    await mutate('updateInspection', { id: inspectionId, signedBy }, { db, label });
  });
  await prepareKept(kept, { db });
}

/** Completes the inspection for good (the rule says what is still missing, if anything). */
export async function completeInspection(
  inspectionId: string,
  { db = appDb }: MutationOptions = {},
): Promise<void> {
  const label = labels().complete(await unitOf(db, inspectionId));
  await mutate(
    'updateInspection',
    { id: inspectionId, completedAt: new Date().toISOString() },
    { db, label },
  );
}

/** Photos of one checklist item. */
export async function addItemPhotos(
  inspectionId: string,
  itemId: string,
  files: readonly File[],
  { db = appDb }: MutationOptions = {},
): Promise<void> {
  const label = labels().photo(await itemLabel(db, inspectionId, itemId));
  const target = {
    ownerEntity: 'inspection',
    ownerId: inspectionId,
    purpose: 'photo',
    itemId,
  } as const;
  await addAttachments(
    files.map((file) => ({ file, target })),
    { db, label },
  );
}

export async function removeItemPhoto(photo: Attachment, { db = appDb }: MutationOptions = {}) {
  const label = labels().removePhoto(await itemLabel(db, photo.ownerId, photo.itemId ?? ''));
  await removeAttachment(photo.id, { db, label });
}

/**
 * A failed item's maintenance request, in one tap: made once (rule S20), so a second tap, or
 * another tablet, answers the request already made.
 */
export async function createFindingRequest(
  inspectionId: string,
  itemId: string,
  { db = appDb }: MutationOptions = {},
): Promise<Inquiry> {
  const label = labels().finding(await itemLabel(db, inspectionId, itemId));
  const answer = await mutate(
    'createFindingInquiry',
    { id: uuidv7(), inspectionId, itemId },
    { db, label },
  );
  return answer.inquiry;
}

/**
 * One tap for every failed item that has no request yet (`itemIds`, in the checklist's order):
 * one request each, through the same mutation as an item's own button, so each is made once
 * (rule S20) and works offline alike. Answers how many were made; the first refusal is thrown
 * once the others are made.
 */
export async function createFindingRequests(
  inspectionId: string,
  itemIds: readonly string[],
  { db = appDb }: MutationOptions = {},
): Promise<number> {
  let made = 0;
  let failure: unknown = null;
  for (const itemId of itemIds) {
    try {
      await createFindingRequest(inspectionId, itemId, { db });
      made += 1;
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure !== null) throw failure;
  return made;
}
