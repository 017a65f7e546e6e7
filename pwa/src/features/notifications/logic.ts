import {
  type AppNotification,
  type NotificationTexts,
  type NotificationWords,
  notificationText,
} from '@chungcu/contracts';

/**
 * A notification's words in the language of `texts`: from what it says as data, else (a row made
 * before the server kept that) as the server wrote them, in Vietnamese.
 */
export function notificationWords(
  notification: AppNotification,
  texts: NotificationTexts,
): NotificationWords {
  return notification.params
    ? notificationText(notification.params, texts)
    : { title: notification.title, body: notification.body };
}

/** The bell's list: the user's notifications, newest first. */
export function newestFirst(rows: Iterable<AppNotification>): AppNotification[] {
  return [...rows].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
  );
}

/** How many wait unread: the bell's badge. */
export function unreadCount(rows: Iterable<AppNotification>): number {
  let count = 0;
  for (const row of rows) if (!row.readAt && !row.deletedAt) count++;
  return count;
}
