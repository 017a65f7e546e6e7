import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import { type MeterKind, meterKinds } from '@chungcu/contracts';
import { useState } from 'react';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { DialogFrame } from '../../../ui/dialog-frame';
import { addMeter } from '../mutations';
import { meterStrings } from '../strings';

/** Adds a meter to a unit: its kind and serial; a refusal (serial taken) stays in the dialog. */
export function AddMeterDialog({
  apartmentId,
  open,
  onClose,
}: {
  apartmentId: string;
  open: boolean;
  onClose: () => void;
}) {
  const strings = useStrings(meterStrings);
  const kindNames = useStrings(enumStrings).meterKinds;
  const s = strings.add;
  const [kind, setKind] = useState<MeterKind>('water');
  const [serial, setSerial] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = () =>
    addMeter(apartmentId, kind, serial).then(
      () => {
        setSerial('');
        setError(null);
        onClose();
      },
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  return (
    <DialogFrame
      open={open}
      title={s.title}
      onClose={onClose}
      cancelLabel={s.cancel}
      primary={{ label: s.save, testId: 'meter-save', onClick: () => void save() }}
      maxWidth="xs"
      largeButtons
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          select
          label={s.kind}
          value={kind}
          onChange={(e) => setKind(e.target.value as MeterKind)}
          slotProps={{ htmlInput: { 'data-testid': 'meter-kind' } }}
        >
          {meterKinds.values.map((k) => (
            <MenuItem key={k} value={k} sx={{ minHeight: 48 }}>
              {kindNames[k]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={s.serial}
          value={serial}
          onChange={(e) => setSerial(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'meter-serial' } }}
        />
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </DialogFrame>
  );
}
