import { Box, CircularProgress, Typography } from '@mui/material';
import { appStrings as s } from './strings';

/** Shown while the session is checked and while a route's code loads. */
export function LoadingScreen({
  label = s.loading,
  inline = false,
}: {
  label?: string;
  inline?: boolean;
}) {
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
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
