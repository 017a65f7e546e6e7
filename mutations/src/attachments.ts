import {
  attachmentIdOfUrl,
  attachmentPaths,
  defaults,
  isStaffRole,
  messages,
  type Attachment,
  type AttachmentOwner,
  type InquiryMessage,
} from '@chungcu/contracts';
import { defineMutator } from './define';
import { type EntityName, type MutationTx, conflict, forbidden, invalid, notFound } from './tx';

const m = messages.attachment;

/** The entity an owner names, where that entity exists yet. */
const ownerEntities: Partial<Record<AttachmentOwner, EntityName>> = {
  apartment: 'apartment',
  resident: 'resident',
  inquiry: 'inquiry',
  inquiryProgress: 'inquiryProgress',
  inspection: 'inspection',
  meterReading: 'meterReading',
  announcement: 'announcement',
  inquiryMessage: 'inquiryMessage',
};

/** Whether a resident user files on this request: theirs, or filed for one of their records. */
async function ownsInquiry(tx: MutationTx, inquiryId: string): Promise<boolean> {
  const inquiry = await tx.get('inquiry', inquiryId);
  if (!inquiry || inquiry.deletedAt) return false;
  if (inquiry.createdBy === tx.actor.userId) return true;
  const own = tx.actor.email ? await tx.list('resident', 'email', tx.actor.email) : [];
  return own.some((r) => r.id === inquiry.residentId);
}

/** Files in the order their owner shows them: by position, then as they were added. */
const inOrder = (a: Attachment, b: Attachment) =>
  (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) ||
  a.createdAt.localeCompare(b.createdAt) ||
  a.id.localeCompare(b.id);

/**
 * Keeps the owner's link fields of the API in step with its files: a
 * unit's `imageUrl` is its first photo's content URL (or the placeholder), a resident's
 * `photoUrl` / `idCardFrontUrl` / `idCardBackUrl` the newest file of that purpose, a request's
 * `attachments` every file's content URL. Written here once, so the device shows what the
 * server will answer.
 */
async function linkOwner(tx: MutationTx, changed: Attachment): Promise<void> {
  const entity = ownerEntities[changed.ownerEntity];
  const ownerRow = entity ? await tx.get(entity, changed.ownerId) : null;
  if (!ownerRow || ownerRow.deletedAt) return;
  const files = (await tx.list('attachment', 'ownerId', changed.ownerId))
    .filter((a) => a.ownerEntity === changed.ownerEntity)
    .sort(inOrder);
  const urlOf = (a: Attachment | undefined) => (a ? attachmentPaths.content(a.id) : null);
  const newest = (purpose: Attachment['purpose']) =>
    urlOf(files.filter((a) => a.purpose === purpose).at(-1));
  const owner = changed.ownerEntity;
  if (owner === 'apartment') {
    const first = files.find((a) => a.purpose === 'photo');
    await tx.update('apartment', changed.ownerId, {
      imageUrl: urlOf(first) ?? defaults.apartment.imageUrl,
    });
  } else if (owner === 'resident') {
    await tx.update('resident', changed.ownerId, {
      photoUrl: newest('photo'),
      idCardFrontUrl: newest('idCardFront'),
      idCardBackUrl: newest('idCardBack'),
    });
  } else if (owner === 'inquiry') {
    const urls = (ownerRow as { attachments?: string[] }).attachments ?? [];
    const linked = await linkedFiles(tx, urls, changed.ownerId);
    await tx.update('inquiry', changed.ownerId, {
      attachments: [...linked, ...files.map((a) => attachmentPaths.content(a.id))],
    });
  }
}

/**
 * The URLs of a request that show another owner's files (an inspection's photos linked to the
 * request made from its finding): kept when the request's own files change.
 */
async function linkedFiles(tx: MutationTx, urls: readonly string[], inquiryId: string) {
  const kept: string[] = [];
  for (const url of urls) {
    const id = attachmentIdOfUrl(url);
    const file = id ? await tx.get('attachment', id) : null;
    if (
      file &&
      !file.deletedAt &&
      !(file.ownerEntity === 'inquiry' && file.ownerId === inquiryId)
    ) {
      kept.push(url);
    }
  }
  return kept;
}

/**
 * A completed inspection is final (its report was signed): its files can be neither added,
 * moved nor removed. A photo names an item of the inspection's checklist.
 */
async function checkInspectionOpen(tx: MutationTx, inspectionId: string, itemId?: string | null) {
  const inspection = await tx.get('inspection', inspectionId);
  if (!inspection || inspection.deletedAt) return;
  if (inspection.completedAt) throw conflict(messages.inspection.alreadyCompleted);
  if (!itemId) return;
  const template = await tx.get('inspectionTemplate', inspection.templateId);
  if (!template?.items.some((item) => item.id === itemId)) {
    throw invalid(messages.inspection.itemNotFound);
  }
}

/**
 * A completed request's files are final, its own and its steps' photos: what the work was is not
 * changed afterwards, by the resident or by staff. Reopening the request (the resident returning
 * the work, or staff moving its status) makes them changeable again.
 */
async function checkRequestOpen(tx: MutationTx, owner: Attachment['ownerEntity'], ownerId: string) {
  let inquiryId: string | null = null;
  if (owner === 'inquiry') inquiryId = ownerId;
  else if (owner === 'inquiryProgress') {
    inquiryId = (await tx.get('inquiryProgress', ownerId))?.inquiryId ?? null;
  }
  const inquiry = inquiryId ? await tx.get('inquiry', inquiryId) : null;
  if (inquiry?.status === 'completed') throw conflict(m.requestCompleted);
}

/**
 * A message's photos are its author's, sent with it: no one adds to another's words. A message
 * the caller does not see does not exist for them (404, rule S11).
 */
async function checkMessageAuthor(tx: MutationTx, message: InquiryMessage) {
  if (message.authorId === tx.actor.userId) return;
  if (!(await tx.canSee('inquiryMessage', message.id))) throw notFound(m.ownerNotFound);
  throw forbidden(messages.common.forbidden);
}

/**
 * A file's metadata: the row every device syncs (never its bytes, which follow in their own
 * upload queue). Staff attach to anything they manage; a resident user only to their own
 * requests. The owner must exist; each attachment belongs to its owner alone, so two staff adding
 * photos to one unit offline both keep theirs.
 */
export const createAttachment = defineMutator(
  'createAttachment',
  'signedIn',
  async (tx, args): Promise<Attachment> => {
    const entity = ownerEntities[args.ownerEntity];
    const owner = entity ? await tx.get(entity, args.ownerId) : null;
    if (!owner || owner.deletedAt) throw notFound(m.ownerNotFound);
    // Every owner is a row of one complex; the file is that complex's.
    const complexId =
      'complexId' in owner && typeof owner.complexId === 'string' ? owner.complexId : null;
    if (!complexId) throw notFound(m.ownerNotFound);
    if (args.ownerEntity === 'inquiryMessage') {
      await checkMessageAuthor(tx, owner as InquiryMessage);
    } else if (!isStaffRole(tx.actor.role)) {
      if (args.ownerEntity !== 'inquiry') throw forbidden(messages.common.forbidden);
      // Another's request does not exist for a resident user (rule S11).
      if (!(await ownsInquiry(tx, args.ownerId))) throw notFound(m.ownerNotFound);
    }
    if (args.ownerEntity === 'inspection') await checkInspectionOpen(tx, args.ownerId, args.itemId);
    await checkRequestOpen(tx, args.ownerEntity, args.ownerId);
    const attachment = await tx.insert('attachment', {
      ...args,
      complexId,
      width: args.width ?? null,
      height: args.height ?? null,
      position: args.position ?? null,
      itemId: args.itemId ?? null,
      uploadedAt: null,
      createdBy: tx.actor.userId,
    });
    await linkOwner(tx, attachment);
    return attachment;
  },
);

/** Staff, or whoever attached the file, may change it; anyone else who sees it is refused. */
async function changeableFile(tx: MutationTx, id: string): Promise<Attachment> {
  const attachment = await tx.get('attachment', id);
  if (!attachment || attachment.deletedAt) throw notFound(m.notFound);
  if (!isStaffRole(tx.actor.role) && attachment.createdBy !== tx.actor.userId) {
    // Another's file the caller may not see does not exist for them (404 first, rule S11).
    if (!(await tx.canSee('attachment', id))) throw notFound(m.notFound);
    throw forbidden(messages.common.forbidden);
  }
  if (attachment.ownerEntity === 'inspection') await checkInspectionOpen(tx, attachment.ownerId);
  await checkRequestOpen(tx, attachment.ownerEntity, attachment.ownerId);
  return attachment;
}

/**
 * Moves a file one place among its owner's files of the same purpose; positions become 0..n-1
 * in the new order, so offline moves from several devices still leave one clear order.
 */
export const moveAttachment = defineMutator('moveAttachment', 'signedIn', async (tx, args) => {
  const moved = await changeableFile(tx, args.id);
  const files = (await tx.list('attachment', 'ownerId', moved.ownerId))
    .filter((a) => a.ownerEntity === moved.ownerEntity && a.purpose === moved.purpose)
    .sort(inOrder);
  const from = files.findIndex((a) => a.id === moved.id);
  const to = from + args.step;
  if (from < 0 || to < 0 || to >= files.length) return;
  [files[from], files[to]] = [files[to] as Attachment, files[from] as Attachment];
  for (const [position, file] of files.entries()) {
    if (file.position !== position) await tx.update('attachment', file.id, { position });
  }
  await linkOwner(tx, moved);
});

/** Removes a file (a tombstone every device follows): staff, or whoever attached it. */
export const deleteAttachment = defineMutator(
  'deleteAttachment',
  'signedIn',
  async (tx, { id }) => {
    const attachment = await changeableFile(tx, id);
    await tx.delete('attachment', id);
    await linkOwner(tx, attachment);
  },
);
