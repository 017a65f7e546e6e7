import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import { useBanners } from '../queries';
import { announcementStrings } from '../strings';

/**
 * The urgent announcements sent to this resident, over every screen until their end time (the
 * app shell places it). Nothing when there is none.
 */
export function UrgentBanner() {
  const s = useStrings(announcementStrings);
  const banners = useBanners();
  if (banners.length === 0) return null;
  return (
    <Stack spacing={0.5} sx={{ px: { xs: 1, sm: 2 }, pt: 1 }} data-testid="urgent-banners">
      {banners.map((a) => (
        <Alert
          key={a.id}
          severity="error"
          variant="filled"
          data-testid="urgent-banner"
          aria-label={s.banner.label}
          action={
            <Button
              color="inherit"
              size="small"
              component={RouterLink}
              to={`/announcements/${a.id}`}
              sx={{ minHeight: 44 }}
            >
              {s.banner.open}
            </Button>
          }
        >
          <AlertTitle sx={{ mb: 0, overflowWrap: 'anywhere' }}>{a.title}</AlertTitle>
          {a.endsAt && s.until(formatDateTime(a.endsAt) ?? '')}
        </Alert>
      ))}
    </Stack>
  );
}
