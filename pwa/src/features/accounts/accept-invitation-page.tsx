import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import type { InvitationPreview } from '@chungcu/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { acceptInvitation, errorText, previewInvitation } from './api';
import { NewPasswordFields } from './password-fields';
import { useStrings } from '../../lib/i18n';
import { accountStrings } from './strings';

/**
 * /invite/:token (public): the invited person (or one whose password an admin reset) sets a
 * password; the server signs them in, then `onSignedIn` lets the app load their session.
 */
export function AcceptInvitationPage(props: { token: string; onSignedIn(): void }) {
  const s = useStrings(accountStrings);
  const [preview, setPreview] = useState<InvitationPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    previewInvitation(props.token).then(setPreview, (e: unknown) => setError(errorText(e)));
  }, [props.token]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== again) return setError(s.mismatch);
    setBusy(true);
    acceptInvitation(props.token, password).then(
      () => {
        window.history.replaceState(null, '', '/');
        props.onSignedIn();
      },
      (e: unknown) => (setError(errorText(e)), setBusy(false)),
    );
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ p: 4, width: '100%', maxWidth: 440 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {preview?.kind === 'reset' ? s.acceptResetTitle : s.acceptTitle}
        </Typography>
        {!preview && !error && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} />
            <Typography>{s.acceptLoading}</Typography>
          </Stack>
        )}
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {preview ? (
          <form onSubmit={submit} noValidate>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {s.acceptIntro(preview.email)}
            </Typography>
            <NewPasswordFields
              password={password}
              again={again}
              onPassword={setPassword}
              onAgain={setAgain}
            />
            <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 1 }}>
              {s.accept}
            </Button>
          </form>
        ) : (
          error && (
            <Button href="/" variant="outlined">
              {s.toLogin}
            </Button>
          )
        )}
      </Paper>
    </Box>
  );
}
