import type { AppNotification } from '@chungcu/contracts';
import { appDb, useTables } from '../../data';
import { newestFirst, unreadCount } from './logic';

/**
 * The user's notifications, newest first, with the unread count; live (a pull that brings one
 * raises the count at once). The mirror holds only the user's own.
 */
export function useNotifications(): { list: AppNotification[]; unread: number } | undefined {
  return useTables(
    appDb,
    ['notifications'],
    (rows) => {
      const all = [...rows.values()];
      return { list: newestFirst(all), unread: unreadCount(all) };
    },
    [],
  );
}
