import NotificationsIcon from '@mui/icons-material/Notifications';
import {
  Badge,
  Box,
  Button,
  Divider,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Popover,
  Typography,
} from '@mui/material';
import type { AppNotification } from '@chungcu/contracts';
import { useRef, useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import { useAppNavigate } from '../../../ui/app-link';
import { useRenewPush } from '../hooks';
import { markAllRead, markRead } from '../mutations';
import { useNotifications } from '../queries';
import { notificationStrings } from '../strings';
import { PushSwitch } from './push-switch';

/**
 * The bell in the app's top bar: the unread count, and a panel of the user's notifications,
 * newest first, with this device's push switch. Opening one marks it read (offline too) and goes
 * to its page.
 */
export function NotificationBell({ userId }: { userId: string }) {
  const s = useStrings(notificationStrings);
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const navigate = useAppNavigate();
  const notifications = useNotifications();
  useRenewPush(userId);
  const unread = notifications?.unread ?? 0;

  const openOne = (notification: AppNotification) => {
    setOpen(false);
    void markRead(notification);
    if (notification.url) navigate(notification.url);
  };

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
          <List dense disablePadding data-testid="notification-list">
            {notifications.list.map((n) => (
              <ListItemButton
                key={n.id}
                onClick={() => openOne(n)}
                data-unread={n.readAt ? undefined : 'true'}
                sx={{ alignItems: 'flex-start', bgcolor: n.readAt ? undefined : 'action.hover' }}
              >
                <ListItemText
                  primary={n.title}
                  secondary={`${n.body} · ${formatDateTime(n.createdAt) ?? ''}`}
                  slotProps={{
                    primary: { sx: { fontWeight: n.readAt ? 400 : 700 } },
                  }}
                />
                {!n.readAt && (
                  <Box
                    component="span"
                    aria-label={s.unread}
                    sx={{
                      width: 8,
                      height: 8,
                      mt: 1,
                      ml: 1,
                      borderRadius: '50%',
                      bgcolor: 'error.main',
                    }}
                  />
                )}
              </ListItemButton>
            ))}
          </List>
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
