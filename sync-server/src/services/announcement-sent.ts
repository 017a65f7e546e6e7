import type { Announcement, AnnouncementRecipient } from '@chungcu/contracts';
import type { Tx } from '../db/database';

/**
 * THE hook of a sent announcement: called once per announcement, in the transaction that sends
 * it (the create's server run for one sent at once, the sending job's for a scheduled one),
 * after its recipients are fixed and stored and it is marked sent. Nothing is done here yet: the
 * notifications (web push, the bell) hang their `notify…` on this one place.
 *
 * It runs before the commit, holding the change clock (rule S6): record what is to be sent
 * (rows in `trx`, committed or rolled back with the announcement) and deliver it after, never
 * wait on the network here. A throw rolls the sending back (the job tries again later).
 */
export async function announcementSent(
  trx: Tx,
  announcement: Announcement,
  recipients: readonly AnnouncementRecipient[],
): Promise<void> {
  void trx;
  void announcement;
  void recipients;
}
