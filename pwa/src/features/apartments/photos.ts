import { type Attachment, limits } from '@chungcu/contracts';
import {
  type MutationOptions,
  addAttachments,
  appDb,
  moveAttachment,
  removeAttachment,
} from '../../data';
import { apartmentStrings } from './strings';

const labels = apartmentStrings.outboxLabel;

/**
 * Adds photos to a unit, after those it has (`position` continues from the last), up to the
 * limit of 6: each one stored here at once and queued for upload behind its metadata. Answers
 * the photos added; a file that cannot be read or stored stops the rest with its message.
 */
export async function addApartmentPhotos(
  apartmentId: string,
  files: readonly File[],
  existing: readonly Attachment[],
  { db = appDb }: MutationOptions = {},
): Promise<Attachment[]> {
  const unit = (await db.apartments.get(apartmentId))?.unitNumber ?? apartmentId;
  const room = Math.max(0, limits.maxApartmentImages - existing.length);
  let position = existing.reduce((max, a) => Math.max(max, (a.position ?? -1) + 1), 0);
  const picked = files.slice(0, room).map(
    (file) =>
      ({
        file,
        target: {
          ownerEntity: 'apartment',
          ownerId: apartmentId,
          purpose: 'photo',
          position: position++,
        },
      }) as const,
  );
  return addAttachments(picked, { db, label: labels.addPhoto(unit) });
}

/** Removes one photo of a unit (`deleteAttachment`). */
export async function removeApartmentPhoto(
  photo: Attachment,
  { db = appDb }: MutationOptions = {},
) {
  const unit = (await db.apartments.get(photo.ownerId))?.unitNumber ?? photo.ownerId;
  await removeAttachment(photo.id, { db, label: labels.removePhoto(unit) });
}

/** Moves one photo of a unit a place earlier or later; the first photo is the unit's picture. */
export async function moveApartmentPhoto(
  photo: Attachment,
  step: -1 | 1,
  { db = appDb }: MutationOptions = {},
) {
  const unit = (await db.apartments.get(photo.ownerId))?.unitNumber ?? photo.ownerId;
  await moveAttachment(photo.id, step, { db, label: labels.movePhoto(unit) });
}
