import { type Attachment, type AttachmentPurpose, fullName } from '@chungcu/contracts';
import {
  type ImageBackend,
  type MutationOptions,
  type PickedFile,
  appDb,
  prepareKept,
  removeAttachment,
  saveWithFiles,
} from '../../data';
import { residentStrings } from './strings';

export type ResidentImagePurpose = Extract<
  AttachmentPurpose,
  'photo' | 'idCardFront' | 'idCardBack'
>;
export type ChosenImages = Partial<Record<ResidentImagePurpose, File | null>>;

/** The images kept with a save (`saveResidentWithImages`), to make attachments of afterwards. */
export interface KeptImages {
  residentId: string;
  /** The attachments' ids to be, with the side each is for, in the order picked. */
  kept: { id: string; purpose: ResidentImagePurpose }[];
}

/** The names the outbox labels use (the form's; an edit may leave them out). */
type Named = { firstName?: string; lastName?: string };

/**
 * Saves the resident (`saveRow`, the create or update) and the images chosen in the form, as
 * picked, in ONE transaction: a tab closed a moment after the save keeps both or neither.
 * `prepareResidentImages` then makes them the resident's attachments (or the next start does).
 */
export async function saveResidentWithImages<T>(
  residentId: string,
  person: Named,
  chosen: ChosenImages,
  saveRow: () => Promise<T>,
  { db = appDb }: MutationOptions = {},
): Promise<{ saved: T; images: KeptImages }> {
  const chosenSides = (Object.entries(chosen) as [ResidentImagePurpose, File | null][]).filter(
    (side): side is [ResidentImagePurpose, File] => side[1] !== null,
  );
  const name = fullName(person) || residentId;
  const strings = residentStrings.get();
  const picked: PickedFile[] = chosenSides.map(([purpose, file]) => ({
    file,
    target: { ownerEntity: 'resident', ownerId: residentId, purpose },
    label: strings.outboxLabel.image(strings.imagePurpose[purpose], name),
  }));
  const { saved, kept } = await saveWithFiles(picked, { db }, saveRow);
  const sides = kept.map((id, i) => ({ id, purpose: chosenSides[i]?.[0] ?? 'photo' }));
  return { saved, images: { residentId, kept: sides } };
}

/**
 * Makes the images kept with a save the resident's attachments (uploaded when the network
 * allows); a side chosen again replaces the one before only once its new image is an attachment,
 * and an unreadable one stops nothing else. ID-card sides are personal data: the server lets
 * only admins and the resident read them.
 */
export async function prepareResidentImages(
  { residentId, kept }: KeptImages,
  existing: readonly Attachment[],
  { db = appDb, images }: MutationOptions & { images?: ImageBackend } = {},
): Promise<void> {
  const resident = await db.residents.get(residentId);
  const name = resident ? fullName(resident) : residentId;
  let failure: Error | null = null;
  for (const { id, purpose } of kept) {
    try {
      await prepareKept([id], { db, images });
    } catch (error) {
      failure ??= error instanceof Error ? error : new Error(String(error));
      continue;
    }
    for (const old of existing.filter((a) => a.purpose === purpose)) {
      await removeAttachment(old.id, {
        db,
        label: residentStrings.get().outboxLabel.removeImage(name),
      });
    }
  }
  if (failure) throw failure;
}
