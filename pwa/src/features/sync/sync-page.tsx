import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useSyncStatus } from '../../data';
import { ConflictsCard } from './conflicts-card';
import { useStrings } from '../../lib/i18n';
import { syncStrings } from './strings';
import { SyncStatusCard } from './sync-status-card';
import { UploadsCard } from './uploads-card';
import { WaitingChangesCard } from './waiting-changes-card';

/**
 * The sync screen (/sync): state, 'Đồng bộ ngay', every change not yet on the server (failed
 * ones with retry, edit and discard), and overwritten values.
 */
export function SyncPage() {
  const s = useStrings(syncStrings);
  const status = useSyncStatus();
  return (
    <Box sx={{ bgcolor: 'background.default' }}>
      <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
        <Stack spacing={3}>
          <Box>
            <Button component={Link} to="/" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
              {s.back}
            </Button>
            <Typography variant="h4" component="h1">
              {s.pageTitle}
            </Typography>
          </Box>
          <SyncStatusCard status={status} />
          <WaitingChangesCard />
          <UploadsCard />
          <ConflictsCard conflicts={status.conflicts} />
        </Stack>
      </Container>
    </Box>
  );
}
