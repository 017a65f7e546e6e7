import {
  type Announcement,
  type AnnouncementAudience,
  isStaffRole,
  messages,
} from '@chungcu/contracts';
import { complexForNew } from './complexes';
import { defineMutator } from './define';
import { type MutationTx, conflict, forbidden, invalid, notFound, toInstant } from './tx';

const m = messages.announcement;

/**
 * Whether an announcement goes out at `now` (ISO): still scheduled, with no time set or its time
 * come. The server sends a due one in the write that makes it, or its job sends it later.
 */
export function isDue(announcement: Pick<Announcement, 'status' | 'publishAt'>, now: string) {
  return (
    announcement.status === 'scheduled' &&
    (announcement.publishAt === null || Date.parse(announcement.publishAt) <= Date.parse(now))
  );
}

/** The block ids an audience names (its blocks, or its floors' blocks). */
function blockIdsOf(audience: AnnouncementAudience): string[] {
  if (audience.kind === 'blocks') return audience.blockIds;
  if (audience.kind === 'floors') return audience.floors.map((f) => f.blockId);
  return [];
}

/**
 * Every block and unit the audience names is a live one of `complexId`; anything else does not
 * exist for this announcement (404, whoever's complex it is).
 */
async function assertAudienceIn(tx: MutationTx, complexId: string, audience: AnnouncementAudience) {
  for (const id of new Set(blockIdsOf(audience))) {
    const block = await tx.get('block', id);
    if (!block || block.deletedAt || block.complexId !== complexId) {
      throw notFound(m.audienceNotFound);
    }
  }
  if (audience.kind !== 'units') return;
  for (const id of new Set(audience.apartmentIds)) {
    const unit = await tx.get('apartment', id);
    if (!unit || unit.deletedAt || unit.complexId !== complexId) {
      throw notFound(m.audienceNotFound);
    }
  }
}

/**
 * An announcement written by staff for one complex. It is stored as scheduled with no
 * recipients, on the device and on the server alike; the server then sends a due one (no
 * `publishAt`, or one already past) in this same write, fixing its recipients from the units'
 * residents of that moment (sync-server `announcement-send.ts`), and a later one when its time
 * comes. A correction names the sent announcement of the same complex it corrects.
 */
export const createAnnouncement = defineMutator(
  'createAnnouncement',
  'staff',
  async (tx, args): Promise<Announcement> => {
    const complexId = await complexForNew(tx, args.complexId);
    await assertAudienceIn(tx, complexId, args.audience);
    if (args.correctsId) {
      const corrected = await tx.get('announcement', args.correctsId);
      if (!corrected || corrected.deletedAt || corrected.complexId !== complexId) {
        throw notFound(m.correctedNotFound);
      }
      if (corrected.status !== 'sent') throw conflict(m.correctedNotSent);
    }
    const endsAt = toInstant(args.endsAt) ?? null;
    // A banner that is over before it could be shown is a mistake (the time of the change,
    // kept when a queued change runs again).
    if (endsAt && Date.parse(endsAt) <= Date.parse(tx.now)) throw invalid(m.endsInPast);
    return tx.insert('announcement', {
      id: args.id,
      complexId,
      title: args.title,
      body: args.body,
      category: args.category,
      audience: args.audience,
      urgent: args.urgent,
      endsAt,
      publishAt: toInstant(args.publishAt) ?? null,
      status: 'scheduled',
      sentAt: null,
      cancelledAt: null,
      correctsId: args.correctsId ?? null,
      recipientCount: 0,
      createdBy: tx.actor.userId,
    });
  },
);

/** Cancels a scheduled announcement until it goes out; a sent one is final (409). */
export const cancelAnnouncement = defineMutator(
  'cancelAnnouncement',
  'staff',
  async (tx, { id }): Promise<Announcement> => {
    const announcement = await tx.get('announcement', id);
    if (!announcement || announcement.deletedAt) throw notFound(m.notFound);
    if (announcement.status === 'cancelled') throw conflict(m.alreadyCancelled);
    if (announcement.status !== 'scheduled') throw conflict(m.alreadySent);
    return tx.update('announcement', id, { status: 'cancelled', cancelledAt: tx.now });
  },
);

/**
 * A resident opened an announcement sent to them: each of their recipient rows of it is marked
 * read, once (the first time is kept). One they were not sent does not exist for them (404);
 * staff read without counting (403).
 */
export const markAnnouncementRead = defineMutator(
  'markAnnouncementRead',
  'signedIn',
  async (tx, { id }): Promise<{ id: string; readAt: string }> => {
    if (isStaffRole(tx.actor.role)) throw forbidden(m.recipientOnly);
    const announcement = await tx.get('announcement', id);
    // The server's reads see every row: whom it was sent to, the access module says.
    if (!announcement || announcement.deletedAt || !(await tx.canSee('announcement', id))) {
      throw notFound(m.notFound);
    }
    const own = tx.actor.email ? await tx.list('resident', 'email', tx.actor.email) : [];
    const rows = (
      await Promise.all(own.map((r) => tx.list('announcementRecipient', 'residentId', r.id)))
    )
      .flat()
      .filter((row) => row.announcementId === id);
    if (rows.length === 0) throw notFound(m.notFound);
    let readAt = tx.now;
    for (const row of rows) {
      if (row.readAt) readAt = row.readAt < readAt ? row.readAt : readAt;
      else await tx.update('announcementRecipient', row.id, { readAt: tx.now });
    }
    return { id, readAt };
  },
);
