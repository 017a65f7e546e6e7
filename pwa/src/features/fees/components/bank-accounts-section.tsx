import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { type BankAccount, bankOfBin } from '@chungcu/contracts';
import { useState } from 'react';
import { useStrings } from '../../../lib/i18n';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { removeBankAccount } from '../mutations';
import { useBankAccounts } from '../queries';
import { feeStrings } from '../strings';
import { BankAccountDialog } from './bank-account-dialog';
import { SettingsSection } from './settings-section';

/**
 * "Tài khoản nhận tiền" of the fee settings: the complex's accounts residents pay into, the
 * default (whose VietQR code notices print) first; each added, changed, made the default or
 * removed offline too (rule S33).
 */
export function BankAccountsSection({ complexId }: { complexId: string }) {
  const s = useStrings(feeStrings).bankAccounts;
  const accounts = useBankAccounts(complexId);
  const [editing, setEditing] = useState<BankAccount | 'new' | null>(null);
  const [removing, setRemoving] = useState<BankAccount | null>(null);
  if (accounts === undefined) return null;
  const nameOf = (a: BankAccount) =>
    `${bankOfBin(a.bankBin)?.shortName ?? a.bankBin} ${a.accountNumber}`;
  return (
    <SettingsSection title={s.title} subtitle={s.subtitle} testId="bank-accounts">
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        sx={{ minHeight: 48, alignSelf: 'flex-start' }}
        onClick={() => setEditing('new')}
        data-testid="add-bank-account"
      >
        {s.add}
      </Button>
      {accounts.length === 0 && <Alert severity="info">{s.empty}</Alert>}
      {accounts.length > 0 && !accounts.some((a) => a.isDefault) && (
        <Alert severity="warning">{s.noDefault}</Alert>
      )}
      {accounts.map((account) => {
        const bank = bankOfBin(account.bankBin);
        return (
          <Card key={account.id} variant="outlined" data-testid="bank-account">
            <CardContent>
              <Stack
                direction="row"
                sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography variant="h6" component="h3">
                      {bank?.shortName ?? account.bankBin}
                    </Typography>
                    {account.isDefault && <Chip size="small" color="primary" label={s.isDefault} />}
                  </Stack>
                  <Typography color="text.secondary">{bank?.name}</Typography>
                  <Typography sx={{ fontWeight: 600 }}>{account.accountNumber}</Typography>
                  <Typography>{account.accountName}</Typography>
                </Box>
                <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
                  <Button
                    sx={{ minHeight: 48 }}
                    aria-label={s.editNamed(nameOf(account))}
                    onClick={() => setEditing(account)}
                  >
                    {s.edit}
                  </Button>
                  <Button
                    color="error"
                    sx={{ minHeight: 48 }}
                    aria-label={s.deleteNamed(nameOf(account))}
                    onClick={() => setRemoving(account)}
                  >
                    {s.delete}
                  </Button>
                </Stack>
              </Stack>
            </CardContent>
          </Card>
        );
      })}
      {removing && (
        <ConfirmDialog
          title={s.confirmDelete.title(nameOf(removing))}
          text={removing.isDefault ? s.confirmDelete.defaultText : s.confirmDelete.text}
          confirmLabel={s.confirmDelete.confirm}
          cancelLabel={s.cancel}
          onConfirm={() => void removeBankAccount(removing)}
          onClose={() => setRemoving(null)}
          testId="confirm-delete-bank-account"
        />
      )}
      {editing && (
        <BankAccountDialog
          complexId={complexId}
          account={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </SettingsSection>
  );
}
