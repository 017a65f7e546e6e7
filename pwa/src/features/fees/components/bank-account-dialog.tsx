import { Alert, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { type BankAccount, type NapasBank, bankOfBin, napasBanks } from '@chungcu/contracts';
import { useState } from 'react';
import { DialogFrame } from '../../../ui/dialog-frame';
import { useDialogSave } from '../../../ui/use-dialog-save';
import { SearchPicker } from '../../../ui/search-picker';
import { useStrings } from '../../../lib/i18n';
import { addBankAccount, changeBankAccount } from '../mutations';
import { feeStrings } from '../strings';

type BankOption = NapasBank & { id: string };
const bankOptions: BankOption[] = napasBanks.map((bank) => ({ ...bank, id: bank.bin }));

/**
 * A complex's account made or changed: the bank picked from the NAPAS list by name (searched
 * without accents, by short name, full name or BIN), the number and the holder as the bank shows
 * them, and whether notices print its code. The shared rule checks it; a refusal stays here.
 */
export function BankAccountDialog({
  complexId,
  account,
  onClose,
}: {
  complexId: string;
  /** The account changed; absent for a new one. */
  account?: BankAccount;
  onClose: () => void;
}) {
  const s = useStrings(feeStrings).bankAccounts;
  const [bank, setBank] = useState<BankOption | null>(() => {
    const known = account && bankOfBin(account.bankBin);
    return known ? { ...known, id: known.bin } : null;
  });
  const [accountNumber, setAccountNumber] = useState(account?.accountNumber ?? '');
  const [accountName, setAccountName] = useState(account?.accountName ?? '');
  const [isDefault, setIsDefault] = useState(account?.isDefault ?? false);
  const { error, busy, save } = useDialogSave(onClose);
  const submit = () =>
    save(async () => {
      const fields = { bankBin: bank?.bin ?? '', accountNumber, accountName, isDefault };
      if (account) await changeBankAccount(account, fields);
      else await addBankAccount(complexId, fields);
    });
  return (
    <DialogFrame
      title={account ? s.edit : s.add}
      onClose={onClose}
      cancelLabel={s.cancel}
      primary={{ label: s.save, testId: 'bank-account-save' }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      busy={busy}
      maxWidth="sm"
      fullScreenOnPhone
      largeButtons
      testId="bank-account-dialog"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <SearchPicker<BankOption>
          label={s.bank}
          options={bankOptions}
          value={bank}
          onChange={setBank}
          getLabel={(option) => option.shortName}
          getDetail={(option) => `${option.bin} · ${option.name}`}
          searchText={(option) =>
            `${option.shortName} ${option.name} ${option.keywords} ${option.bin}`
          }
          required
          testId="bank-account-bank"
        />
        <TextField
          label={s.accountNumber}
          value={accountNumber}
          required
          onChange={(e) => setAccountNumber(e.target.value)}
          slotProps={{
            htmlInput: { inputMode: 'numeric', 'data-testid': 'bank-account-number' },
          }}
        />
        <TextField
          label={s.accountName}
          value={accountName}
          required
          helperText={s.accountNameHint}
          onChange={(e) => setAccountName(e.target.value)}
          slotProps={{
            htmlInput: {
              'data-testid': 'bank-account-name',
              autoCapitalize: 'characters',
              style: { textTransform: 'uppercase' },
            },
          }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={isDefault}
              onChange={(e) => setIsDefault(e.target.checked)}
              slotProps={{ input: { 'aria-label': s.makeDefault } }}
            />
          }
          label={s.makeDefault}
          sx={{ minHeight: 48 }}
        />
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </DialogFrame>
  );
}
