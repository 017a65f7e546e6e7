import { Box, CircularProgress, Typography } from '@mui/material';
import { appStrings as s } from './strings';

/** Shown while the session is checked and while a route's code loads. */
export function LoadingScreen({ label = s.loading }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="loading-screen"
      sx={{
        minHeight: '100dvh',
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
