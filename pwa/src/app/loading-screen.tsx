import { Box, CircularProgress, Typography } from '@mui/material';
import { useStrings } from '../lib/i18n';
import { appStrings } from './strings';

/** Shown while the session is checked and while a route's code loads. */
export function LoadingScreen({ label, inline = false }: { label?: string; inline?: boolean }) {
  const s = useStrings(appStrings);
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="loading-screen"
      sx={{
        // Inside the app shell a route's loading fills the content area, not a whole screen.
        minHeight: inline ? '40dvh' : '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress />
      <Typography color="text.secondary">{label ?? s.loading}</Typography>
    </Box>
  );
}
