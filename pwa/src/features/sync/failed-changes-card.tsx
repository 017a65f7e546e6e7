import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import dayjs from 'dayjs';
import { useState } from 'react';
import { type OutboxEntry, appDb, failedChanges, syncEngine } from '../../data';
import { useToast } from '../../ui/toast';
import { syncStrings as s } from './strings';

/** The changes the server refused, each with 'Thử lại' and 'Bỏ qua' (confirmed first). */
export function FailedChangesCard({ failed }: { failed: OutboxEntry[] }) {
  const [discarding, setDiscarding] = useState<OutboxEntry | null>(null);

  const toast = useToast();
  const attempt = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch {
      toast({ title: s.actionFailedTitle, description: s.actionFailed, variant: 'destructive' });
    }
  };
  const retry = (entry: OutboxEntry) =>
    attempt(async () => {
      if (entry.seq === undefined) return;
      await failedChanges.retry(appDb, entry.seq);
      await syncEngine.retryNow();
    });
  const discard = () =>
    attempt(async () => {
      const seq = discarding?.seq;
      setDiscarding(null);
      if (seq !== undefined) await failedChanges.discard(appDb, seq);
    });

  return (
    <Card sx={{ borderRadius: 3 }} data-testid="sync-failed">
      <CardHeader title={s.failedTitle} slotProps={{ title: { variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        {failed.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {s.failedEmpty}
          </Typography>
        ) : (
          <>
            <Alert severity="error" sx={{ mb: 1 }}>
              {s.failedHint}
            </Alert>
            <List disablePadding>
              {failed.map((entry) => (
                <ListItem key={entry.key} divider disableGutters data-testid="sync-failed-item">
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={1}
                    sx={{ width: '100%', alignItems: { sm: 'center' } }}
                  >
                    <ListItemText
                      primary={entry.label}
                      secondary={`${entry.lastError ?? s.unknownError} — ${dayjs(entry.createdAt).format(s.timeFormat)}`}
                      sx={{ flex: 1 }}
                    />
                    <Stack direction="row" spacing={1}>
                      <Button size="small" variant="outlined" onClick={() => void retry(entry)}>
                        {s.retry}
                      </Button>
                      <Button size="small" color="error" onClick={() => setDiscarding(entry)}>
                        {s.discard}
                      </Button>
                    </Stack>
                  </Stack>
                </ListItem>
              ))}
            </List>
          </>
        )}
      </CardContent>
      <Dialog open={discarding !== null} onClose={() => setDiscarding(null)}>
        <DialogTitle>{s.discardTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{s.discardText(discarding?.label ?? '')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDiscarding(null)} autoFocus>
            {s.cancel}
          </Button>
          <Button color="error" onClick={() => void discard()} data-testid="sync-discard-confirm">
            {s.discard}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
