import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ToolPage } from './components/tool-page';
import { useFetched } from './hooks/use-fetched';
import { type SessionTest, currentSession, testSession } from './queries';
import { useStrings } from '../../lib/i18n';
import { toolStrings } from './strings';

function Json({ value, testId }: { value: unknown; testId: string }) {
  return (
    <Box
      component="pre"
      // Scrolls sideways on phones: focusable so a keyboard can scroll it too.
      tabIndex={0}
      data-testid={testId}
      sx={{ bgcolor: 'grey.100', p: 2, borderRadius: 1, overflow: 'auto', fontSize: 13, m: 0 }}
    >
      {JSON.stringify(value, null, 2)}
    </Box>
  );
}

/** /auth-debug: the session's flags, the raw user, and a button that tests the session. */
export function AuthDebugPage() {
  const s = useStrings(toolStrings).authDebug;
  const current = useFetched(currentSession);
  const [result, setResult] = useState<SessionTest | null>(null);
  const [testing, setTesting] = useState(false);
  const user = current.data?.user ?? null;

  const test = async () => {
    setTesting(true);
    try {
      setResult(await testSession());
    } finally {
      setTesting(false);
      current.reload();
    }
  };

  return (
    <ToolPage title={s.title}>
      <Stack spacing={3}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" gutterBottom>
              {s.state}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
              <Chip label={`${s.loading}: ${s.flag(current.loading)}`} data-testid="flag-loading" />
              <Chip
                color={user ? 'success' : 'default'}
                label={`${s.authenticated}: ${s.flag(Boolean(user))}`}
                data-testid="flag-authenticated"
              />
            </Stack>
            <Typography variant="subtitle2" gutterBottom>
              {s.rawUser}
            </Typography>
            <Json value={current.error ?? user} testId="raw-user" />
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Button variant="contained" onClick={() => void test()} disabled={testing}>
              {testing ? s.testing : s.testSession}
            </Button>
            {result && (
              <Box sx={{ mt: 2 }}>
                <Typography variant="subtitle2" gutterBottom>
                  {`${s.result}: ${result.status ?? '—'}`}
                </Typography>
                <Json value={result.body} testId="session-test-result" />
              </Box>
            )}
          </CardContent>
        </Card>
      </Stack>
    </ToolPage>
  );
}
