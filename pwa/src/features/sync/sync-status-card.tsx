import SyncIcon from '@mui/icons-material/Sync';
import { Alert, Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { type SyncStatus, syncEngine } from '../../data';
import { formatAgo, formatDateTime } from '../../lib/format';
import { useStrings } from '../../lib/i18n';
import { pendingSummary } from './pending-summary';
import { syncStrings } from './strings';

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'right' }} data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
}

/** Connection, pending count, last sync time and error, and the 'Đồng bộ ngay' button. */
export function SyncStatusCard({ status }: { status: SyncStatus }) {
  const s = useStrings(syncStrings);
  const [running, setRunning] = useState(false);
  const [busy, setBusy] = useState(false);
  const last = status.lastSyncAt;

  const syncNow = async () => {
    setRunning(true);
    setBusy(false);
    try {
      const result = await syncEngine.retryNow();
      setBusy(!result.ran);
    } finally {
      setRunning(false);
    }
  };

  return (
    <Card sx={{ borderRadius: 3 }}>
      <CardHeader title={s.statusTitle} slotProps={{ title: { variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={1.5}>
          <Row label={s.connection} value={status.online ? s.online : s.offline} />
          <Row
            label={s.pendingLabel}
            value={pendingSummary(status.pendingByName, s)}
            testId="sync-pending-count"
          />
          <Row
            label={s.lastSync}
            value={
              last !== null
                ? `${formatDateTime(new Date(last)) ?? ''} (${formatAgo(last) ?? ''})`
                : s.neverSynced
            }
            testId="sync-last-time"
          />
          {status.lastSyncError && (
            <Alert severity="warning">
              {s.lastError}: {status.lastSyncError}
            </Alert>
          )}
          {busy && <Alert severity="info">{s.syncBusy}</Alert>}
          <Button
            variant="contained"
            startIcon={<SyncIcon />}
            onClick={() => void syncNow()}
            disabled={running}
            sx={{ alignSelf: 'flex-start' }}
            data-testid="sync-now"
          >
            {running ? s.syncing : s.syncNow}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
