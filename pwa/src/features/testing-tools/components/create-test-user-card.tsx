import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useToast } from '../../../ui/toast';
import { sendCode, verifyCode } from '../mutations';
import { useStrings } from '../../../lib/i18n';
import { toolStrings } from '../strings';

/** Phone number → send-code (the dev code is shown) → code → verify-code creates the user. */
export function CreateTestUserCard({ onCreated }: { onCreated(): void }) {
  const toast = useToast();
  const strings = useStrings(toolStrings);
  const s = strings.userManagement;
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);

  const send = async () => {
    setBusy('send');
    setPhoneError(null);
    try {
      const { devCode } = await sendCode(phone);
      setCode(devCode);
      setCodeSent(true);
      toast({ title: s.codeSent, description: s.codeSentText(devCode) });
    } catch (error) {
      const message = (error as Error).message;
      if (message !== s.sendFailed) setPhoneError(message);
      else toast({ title: strings.errorTitle, description: message, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const verify = async () => {
    setBusy('verify');
    try {
      await verifyCode(phone, code);
      toast({ title: s.userCreated, description: s.userCreatedText(phone.trim()) });
      setPhone('');
      setCode('');
      setCodeSent(false);
      onCreated();
    } catch (error) {
      const description = (error as Error).message || s.createFailed;
      toast({ title: strings.errorTitle, description, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {s.createTitle}
        </Typography>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              label={s.phone}
              placeholder={s.phonePlaceholder}
              type="tel"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              error={Boolean(phoneError)}
              helperText={phoneError}
              size="small"
              sx={{ flex: 1 }}
            />
            <Button variant="outlined" onClick={() => void send()} disabled={busy !== null}>
              {busy === 'send' ? s.sending : s.sendCode}
            </Button>
          </Stack>
          {codeSent && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                label={s.code}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                size="small"
                sx={{ flex: 1 }}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
              />
              <Button variant="contained" onClick={() => void verify()} disabled={busy !== null}>
                {busy === 'verify' ? s.verifying : s.verify}
              </Button>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
