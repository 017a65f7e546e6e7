import { Box, Container, Typography } from '@mui/material';
import { formatDateTime } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import { shownTime } from '../logic';
import { useReceivedAnnouncements } from '../queries';
import { announcementStrings } from '../strings';
import { AnnouncementChips } from './announcement-chips';
import { AnnouncementList } from './announcement-list';

/** A resident's announcements, newest first, unread ones marked; read from the device. */
export function ResidentAnnouncements() {
  const s = useStrings(announcementStrings);
  const rows = useReceivedAnnouncements();
  const unread = rows?.filter((row) => row.unread).length ?? 0;
  const entries = (rows ?? []).map(({ announcement: a, unread }) => ({
    id: a.id,
    title: a.title,
    unread,
    details: (
      <>
        <AnnouncementChips announcement={a} />
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(shownTime(a))}
        </Typography>
      </>
    ),
  }));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 3 } }}>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {s.title}
        </Typography>
        <Typography color="text.secondary" data-testid="unread-summary">
          {unread > 0 ? s.unreadCount(unread) : s.residentSubtitle}
        </Typography>
      </Box>
      {rows && <AnnouncementList entries={entries} empty={s.residentEmpty} />}
    </Container>
  );
}
