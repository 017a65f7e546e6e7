import { type Attachment, limits } from '@chungcu/contracts';
import { type MutationOptions, addAttachment, appDb, removeAttachment } from '../../data';
import { inquiryStrings as s } from './strings';

const labels = s.outboxLabel;
const purposeOf = (file: File) => (file.type.startsWith('image/') ? 'photo' : 'file');

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
  const added: Attachment[] = [];
  for (const [i, file] of files.slice(0, room).entries()) {
    const target = {
      ownerEntity: 'inquiry',
      ownerId: inquiryId,
      purpose: purposeOf(file),
      position: existing + i,
    } as const;
    added.push(await addAttachment(file, target, { db, label: labels.addFile(title) }));
  }
  return added;
}

export async function removeInquiryAttachment(
  attachment: Attachment,
  { db = appDb }: MutationOptions = {},
): Promise<void> {
  const title = (await db.inquiries.get(attachment.ownerId))?.title ?? attachment.ownerId;
  await removeAttachment(attachment.id, { db, label: labels.removeFile(title) });
}

/** A before or after photo on a progress step (`itemId` says which). */
export async function addStepPhotos(
  stepId: string,
  when: 'before' | 'after',
  files: readonly File[],
  { db = appDb }: MutationOptions = {},
): Promise<void> {
  const step = await db.inquiryProgress.get(stepId);
  const label = labels.stepPhoto(step?.stepTitle ?? stepId);
  for (const file of files) {
    const target = {
      ownerEntity: 'inquiryProgress',
      ownerId: stepId,
      purpose: 'photo',
      itemId: when,
    } as const;
    await addAttachment(file, target, { db, label });
  }
}

export async function removeStepPhoto(photo: Attachment, { db = appDb }: MutationOptions = {}) {
  const step = await db.inquiryProgress.get(photo.ownerId);
  await removeAttachment(photo.id, {
    db,
    label: labels.removeStepPhoto(step?.stepTitle ?? photo.ownerId),
  });
}
