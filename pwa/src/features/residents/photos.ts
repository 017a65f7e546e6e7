import { type Attachment, type AttachmentPurpose, fullName } from '@chungcu/contracts';
import { type MutationOptions, addAttachment, appDb, removeAttachment } from '../../data';
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
  { db = appDb }: MutationOptions = {},
): Promise<void> {
  const resident = await db.residents.get(residentId);
  const name = resident ? fullName(resident) : residentId;
  for (const [purpose, file] of Object.entries(chosen) as [ResidentImagePurpose, File | null][]) {
    if (!file) continue;
    const label = residentStrings.outboxLabel.image(residentStrings.imagePurpose[purpose], name);
    await addAttachment(
      file,
      { ownerEntity: 'resident', ownerId: residentId, purpose },
      { db, label },
    );
    for (const old of existing.filter((a) => a.purpose === purpose)) {
      await removeAttachment(old.id, { db, label: residentStrings.outboxLabel.removeImage(name) });
    }
  }
}
