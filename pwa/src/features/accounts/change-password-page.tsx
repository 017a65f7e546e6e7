import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../ui/toast';
import { changePassword, errorText } from './api';
import { NewPasswordFields } from './password-fields';
import { useStrings } from '../../lib/i18n';
import { accountStrings } from './strings';

/** /change-password, for every user: current password, then the new one twice. */
export function ChangePasswordPage() {
  const s = useStrings(accountStrings);
  const navigate = useNavigate();
  const toast = useToast();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== again) return setError(s.mismatch);
    setBusy(true);
    changePassword(current, password).then(
      () => {
        toast({ title: s.changed });
        void navigate('/');
      },
      (e: unknown) => (setError(errorText(e)), setBusy(false)),
    );
  };
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 480, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {s.changeTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {s.changeSubtitle}
        </Typography>
        <form onSubmit={submit} noValidate>
          <Stack spacing={2}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label={s.currentPassword}
              type="password"
              autoComplete="current-password"
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
              required
            />
            <NewPasswordFields
              password={password}
              again={again}
              onPassword={setPassword}
              onAgain={setAgain}
            />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => void navigate(-1)}>{s.back}</Button>
              <Button type="submit" variant="contained" disabled={busy}>
                {s.save}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Paper>
    </Box>
  );
}
