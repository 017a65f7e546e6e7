import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import { audienceText, shownStatus, shownTime } from '../logic';
import { useNow, usePlaces, useStaffAnnouncements } from '../queries';
import { announcementStrings } from '../strings';
import { AnnouncementChips } from './announcement-chips';
import { AnnouncementList } from './announcement-list';
import { ComposeDialog } from './compose-dialog';

/** The staff's "Thông báo": the working complex's announcements, their status and read counts. */
export function StaffAnnouncements() {
  const s = useStrings(announcementStrings);
  const rows = useStaffAnnouncements();
  const places = usePlaces();
  const now = useNow();
  const [composing, setComposing] = useState(false);
  const entries = (rows ?? []).map(({ announcement: a, read }) => {
    const status = shownStatus(a, now);
    const time = formatDateTime(shownTime(a)) ?? '';
    const when = status === 'scheduled' ? s.scheduledFor(time) : time;
    return {
      id: a.id,
      title: a.title,
      details: (
        <>
          <AnnouncementChips announcement={a} status={status} />
          <Typography variant="body2" color="text.secondary">
            {places ? audienceText(a.audience, places.blocks, places.units, s) : null} · {when}
          </Typography>
        </>
      ),
      aside:
        a.status === 'sent' ? (
          <Typography
            variant="body2"
            sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
            data-testid="read-count"
          >
            {s.readCount(read, a.recipientCount)}
          </Typography>
        ) : undefined,
    };
  });
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
            {s.title}
          </Typography>
          <Typography color="text.secondary">{s.staffSubtitle}</Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setComposing(true)}
          sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
          data-testid="compose-announcement"
        >
          {s.compose}
        </Button>
      </Stack>
      {rows && <AnnouncementList entries={entries} empty={s.empty} />}
      {composing && <ComposeDialog onClose={() => setComposing(false)} />}
    </Container>
  );
}
