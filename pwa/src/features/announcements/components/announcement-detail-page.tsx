import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { type Announcement, isStaffRole } from '@chungcu/contracts';
import { Box, Button, Card, CardContent, Container, Link, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useAttachments, useCurrentUser } from '../../../data';
import { AttachmentGallery } from '../../../ui/attachment-gallery';
import { useSaveToast } from '../../../ui/save-toast';
import { useToast } from '../../../ui/toast';
import { formatDateTime } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import { audienceText, shownStatus } from '../logic';
import { cancelAnnouncement, markAnnouncementRead } from '../mutations';
import { useAnnouncement, useCorrections, useNow, usePlaces, useUnread } from '../queries';
import { announcementStrings } from '../strings';
import { AnnouncementChips } from './announcement-chips';
import { ComposeDialog } from './compose-dialog';
import { RecipientsCard } from './recipients-card';
import { PageLoading } from '../../../ui/page-loading';

/** A link to another announcement of the mirror (the corrected one, or its correction). */
function Related({ id, text }: { id: string; text: (title: string) => string }) {
  const other = useAnnouncement(id);
  if (!other) return null;
  return (
    <Link component={RouterLink} to={`/announcements/${id}`} data-testid="related-announcement">
      {text(other.title)}
    </Link>
  );
}

/** When it went, goes or was stopped, and until when a banner shows. */
function Times({ announcement: a }: { announcement: Announcement }) {
  const s = useStrings(announcementStrings);
  const at = (iso: string) => formatDateTime(iso) ?? '';
  const lines = [
    a.sentAt
      ? s.sentAt(at(a.sentAt))
      : a.cancelledAt
        ? s.cancelledAt(at(a.cancelledAt))
        : a.publishAt
          ? s.scheduledFor(at(a.publishAt))
          : null,
    a.urgent && a.endsAt ? s.until(at(a.endsAt)) : null,
  ].filter(Boolean);
  return (
    <Typography variant="body2" color="text.secondary">
      {lines.join(' · ')}
    </Typography>
  );
}

/** Staff's actions: cancel a scheduled one; correct a sent one (a new announcement). */
function StaffActions({ announcement: a }: { announcement: Announcement }) {
  const s = useStrings(announcementStrings);
  const save = useSaveToast();
  const toast = useToast();
  const [correcting, setCorrecting] = useState(false);
  const cancel = () =>
    save(() => cancelAnnouncement(a.id), { title: s.toast.cancelled }).catch((error: unknown) =>
      toast({
        title: s.toast.errorTitle,
        description: error instanceof Error ? error.message : s.toast.saveFailed,
        variant: 'destructive',
      }),
    );
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {a.status === 'scheduled' && (
        <Button
          variant="outlined"
          color="error"
          onClick={() => void cancel()}
          sx={{ minHeight: 44 }}
        >
          {s.detail.cancelScheduled}
        </Button>
      )}
      {a.status === 'sent' && (
        <Button variant="outlined" onClick={() => setCorrecting(true)} sx={{ minHeight: 44 }}>
          {s.detail.correct}
        </Button>
      )}
      {correcting && <ComposeDialog corrects={a} onClose={() => setCorrecting(false)} />}
    </Stack>
  );
}

/**
 * /announcements/{id}: the text, when it went and, for staff, to whom and who has read it. A
 * resident opening one sent to them marks it read (`markAnnouncementRead`, offline too).
 */
export function AnnouncementDetailPage() {
  const s = useStrings(announcementStrings);
  const { id } = useParams();
  const announcement = useAnnouncement(id);
  const corrections = useCorrections(id);
  const places = usePlaces();
  const now = useNow();
  const isStaff = isStaffRole(useCurrentUser()?.role ?? 'resident');
  const unread = useUnread(id);
  const files = useAttachments(id);
  useEffect(() => {
    if (!isStaff && unread && id) void markAnnouncementRead(id).catch(() => undefined);
  }, [isStaff, unread, id]);

  const back = (
    <Button
      component={RouterLink}
      to="/announcements"
      startIcon={<ArrowBackIcon />}
      sx={{ mb: 2, minHeight: 44 }}
    >
      {s.detail.back}
    </Button>
  );
  if (!announcement) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 2, md: 3 } }}>
        {back}
        {announcement === undefined ? (
          <PageLoading label={s.detail.loading} />
        ) : (
          <Typography variant="h6" component="h1" color="text.secondary">
            {s.detail.missing}
          </Typography>
        )}
      </Container>
    );
  }
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 3 } }}>
      {back}
      <Stack spacing={2}>
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={1.5}>
              <Typography
                variant="h5"
                component="h1"
                sx={{ overflowWrap: 'anywhere' }}
                data-testid="announcement-detail-title"
              >
                {announcement.title}
              </Typography>
              <AnnouncementChips
                announcement={announcement}
                status={isStaff ? shownStatus(announcement, now) : undefined}
              />
              <Times announcement={announcement} />
              {announcement.correctsId && (
                <Related id={announcement.correctsId} text={s.corrects} />
              )}
              {corrections.map((c) => (
                <Related key={c.id} id={c.id} text={s.correctedBy} />
              ))}
              <Typography
                sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                data-testid="announcement-body"
              >
                {announcement.body}
              </Typography>
              {files.length > 0 && <AttachmentGallery attachments={files} allowPdf />}
              {isStaff && places && (
                <Box>
                  <Typography variant="body2" color="text.secondary">
                    {s.detail.audience}:{' '}
                    {audienceText(announcement.audience, places.blocks, places.units, s)}
                  </Typography>
                </Box>
              )}
              {isStaff && <StaffActions announcement={announcement} />}
            </Stack>
          </CardContent>
        </Card>
        {isStaff && <RecipientsCard announcement={announcement} />}
      </Stack>
    </Container>
  );
}
