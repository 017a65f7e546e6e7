import {
  type AppNotification,
  type NotificationTexts,
  type NotificationWords,
  notificationParamsSchema,
  notificationText,
} from '@chungcu/contracts';

/**
 * A notification's words in the language of `texts`: from what it says as data, else as the
 * server wrote them, in Vietnamese: a row made before the server kept its params, or params this
 * version cannot read (a kind a newer server added), parsed rather than trusted.
 */
export function notificationWords(
  notification: AppNotification,
  texts: NotificationTexts,
): NotificationWords {
  const params = notificationParamsSchema.safeParse(notification.params);
  return params.success
    ? notificationText(params.data, texts)
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
