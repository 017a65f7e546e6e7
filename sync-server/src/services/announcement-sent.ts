import type { Announcement, AnnouncementRecipient } from '@chungcu/contracts';
import type { MutationContext } from '../sync/mutation';
import { notifyUsers, residentAccounts } from './notifications.service';

/**
 * THE hook of a sent announcement: called once per announcement, in the transaction that sends
 * it (the create's server run for one sent at once, the sending job's for a scheduled one),
 * after its recipients are fixed and stored and it is marked sent.
 *
 * Its recipients' accounts are notified (the bell, and a web push after the commit; an urgent one
 * is pushed as urgent). It runs before the commit, holding the change clock (rule S6): the
 * notification rows commit or roll back with the announcement, and pushes leave after.
 */
export async function announcementSent(
  ctx: MutationContext,
  announcement: Announcement,
  recipients: readonly AnnouncementRecipient[],
): Promise<void> {
  const accounts = await residentAccounts(
    ctx.trx,
    recipients.map((r) => r.residentId),
  );
  await notifyUsers(ctx, accounts, {
    params: {
      kind: 'announcement',
      title: announcement.title,
      body: announcement.body,
      category: announcement.category,
    },
    url: `/announcements/${announcement.id}`,
    urgent: announcement.urgent,
  });
}
