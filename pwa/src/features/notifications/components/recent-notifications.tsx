import { Skeleton, Typography } from '@mui/material';
import { useStrings } from '../../../lib/i18n';
import { useNotifications } from '../queries';
import { notificationStrings } from '../strings';
import { NotificationItems } from './notification-items';

/** How many of the newest notifications the home lists; the bell holds them all. */
export const RECENT_NOTIFICATIONS = 5;

/**
 * The home's "Hoạt động gần đây": the newest of what happened that concerns the user, as the bell
 * has it (a request moved or answered, a notice issued, a payment due, an announcement, a new or
 * late request for staff), live and offline; each opens its page.
 */
export function RecentNotifications() {
  const s = useStrings(notificationStrings);
  const notifications = useNotifications();
  if (!notifications) return <Skeleton variant="rounded" height={120} />;
  if (notifications.list.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {s.recentEmpty}
      </Typography>
    );
  }
  return (
    <NotificationItems
      list={notifications.list.slice(0, RECENT_NOTIFICATIONS)}
      testId="home-activity-list"
    />
  );
}
