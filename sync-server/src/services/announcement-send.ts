import { type Announcement, messages, uuidv7 } from '@chungcu/contracts';
import { isDue } from '@chungcu/mutations';
import {
  addresseesOf,
  filesOf,
  insertRecipients,
  lockUnlessHeld,
  reversionFiles,
} from '../db/announcements.repo';
import { announcementRecipients, announcements } from '../db/tables';
import { diffFields } from '../sync/audit';
import { updateEntity } from '../sync/entity-writer';
import type { MutationContext } from '../sync/mutation';
import { nextVersions } from '../sync/version-clock';
import { announcementSent } from './announcement-sent';

/**
 * Sends a due announcement in the caller's write: fixes its recipients (the residents living in
 * its audience's units now, `addresseesOf`), stores one row each with its own version and audit,
 * gives its files new versions (so they reach the recipients' devices with it), marks it sent
 * with their number, and calls the `announcementSent` hook. The row is locked
 * first, skipping one another process holds: of two replicas' jobs racing, one sends and the
 * other finds it locked, or no longer due once it may read it. Answers the sent announcement,
 * or null when there was nothing to send.
 */
export async function sendAnnouncement(
  ctx: MutationContext,
  id: string,
): Promise<Announcement | null> {
  const announcement = await lockUnlessHeld(ctx.trx, id);
  if (!announcement) return null;
  const now = ctx.now.toISOString();
  if (announcement.deletedAt || !isDue(announcement, now)) return null;

  const addressees = await addresseesOf(ctx.trx, announcement);
  const files = await filesOf(ctx.trx, id);
  const count = addressees.length + files.length;
  const [first = 0] = await nextVersions(ctx.trx, count);
  await reversionFiles(ctx.trx, files, first + addressees.length, ctx.now);
  const rows = addressees.map((a, i) => ({
    id: uuidv7(),
    version: first + i,
    complex_id: announcement.complexId,
    announcement_id: id,
    resident_id: a.residentId,
    apartment_id: a.apartmentId,
    read_at: null,
    created_at: ctx.now,
    updated_at: ctx.now,
  }));
  const recipients = await insertRecipients(ctx.trx, rows);
  for (const recipient of recipients) {
    const changes = diffFields({}, recipient);
    delete changes.deletedAt;
    ctx.audit({
      version: recipient.version,
      entity: announcementRecipients.entity,
      entityId: recipient.id,
      action: 'create',
      changes,
    });
  }
  const sent = await updateEntity(
    ctx,
    announcements,
    id,
    { status: 'sent', sentAt: now, recipientCount: recipients.length },
    { notFoundMessage: messages.announcement.notFound },
  );
  await announcementSent(ctx, sent, recipients);
  return sent;
}
