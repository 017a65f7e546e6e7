import {
  Alert,
  AlertTitle,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import type { LoginRequest } from '@chungcu/contracts';
import { useState } from 'react';
import { syncEngine, useSyncStatus } from '../../data';
import { useAuth } from './auth-context';
import { LoginForm, useLoginForm } from './login-form';
import { useStrings } from '../../lib/i18n';
import { authStrings } from './strings';
import { useLoginAction } from './use-login-action';

/**
 * When the server refused a push with 401 (session expired), a banner asks to sign in again in a
 * dialog; nothing is dropped, and once signed in the outbox is sent.
 */
export function SessionExpiredPrompt() {
  const s = useStrings(authStrings);
  const { authRequired } = useSyncStatus();
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const form = useLoginForm(user?.email ?? '');
  const login = useLoginAction();

  const submit = async (credentials: LoginRequest) => {
    if (!(await login(credentials))) return;
    setOpen(false);
    form.reset({ email: credentials.email, password: '' });
    void syncEngine.syncOnce().catch(() => undefined);
  };

  if (!authRequired) return null;
  return (
    <>
      <Alert
        severity="warning"
        role="status"
        data-testid="session-expired"
        action={
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            onClick={() => setOpen(true)}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {s.signInAgain}
          </Button>
        }
        sx={{ borderRadius: 0, alignItems: 'center' }}
      >
        <AlertTitle sx={{ mb: 0 }}>{s.sessionExpiredTitle}</AlertTitle>
        {s.sessionExpiredText}
      </Alert>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{s.sessionExpiredTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText variant="body2" sx={{ mb: 2 }}>
            {s.sessionExpiredText}
          </DialogContentText>
          <LoginForm form={form} onSubmit={submit} autoFocus />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{s.later}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
