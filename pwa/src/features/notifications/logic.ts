import type { AppNotification } from '@chungcu/contracts';

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
