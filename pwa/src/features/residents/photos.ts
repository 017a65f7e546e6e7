import { type Attachment, type AttachmentPurpose, fullName } from '@chungcu/contracts';
import {
  type ImageBackend,
  type MutationOptions,
  appDb,
  keepOriginals,
  prepareKept,
  removeAttachment,
} from '../../data';
import { residentStrings } from './strings';

export type ResidentImagePurpose = Extract<
  AttachmentPurpose,
  'photo' | 'idCardFront' | 'idCardBack'
>;
export type ChosenImages = Partial<Record<ResidentImagePurpose, File | null>>;

/**
 * Keeps the images chosen in the resident form as the resident's attachments (stored here at
 * once, uploaded when the network allows); a side chosen again replaces the one before.
 * ID-card sides are personal data: the server lets only admins and the resident read them.
 */
export async function keepResidentImages(
  residentId: string,
  chosen: ChosenImages,
  existing: readonly Attachment[],
  { db = appDb, images }: MutationOptions & { images?: ImageBackend } = {},
): Promise<void> {
  const resident = await db.residents.get(residentId);
  const name = resident ? fullName(resident) : residentId;
  const picked = (Object.entries(chosen) as [ResidentImagePurpose, File | null][]).flatMap(
    ([purpose, file]) =>
      file
        ? [
            {
              file,
              target: { ownerEntity: 'resident', ownerId: residentId, purpose } as const,
              label: residentStrings.outboxLabel.image(residentStrings.imagePurpose[purpose], name),
            },
          ]
        : [],
  );
  // Every image chosen is kept in one transaction before any is resized; a side replaces the
  // one before only once it is an attachment, and an unreadable one stops nothing else.
  const kept = await keepOriginals(picked, { db });
  let failure: Error | null = null;
  for (const [i, id] of kept.entries()) {
    const purpose = picked[i]?.target.purpose;
    try {
      await prepareKept([id], { db, images });
    } catch (error) {
      failure ??= error instanceof Error ? error : new Error(String(error));
      continue;
    }
    for (const old of existing.filter((a) => a.purpose === purpose)) {
      await removeAttachment(old.id, { db, label: residentStrings.outboxLabel.removeImage(name) });
    }
  }
  if (failure) throw failure;
}
