import { messages } from '@chungcu/contracts';
import { defineMutator } from './define';
import { notFound } from './tx';

/**
 * The caller's notifications opened, or every unread one they were shown marked read. Only the
 * server makes notifications; a device only marks its user's own read. Another account's
 * notification does not exist for the caller (404), and nothing is marked then. One already read
 * keeps the time it was first read.
 */
export const markNotificationsRead = defineMutator(
  'markNotificationsRead',
  'signedIn',
  async (tx, args) => {
    const ids = [...new Set(args.ids)];
    const rows = [];
    for (const id of ids) {
      const row = await tx.get('notification', id);
      if (!row || row.deletedAt || !(await tx.canSee('notification', id))) {
        throw notFound(messages.notification.notFound);
      }
      rows.push(row);
    }
    let read = 0;
    for (const row of rows) {
      if (row.readAt) continue;
      await tx.update('notification', row.id, { readAt: tx.now });
      read++;
    }
    return { read };
  },
);
