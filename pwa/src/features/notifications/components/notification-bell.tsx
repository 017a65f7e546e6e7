import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, Box, Button, Divider, IconButton, Popover, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useStrings } from '../../../lib/i18n';
import { useRenewPush } from '../hooks';
import { markAllRead } from '../mutations';
import { useNotifications } from '../queries';
import { notificationStrings } from '../strings';
import { NotificationItems } from './notification-items';
import { PushSwitch } from './push-switch';

/**
 * The bell in the app's top bar: the unread count, and a panel of the user's notifications,
 * newest first, with this device's push switch.
 */
export function NotificationBell({ userId }: { userId: string }) {
  const s = useStrings(notificationStrings);
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const notifications = useNotifications();
  useRenewPush(userId);
  const unread = notifications?.unread ?? 0;

  return (
    <>
      <IconButton
        ref={anchor}
        aria-label={s.bell(unread)}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="notification-bell"
        sx={{ minWidth: 44, minHeight: 44 }}
      >
        {/* No count at all when none: a hidden '0' is still text a name must hold (WCAG 2.5.3). */}
        <Badge
          badgeContent={unread > 0 ? unread : undefined}
          color="error"
          max={99}
          data-testid="notification-count"
        >
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': s.panelTitle,
            sx: { width: 'min(380px, calc(100vw - 16px))', maxHeight: '70dvh' },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, gap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1, fontSize: '1.1rem' }}>
            {s.panelTitle}
          </Typography>
          {unread > 0 && (
            <Button size="small" onClick={() => void markAllRead(notifications?.list ?? [])}>
              {s.markAllRead}
            </Button>
          )}
        </Box>
        <Divider />
        {notifications?.list.length ? (
          <NotificationItems
            list={notifications.list}
            onOpened={() => setOpen(false)}
            testId="notification-list"
          />
        ) : (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {s.empty}
          </Typography>
        )}
        <Divider />
        <PushSwitch />
      </Popover>
    </>
  );
}
