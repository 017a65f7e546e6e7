import { Alert, Box, Button, Typography } from '@mui/material';
import { useOnline } from '../../../ui/use-online';
import { usePushSwitch } from '../hooks';
import { useStrings } from '../../../lib/i18n';
import { notificationStrings } from '../strings';

/**
 * This device's push notifications: their state, and the one button that asks for the
 * permission (never asked on load).
 */
export function PushSwitch() {
  const s = useStrings(notificationStrings);
  const { state, busy, failed, enable, disable } = usePushSwitch();
  const online = useOnline();
  if (state === null) return null;
  const note: Partial<Record<typeof state, string>> = {
    unsupported: s.push.unsupported,
    'ios-install': s.push.iosInstall,
    'ios-too-old': s.push.iosTooOld,
    blocked: s.push.blocked,
  };
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 1 }} data-testid="push-switch" data-state={state}>
      {state === 'on' && <Typography variant="body2">{s.push.on}</Typography>}
      {note[state] && (
        <Alert severity={state === 'blocked' ? 'warning' : 'info'} variant="outlined">
          {note[state]}
        </Alert>
      )}
      {state === 'off' && (
        <Button variant="contained" onClick={() => void enable()} disabled={busy || !online}>
          {busy ? s.push.enabling : s.push.enable}
        </Button>
      )}
      {state === 'on' && (
        <Button variant="text" onClick={() => void disable()} disabled={busy || !online}>
          {s.push.disable}
        </Button>
      )}
      {state === 'off' && !online && <Typography variant="caption">{s.push.offline}</Typography>}
      {failed && <Alert severity="error">{s.push.failed}</Alert>}
    </Box>
  );
}
