import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  type PaymentProvider,
  paymentProviders,
  paymentWebhookPath,
  paymentWebhookSecretSchema,
} from '@chungcu/contracts';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import { DialogFrame } from '../../../ui/dialog-frame';
import { useToast } from '../../../ui/toast';
import { useDialogSave } from '../../../ui/use-dialog-save';
import {
  providerNames,
  randomProviderKey,
  saveProviderKey,
  serverMessageOr,
  useConnectedProviders,
} from '../bank-notifications';
import { feeStrings } from '../strings';
import { SettingsSection } from './settings-section';
import { useCopyText } from './use-copy-text';

/**
 * "Báo có tự động" of the fee settings (rule S34): for each provider, the address its dashboard
 * is to post the complex's incoming transfers to, whether the complex has set its key, and the
 * key set or changed. Online only: the key is the server's alone, and never shown again.
 */
export function BankNotificationsSection({ complexId }: { complexId: string }) {
  const strings = useStrings(feeStrings);
  const s = strings.bankNotifications;
  const toast = useToast();
  const { connected, online, error, reload } = useConnectedProviders(complexId);
  const [keying, setKeying] = useState<PaymentProvider | null>(null);
  const copyText = useCopyText();
  return (
    <SettingsSection title={s.title} subtitle={s.subtitle} testId="bank-notifications">
      {!online && <Alert severity="info">{s.offline}</Alert>}
      {online && error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" sx={{ minHeight: 44 }} onClick={reload}>
              {s.retry}
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      {connected &&
        paymentProviders.values.map((provider) => {
          const name = providerNames[provider];
          const set = connected.find((hook) => hook.provider === provider);
          const address = `${window.location.origin}${paymentWebhookPath(provider, complexId)}`;
          return (
            <Card
              key={provider}
              variant="outlined"
              data-testid="bank-notification"
              data-provider={provider}
            >
              <CardContent>
                <Stack spacing={1}>
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography variant="h6" component="h3">
                      {name}
                    </Typography>
                    <Chip
                      size="small"
                      color={set ? 'success' : 'default'}
                      label={
                        set ? s.connected(formatDateTime(set.updatedAt) ?? '') : s.notConnected
                      }
                      data-testid="bank-notification-status"
                    />
                  </Stack>
                  {set && (
                    <Typography variant="body2" data-testid="bank-notification-received">
                      {set.lastReceivedAt
                        ? s.lastReceived(formatDateTime(set.lastReceivedAt) ?? '')
                        : s.noneReceived}
                    </Typography>
                  )}
                  <Typography variant="body2" color="text.secondary">
                    {s.address}
                  </Typography>
                  <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center' }}>
                    <Box
                      component="code"
                      data-testid="bank-notification-address"
                      sx={{ overflowWrap: 'anywhere', minWidth: 0, fontSize: '0.875rem' }}
                    >
                      {address}
                    </Box>
                    <IconButton
                      aria-label={s.copyNamed(name)}
                      onClick={() => void copyText(address, s.copied)}
                      sx={{ width: 44, height: 44, flexShrink: 0 }}
                    >
                      <ContentCopyIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                  <Typography variant="body2">{s.steps[provider]}</Typography>
                  <Button
                    variant={set ? 'outlined' : 'contained'}
                    sx={{ minHeight: 48, alignSelf: 'flex-start' }}
                    aria-label={s.keyNamed(name)}
                    onClick={() => setKeying(provider)}
                    data-testid="bank-notification-key"
                  >
                    {set ? s.changeKey : s.setKey}
                  </Button>
                </Stack>
              </CardContent>
            </Card>
          );
        })}
      {keying && (
        <ProviderKeyDialog
          complexId={complexId}
          provider={keying}
          onClose={() => setKeying(null)}
          onSaved={() => {
            toast({ title: s.saved(providerNames[keying]) });
            reload();
          }}
        />
      )}
    </SettingsSection>
  );
}

/** A provider's key typed (or, for SePay, made here), checked as the server checks it, saved. */
function ProviderKeyDialog({
  complexId,
  provider,
  onClose,
  onSaved,
}: {
  complexId: string;
  provider: PaymentProvider;
  onClose: () => void;
  onSaved: () => void;
}) {
  const s = useStrings(feeStrings).bankNotifications;
  const [secret, setSecret] = useState('');
  const { error, busy, save } = useDialogSave(onClose);
  const submit = () =>
    save(async () => {
      const parsed = paymentWebhookSecretSchema.safeParse({ secret });
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
      try {
        await saveProviderKey(complexId, provider, parsed.data.secret);
      } catch (failure) {
        throw new Error(serverMessageOr(failure, s.saveFailed), { cause: failure });
      }
      onSaved();
    });
  return (
    <DialogFrame
      title={s.dialogTitle(providerNames[provider])}
      onClose={onClose}
      cancelLabel={s.cancel}
      primary={{ label: s.save, testId: 'bank-notification-key-save' }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      busy={busy}
      maxWidth="sm"
      largeButtons
      testId="bank-notification-key-dialog"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={s.key}
          value={secret}
          onChange={(e) => setSecret(e.target.value.trim())}
          helperText={s.keyHint}
          autoComplete="off"
          required
          fullWidth
          slotProps={{
            htmlInput: {
              'data-testid': 'bank-notification-key-input',
              spellCheck: false,
              style: { fontFamily: 'monospace' },
            },
          }}
        />
        {provider === 'sepay' && (
          <Button
            sx={{ minHeight: 44, alignSelf: 'flex-start' }}
            onClick={() => setSecret(randomProviderKey())}
            data-testid="bank-notification-key-generate"
          >
            {s.generate}
          </Button>
        )}
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </DialogFrame>
  );
}
