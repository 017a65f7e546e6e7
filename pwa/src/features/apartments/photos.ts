import {
  type Apartment,
  type ApartmentCreateParsed,
  type Attachment,
  limits,
  uuidv7,
} from '@chungcu/contracts';
import {
  type MutationOptions,
  addAttachments,
  appDb,
  moveAttachment,
  prepareKept,
  removeAttachment,
  saveWithFiles,
} from '../../data';
import { createApartment } from './mutations';
import { apartmentStrings } from './strings';

/** The outbox's labels in the language of the moment. */
const labels = () => apartmentStrings.get().outboxLabel;

/** A unit's photos, placed from `first` on. */
const photosFor = (apartmentId: string, files: readonly File[], first: number) =>
  files.map(
    (file, i) =>
      ({
        file,
        target: {
          ownerEntity: 'apartment',
          ownerId: apartmentId,
          purpose: 'photo',
          position: first + i,
        },
      }) as const,
  );

/**
 * A new unit with the photos picked on its form, in one transaction (a tab closed a moment later
 * keeps both or neither); `prepareKept(kept)` then makes them its photos (or the next start does).
 */
export async function createApartmentWithPhotos(
  body: ApartmentCreateParsed,
  files: readonly File[],
  { db = appDb }: MutationOptions = {},
): Promise<{ apartment: Apartment; kept: string[] }> {
  const id = body.id ?? uuidv7();
  const picked = photosFor(id, files.slice(0, limits.maxApartmentImages), 0);
  const label = labels().addPhoto(body.unitNumber);
  const { saved, kept } = await saveWithFiles(picked, { db, label }, () =>
    createApartment({ ...body, id }, { db }),
  );
  return { apartment: saved, kept };
}

export const prepareApartmentPhotos = (
  kept: readonly string[],
  { db = appDb }: MutationOptions = {},
) => prepareKept(kept, { db });

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
  const first = existing.reduce((max, a) => Math.max(max, (a.position ?? -1) + 1), 0);
  const picked = photosFor(apartmentId, files.slice(0, room), first);
  return addAttachments(picked, { db, label: labels().addPhoto(unit) });
}

/** Removes one photo of a unit (`deleteAttachment`). */
export async function removeApartmentPhoto(
  photo: Attachment,
  { db = appDb }: MutationOptions = {},
) {
  const unit = (await db.apartments.get(photo.ownerId))?.unitNumber ?? photo.ownerId;
  await removeAttachment(photo.id, { db, label: labels().removePhoto(unit) });
}

/** Moves one photo of a unit a place earlier or later; the first photo is the unit's picture. */
export async function moveApartmentPhoto(
  photo: Attachment,
  step: -1 | 1,
  { db = appDb }: MutationOptions = {},
) {
  const unit = (await db.apartments.get(photo.ownerId))?.unitNumber ?? photo.ownerId;
  await moveAttachment(photo.id, step, { db, label: labels().movePhoto(unit) });
}
