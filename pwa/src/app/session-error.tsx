import { Box, Button, Typography } from '@mui/material';
import { useStrings } from '../lib/i18n';
import { appStrings } from './strings';

/** The user call failed with something other than 401 or no network ('Failed to fetch user'). */
export function SessionError({ onRetry }: { onRetry(): void }) {
  const s = useStrings(appStrings);
  return (
    <Box
      role="alert"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
      }}
    >
      <Typography variant="h6">{s.userFetchFailed}</Typography>
      <Button variant="contained" onClick={onRetry}>
        {s.retry}
      </Button>
    </Box>
  );
}
