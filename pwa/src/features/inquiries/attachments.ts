import { type Attachment, type Inquiry, limits, uuidv7 } from '@chungcu/contracts';
import {
  type MutationOptions,
  addAttachments,
  appDb,
  prepareKept,
  removeAttachment,
  saveWithFiles,
} from '../../data';
import { type NewInquiry, createInquiry, postMessage } from './mutations';
import { inquiryStrings } from './strings';

/** The outbox's labels in the language of the moment the change is queued. */
const labels = () => inquiryStrings.get().outboxLabel;
const purposeOf = (file: File) => (file.type.startsWith('image/') ? 'photo' : 'file');

/** Files picked for a request (or a message of its conversation), after the `existing` ones. */
const picked = (
  owner: { ownerEntity: 'inquiry' | 'inquiryMessage'; ownerId: string },
  files: readonly File[],
  existing: number,
) =>
  files.map(
    (file, i) =>
      ({ file, target: { ...owner, purpose: purposeOf(file), position: existing + i } }) as const,
  );

/**
 * A new request with the files picked on its form, in one transaction: the request and the files
 * as picked (a tab closed a moment later keeps both or neither). `prepareInquiryFiles` then makes
 * them its attachments (or the next start does).
 */
export async function createInquiryWithFiles(
  values: NewInquiry,
  files: readonly File[],
  { db = appDb }: MutationOptions = {},
): Promise<{ inquiry: Inquiry; kept: string[] }> {
  const id = uuidv7();
  const chosen = files.slice(0, limits.inquiryAttachmentTiles);
  const label = labels().addFile(values.title.trim());
  const { saved, kept } = await saveWithFiles(
    picked({ ownerEntity: 'inquiry', ownerId: id }, chosen, 0),
    { db, label },
    () => createInquiry(values, { db, id }),
  );
  return { inquiry: saved, kept };
}

export const prepareInquiryFiles = (
  kept: readonly string[],
  { db = appDb }: MutationOptions = {},
) => prepareKept(kept, { db });

/**
 * Attaches photos and PDFs to a request (up to the 7 tiles), staff or the resident who filed it:
 * each stored here at once and uploaded behind its metadata. Answers the attachments added.
 */
export async function attachToInquiry(
  inquiryId: string,
  files: readonly File[],
  existing: number,
  { db = appDb }: MutationOptions = {},
): Promise<Attachment[]> {
  const title = (await db.inquiries.get(inquiryId))?.title ?? inquiryId;
  const room = Math.max(0, limits.inquiryAttachmentTiles - existing);
  return addAttachments(
    picked({ ownerEntity: 'inquiry', ownerId: inquiryId }, files.slice(0, room), existing),
    {
      db,
      label: labels().addFile(title),
    },
  );
}

export async function removeInquiryAttachment(
  attachment: Attachment,
  { db = appDb }: MutationOptions = {},
): Promise<void> {
  const title = (await db.inquiries.get(attachment.ownerId))?.title ?? attachment.ownerId;
  await removeAttachment(attachment.id, { db, label: labels().removeFile(title) });
}

/** A before or after photo on a progress step (`itemId` says which). */
export async function addStepPhotos(
  stepId: string,
  when: 'before' | 'after',
  files: readonly File[],
  { db = appDb }: MutationOptions = {},
): Promise<void> {
  const step = await db.inquiryProgress.get(stepId);
  const label = labels().stepPhoto(step?.stepTitle ?? stepId);
  const target = {
    ownerEntity: 'inquiryProgress',
    ownerId: stepId,
    purpose: 'photo',
    itemId: when,
  } as const;
  await addAttachments(
    files.map((file) => ({ file, target })),
    { db, label },
  );
}

export async function removeStepPhoto(photo: Attachment, { db = appDb }: MutationOptions = {}) {
  const step = await db.inquiryProgress.get(photo.ownerId);
  await removeAttachment(photo.id, {
    db,
    label: labels().removeStepPhoto(step?.stepTitle ?? photo.ownerId),
  });
}

/**
 * A message of the request's conversation with the photos picked for it, in one transaction
 * like a new request's files: the message and its photos are kept together or not at all.
 * Answers the photos kept, which `prepareInquiryFiles` then makes its attachments.
 */
export async function postMessageWithPhotos(
  inquiryId: string,
  message: { body: string; internal?: boolean },
  photos: readonly File[],
  { db = appDb }: MutationOptions = {},
): Promise<string[]> {
  const id = uuidv7();
  const title = (await db.inquiries.get(inquiryId))?.title ?? inquiryId;
  const chosen = picked(
    { ownerEntity: 'inquiryMessage', ownerId: id },
    photos.slice(0, limits.messagePhotos),
    0,
  );
  const { kept } = await saveWithFiles(chosen, { db, label: labels().addFile(title) }, () =>
    postMessage(inquiryId, message, { db, id }),
  );
  return kept;
}
