import { type AppNotification, limits } from '@chungcu/contracts';
import { type MutationOptions, appDb, mutate } from '../../data';
import { notificationWords } from './logic';
import { notificationStrings } from './strings';

/**
 * Marks the notification opened as read (`markNotificationsRead`), at once on this device,
 * offline too; the server marks it when the change is pushed.
 */
export async function markRead(
  notification: AppNotification,
  { db = appDb }: MutationOptions = {},
): Promise<void> {
  if (notification.readAt) return;
  const s = notificationStrings.get();
  const { title } = notificationWords(notification, s.texts);
  await mutate(
    'markNotificationsRead',
    { ids: [notification.id] },
    { db, label: s.outboxLabel.read(title) },
  );
}

/** Marks every unread notification the bell shows as read: one change per 500. */
export async function markAllRead(
  shown: readonly AppNotification[],
  { db = appDb }: MutationOptions = {},
): Promise<void> {
  const unread = shown.filter((n) => !n.readAt).map((n) => n.id);
  for (let at = 0; at < unread.length; at += limits.notificationsReadMax) {
    const ids = unread.slice(at, at + limits.notificationsReadMax);
    await mutate(
      'markNotificationsRead',
      { ids },
      { db, label: notificationStrings.get().outboxLabel.readAll(ids.length) },
    );
  }
}
