import { type Announcement, uuidv7 } from '@chungcu/contracts';
import { type MutationOptions, appDb, prepareKept, saveWithFiles } from '../../data';
import { type NewAnnouncement, createAnnouncement } from './mutations';
import { announcementStrings } from './strings';

/** At most this many photos or files go with one announcement. */
export const ANNOUNCEMENT_FILES_MAX = 6;

const purposeOf = (file: File) => (file.type.startsWith('image/') ? 'photo' : 'file');

/**
 * A new announcement with the photos or PDFs picked in the dialog, in one transaction (a tab
 * closed a moment later keeps both or neither); `prepareAnnouncementFiles` then makes them its
 * attachments, queued behind it, which its recipients receive with it.
 */
export async function createAnnouncementWithFiles(
  values: NewAnnouncement,
  files: readonly File[],
  { db = appDb }: MutationOptions = {},
): Promise<{ announcement: Announcement; kept: string[] }> {
  const id = uuidv7();
  const picked = files.slice(0, ANNOUNCEMENT_FILES_MAX).map(
    (file, position) =>
      ({
        file,
        target: { ownerEntity: 'announcement', ownerId: id, purpose: purposeOf(file), position },
      }) as const,
  );
  const label = announcementStrings.get().outboxLabel.create(values.title.trim());
  const { saved, kept } = await saveWithFiles(picked, { db, label }, () =>
    createAnnouncement(values, { db, id }),
  );
  return { announcement: saved, kept };
}

/** Makes the kept files attachments of their announcement (resized, queued for upload). */
export const prepareAnnouncementFiles = (
  kept: readonly string[],
  { db = appDb }: MutationOptions = {},
) => prepareKept(kept, { db });
