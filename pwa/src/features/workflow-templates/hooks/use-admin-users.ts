import { useEffect } from 'react';
import type { AdminUser } from '@chungcu/contracts';
import { useOnline } from '../../../ui/use-online';
import { refreshAdminUsers, useCachedAdminUsers } from '../queries';

/** Possible step assignees: fetched when online, kept in `meta` for offline use. */
export function useAdminUsers(): AdminUser[] {
  const online = useOnline();
  useEffect(() => {
    if (online) void refreshAdminUsers();
  }, [online]);
  return useCachedAdminUsers() ?? [];
}
