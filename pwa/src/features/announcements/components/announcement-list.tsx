import {
  Badge,
  Box,
  List,
  ListItem,
  ListItemButton,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useStrings } from '../../../lib/i18n';
import { announcementStrings } from '../strings';

export interface ListEntry {
  id: string;
  title: string;
  /** Marks, the audience, times: what shows under the title. */
  details: ReactNode;
  /** At the end of the line: the read count, for staff. */
  aside?: ReactNode;
  unread?: boolean;
}

/** The announcements as a list of links to each one, readable on a phone (390 px) too. */
export function AnnouncementList({ entries, empty }: { entries: ListEntry[]; empty: string }) {
  const s = useStrings(announcementStrings);
  if (entries.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography color="text.secondary">{empty}</Typography>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined">
      <List disablePadding aria-label={s.listLabel} data-testid="announcement-list">
        {entries.map((entry, i) => (
          <ListItem key={entry.id} disablePadding divider={i < entries.length - 1}>
            <ListItemButton
              component={RouterLink}
              to={`/announcements/${entry.id}`}
              data-testid="announcement-item"
              data-id={entry.id}
              data-unread={entry.unread ? 'true' : undefined}
              sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.5, minHeight: 56 }}
            >
              {entry.unread !== undefined && (
                <Box sx={{ pt: 1, width: 10, flexShrink: 0 }}>
                  {entry.unread && (
                    <Badge color="primary" variant="dot" aria-label={s.unread} title={s.unread} />
                  )}
                </Box>
              )}
              <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
                <Typography
                  sx={{ fontWeight: entry.unread ? 700 : 500, overflowWrap: 'anywhere' }}
                  data-testid="announcement-title"
                >
                  {entry.title}
                </Typography>
                {entry.details}
              </Stack>
              {entry.aside}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
