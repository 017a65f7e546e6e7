import type { AppNotification } from '@chungcu/contracts';
import type { Db, Tx } from '../db/database';
import { type NotificationInput, notificationsRepo } from '../db/notifications.repo';
import type { MutationContext } from '../sync/mutation';
import { nextVersions } from '../sync/version-clock';

export type { NotificationInput };

/** The push senders of this process, woken after a commit that made notifications. */
const senders = new Set<() => void>();

/** Registers a sender to wake after commits that made notifications; answers its removal. */
export function onNotificationsCommitted(wake: () => void): () => void {
  senders.add(wake);
  return () => void senders.delete(wake);
}

function wakeSenders(): void {
  for (const wake of senders) wake();
}

/**
 * THE way any feature notifies people: one notification row per active account among `userIds`
 * (duplicates and locked accounts dropped), written inside the caller's write transaction `tx`
 * with its own versions, so it commits or rolls back with the write that caused it and reaches
 * each user's devices through their change feed (entity `notification`, seen by its user alone).
 * Pushes are sent after the commit, never inside the transaction. Call it from a mutation's
 * server addition (`server-mutators.ts`); devices never make notifications. Answers the rows made.
 *
 * For an announcement: `notifyUsers(tx, residentAccountIds, { params: { kind: 'announcement',
 * title, body, category }, url: '/announcements/…', urgent })`.
 */
export async function notifyUsers(
  tx: MutationContext,
  userIds: readonly string[],
  input: NotificationInput,
): Promise<AppNotification[]> {
  const made = await writeNotifications(tx.trx, userIds, input, tx.now);
  if (made.length > 0) tx.afterCommit(wakeSenders);
  return made;
}

/**
 * {@link notifyUsers}'s rows, made at `at`, without waking the push senders: for the demo seed's
 * history alone, which no device is subscribed to yet.
 */
export async function writeNotifications(
  trx: Tx,
  userIds: readonly string[],
  input: NotificationInput,
  at: Date,
): Promise<AppNotification[]> {
  const to = await notificationsRepo.activeAmong(trx, userIds);
  if (to.length === 0) return [];
  const versions = await nextVersions(trx, to.length);
  return notificationsRepo.insert(trx, to, input, versions, at);
}

/**
 * The accounts of resident records: active resident users whose email is one of the records'
 * (how the access module links a resident user to their records). Several records may share one
 * account (the same person in two complexes) and none may have one yet.
 */
export function residentAccounts(trx: Db | Tx, residentIds: readonly string[]): Promise<string[]> {
  return notificationsRepo.accountsOfResidents(trx, residentIds);
}
