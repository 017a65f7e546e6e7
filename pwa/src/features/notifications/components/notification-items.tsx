import { Box, List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import type { AppNotification } from '@chungcu/contracts';
import { formatDateTime } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import { useAppNavigate } from '../../../ui/app-link';
import { notificationWords } from '../logic';
import { markRead } from '../mutations';
import { notificationStrings } from '../strings';

/**
 * Notifications as a list, newest first, unread ones bold with a dot: the bell's panel and the
 * home's recent activity. Opening one marks it read (offline too) and goes to its page.
 */
export function NotificationItems({
  list,
  onOpened,
  testId,
}: {
  list: readonly AppNotification[];
  /** Called as one is opened, before going to its page (the bell closes its panel). */
  onOpened?: () => void;
  testId: string;
}) {
  const s = useStrings(notificationStrings);
  const navigate = useAppNavigate();
  const open = (notification: AppNotification) => {
    onOpened?.();
    void markRead(notification);
    if (notification.url) navigate(notification.url);
  };
  return (
    <List dense disablePadding data-testid={testId}>
      {list.map((n) => {
        const { title, body } = notificationWords(n, s.texts);
        return (
          // A list holds items only: each button inside its own.
          <ListItem key={n.id} disablePadding>
            <ListItemButton
              onClick={() => open(n)}
              data-unread={n.readAt ? undefined : 'true'}
              sx={{ alignItems: 'flex-start', bgcolor: n.readAt ? undefined : 'action.hover' }}
            >
              <ListItemText
                primary={title}
                secondary={`${body} · ${formatDateTime(n.createdAt) ?? ''}`}
                slotProps={{
                  primary: { sx: { fontWeight: n.readAt ? 400 : 700, overflowWrap: 'anywhere' } },
                }}
              />
              {!n.readAt && (
                <Box
                  component="span"
                  role="img"
                  aria-label={s.unread}
                  sx={{
                    width: 8,
                    height: 8,
                    flexShrink: 0,
                    mt: 1,
                    ml: 1,
                    borderRadius: '50%',
                    bgcolor: 'error.main',
                  }}
                />
              )}
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
