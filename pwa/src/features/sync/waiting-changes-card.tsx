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
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import {
  type WaitingChange,
  appDb,
  failedChanges,
  syncEngine,
  useWaitingChanges,
} from '../../data';
import { useToast } from '../../ui/toast';
import { EditChangeDialog } from './edit-change-dialog';
import { useStrings } from '../../lib/i18n';
import { syncStrings } from './strings';
import { type WaitingChangeActions, WaitingChangeItem } from './waiting-change-item';

/** Pending changes shown at first; the rest one 'Xem thêm' away (a long offline day). */
const PAGE = 100;

/**
 * Every change the server has not accepted, by what it does: failed ones first (they wait for
 * the user: 'Thử lại', 'Sửa', 'Bỏ qua' after a confirmation), then those waiting to be sent, in
 * the order they were made.
 */
export function WaitingChangesCard() {
  const s = useStrings(syncStrings);
  const changes = useWaitingChanges();
  const [shown, setShown] = useState(PAGE);
  const [discarding, setDiscarding] = useState<WaitingChange | null>(null);
  const [editing, setEditing] = useState<WaitingChange | null>(null);
  const toast = useToast();

  const { failed, pending } = useMemo(
    () => ({
      failed: (changes ?? []).filter((c) => c.status === 'failed'),
      pending: (changes ?? []).filter((c) => c.status === 'pending'),
    }),
    [changes],
  );

  const attempt = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch {
      toast({ title: s.actionFailedTitle, description: s.actionFailed, variant: 'destructive' });
    }
  };
  const actions: WaitingChangeActions = {
    retry: (change) =>
      void attempt(async () => {
        await failedChanges.retry(appDb, change.seq);
        await syncEngine.retryNow();
      }),
    edit: setEditing,
    discard: setDiscarding,
  };
  const discard = () =>
    attempt(async () => {
      const seq = discarding?.seq;
      setDiscarding(null);
      if (seq !== undefined) await failedChanges.discard(appDb, seq);
    });

  const hidden = pending.length - shown;
  return (
    <Card sx={{ borderRadius: 3 }} data-testid="sync-changes">
      <CardHeader title={s.changesTitle} slotProps={{ title: { variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        {changes !== undefined && changes.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {s.changesEmpty}
          </Typography>
        )}
        {failed.length > 0 && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {s.failedHint}
          </Alert>
        )}
        <List disablePadding>
          {[...failed, ...pending.slice(0, shown)].map((change) => (
            <WaitingChangeItem key={change.key} change={change} actions={actions} />
          ))}
        </List>
        {hidden > 0 && (
          <Button size="small" onClick={() => setShown((n) => n + PAGE)} sx={{ mt: 1 }}>
            {s.showMore(hidden)}
          </Button>
        )}
      </CardContent>
      <EditChangeDialog change={editing} onClose={() => setEditing(null)} />
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
