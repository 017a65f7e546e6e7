import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import ScienceIcon from '@mui/icons-material/Science';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
  Container,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDemoMode } from '../hooks/use-demo-mode';
import { useStrings } from '../../../lib/i18n';
import { toolStrings } from '../strings';

interface ToolPageProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/**
 * A testing tool's frame: back link and title, then the tool, shown only online and in demo mode
 * (the tools call the server directly and exist only with DEMO=1).
 */
export function ToolPage({ title, subtitle, children }: ToolPageProps) {
  const s = useStrings(toolStrings);
  const { mode, recheck } = useDemoMode();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Button component={Link} to="/" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {s.backHome}
      </Button>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1" data-testid="page-title">
          {title}
        </Typography>
        {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
      </Box>
      {mode === 'checking' && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} />
          <Typography>{s.checking}</Typography>
        </Stack>
      )}
      {mode === 'offline' && (
        <Alert
          severity="warning"
          icon={<CloudOffIcon />}
          data-testid="tools-offline"
          data-needs-network=""
          action={
            <Button color="inherit" onClick={recheck}>
              {s.retry}
            </Button>
          }
        >
          <AlertTitle>{s.offline}</AlertTitle>
          {s.offlineHint}
        </Alert>
      )}
      {mode === 'off' && (
        <Alert severity="info" icon={<ScienceIcon />} data-testid="tools-demo-only">
          <AlertTitle>{s.demoOnly}</AlertTitle>
          {s.demoOnlyHint}
        </Alert>
      )}
      {mode === 'demo' && children}
    </Container>
  );
}
