import { type Announcement, messages, uuidv7 } from '@chungcu/contracts';
import { isDue } from '@chungcu/mutations';
import {
  addresseesOf,
  dueAnnouncements,
  filesOf,
  insertRecipients,
  reversionFiles,
} from '../db/announcements.repo';
import type { Db } from '../db/database';
import { announcementRecipients, announcements } from '../db/tables';
import { diffFields } from '../sync/audit';
import { updateEntity } from '../sync/entity-writer';
import { type MutationContext, runMutation } from '../sync/mutation';
import { nextVersions } from '../sync/version-clock';
import { announcementSent } from './announcement-sent';
import { scheduleRounds } from './rounds';

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
  const row = await ctx.trx('announcements').where({ id }).forUpdate().skipLocked().first();
  if (!row) return null;
  const announcement = announcements.toEntity(row);
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

/**
 * Sends every scheduled announcement whose time has come, each in its own write (audited as its
 * author's), so one that fails leaves the others sent. Safe on any number of replicas at once
 * (see `sendAnnouncement`). Answers how many were sent here.
 */
export async function sendDueAnnouncements(db: Db): Promise<number> {
  let sent = 0;
  let failure: unknown = null;
  for (const due of await dueAnnouncements(db, new Date(), 100)) {
    const actor = { userId: due.createdBy ?? 'system', role: 'admin' as const, email: null };
    const request = { actor, method: 'JOB', path: `send-announcement/${due.id}`, body: null };
    try {
      const { body } = await runMutation(db, request, async (ctx) => ({
        status: 200,
        body: await sendAnnouncement(ctx, due.id),
      }));
      if (body) sent++;
    } catch (error) {
      // The others still go out; this one is tried again next round, and the failure reported.
      failure ??= error;
    }
  }
  if (failure) throw failure;
  return sent;
}

/**
 * Sends due announcements now and every `everyMs` (any replica may: the sends are exclusive);
 * a failure is logged and the next round tries again.
 */
export const scheduleAnnouncementSending = (
  db: Db,
  everyMs: number,
  log: (error: unknown) => void,
) => scheduleRounds(() => sendDueAnnouncements(db), everyMs, log);
