import { type Announcement, type AnnouncementRecipientView, messages } from '@chungcu/contracts';
import { createAnnouncementsRepo } from '../db/announcements.repo';
import type { Db } from '../db/database';
import { type Actor, viewerOf } from './actor';
import { notFound } from './errors';

/**
 * Announcements as the REST calls read them, filtered by the access module: staff see their
 * complexes' with every recipient; a resident the ones sent to them, with their own rows only.
 * The writes are the named mutations `createAnnouncement`, `cancelAnnouncement` and
 * `markAnnouncementRead`; sending is `announcement-send.ts`.
 */
export function createAnnouncementsService(db: Db) {
  const repo = createAnnouncementsRepo(db);

  /** One the caller may see; 404 otherwise (a row they may not see does not exist for them). */
  async function get(actor: Actor, id: string): Promise<Announcement> {
    const announcement = await repo.findVisible(viewerOf(actor), id);
    if (!announcement) throw notFound(messages.announcement.notFound);
    return announcement;
  }

  return {
    /** Every announcement the caller may see, newest first. */
    list: (actor: Actor): Promise<Announcement[]> => repo.listLive(viewerOf(actor)),

    get,

    /** Who it was sent to and who has read it (a resident: themselves). */
    async recipients(actor: Actor, id: string): Promise<AnnouncementRecipientView[]> {
      await get(actor, id);
      return repo.recipientsOf(viewerOf(actor), id);
    },
  };
}
export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
