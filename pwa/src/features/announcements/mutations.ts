import {
  type Announcement,
  type AnnouncementAudience,
  type AnnouncementCategory,
  messages,
  uuidv7,
} from '@chungcu/contracts';
import { type MutationOptions, appDb, mutate } from '../../data';
import { announcementStrings } from './strings';

const labels = () => announcementStrings.get().outboxLabel;

/** What the compose dialog hands over. */
export interface NewAnnouncement {
  title: string;
  body: string;
  category: AnnouncementCategory;
  audience: AnnouncementAudience;
  urgent: boolean;
  /** ISO instants; null: none (sent at once, or no end). */
  endsAt: string | null;
  publishAt: string | null;
  /** The sent announcement this one corrects. */
  correctsId?: string | null;
  /** The complex it is for; absent: the one the device works in. */
  complexId?: string | null;
}

/**
 * Writes an announcement (`createAnnouncement`): in the list at once as on its way or scheduled;
 * the server sends it and fixes its recipients, whose rows arrive with the next pull. Throws the
 * contracts message of the first bad field ("Thông báo khẩn cấp cần có thời điểm kết thúc").
 */
export async function createAnnouncement(
  values: NewAnnouncement,
  { db = appDb, id = uuidv7() }: MutationOptions & { id?: string } = {},
): Promise<Announcement> {
  const args = {
    id,
    title: values.title,
    body: values.body,
    category: values.category,
    audience: values.audience,
    urgent: values.urgent,
    endsAt: values.endsAt,
    publishAt: values.publishAt,
    ...(values.correctsId ? { correctsId: values.correctsId } : {}),
    ...(values.complexId ? { complexId: values.complexId } : {}),
  };
  return mutate('createAnnouncement', args, { db, label: (a) => labels().create(a.title) });
}

/** Cancels a scheduled announcement before it goes out (`cancelAnnouncement`). */
export async function cancelAnnouncement(
  id: string,
  { db = appDb }: MutationOptions = {},
): Promise<void> {
  const announcement = await db.announcements.get(id);
  if (!announcement) throw new Error(messages.announcement.notFound);
  await mutate('cancelAnnouncement', { id }, { db, label: labels().cancel(announcement.title) });
}

/**
 * The resident opened an announcement (`markAnnouncementRead`), once: nothing is queued when
 * every recipient row of theirs is read already (or none has arrived yet).
 * @returns whether a change was queued.
 */
export async function markAnnouncementRead(
  id: string,
  { db = appDb }: MutationOptions = {},
): Promise<boolean> {
  const announcement = await db.announcements.get(id);
  const rows = await db.announcementRecipients.where('announcementId').equals(id).toArray();
  if (!announcement || !rows.some((row) => !row.readAt)) return false;
  await mutate('markAnnouncementRead', { id }, { db, label: labels().read(announcement.title) });
  return true;
}
