import { Alert, Stack, TextField } from '@mui/material';
import { periodOfDate, shiftPeriod } from '@chungcu/contracts';
import { useState } from 'react';
import { DialogFrame } from '../../../ui/dialog-frame';
import { useDialogSave } from '../../../ui/use-dialog-save';
import { useStrings } from '../../../lib/i18n';
import { openPeriod } from '../mutations';
import { feeStrings } from '../strings';

/**
 * Opens a month of fees: this month by default, paid by the 15th of the next (what boards in
 * Hà Nội and TP.HCM usually ask). The shared rule refuses a month already open.
 */
export function OpenPeriodDialog({
  complexId,
  onClose,
  onOpened,
}: {
  complexId: string;
  onClose: () => void;
  onOpened: (periodId: string) => void;
}) {
  const s = useStrings(feeStrings).billing;
  const now = new Date();
  const [month, setMonth] = useState(periodOfDate(now));
  const [dueDate, setDueDate] = useState(`${shiftPeriod(periodOfDate(now), 1)}-15`);
  const { error, busy, save } = useDialogSave(() => undefined);
  const submit = () =>
    save(async () => {
      const period = await openPeriod({ complexId, month: month.trim(), dueDate });
      onOpened(period.id);
    });
  return (
    <DialogFrame
      title={s.openPeriod}
      onClose={onClose}
      cancelLabel={s.cancel}
      primary={{ label: s.open, testId: 'open-period-save' }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      busy={busy}
      maxWidth="xs"
      largeButtons
      testId="open-period-dialog"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={s.month}
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'open-period-month', inputMode: 'numeric' } }}
        />
        <TextField
          label={s.dueDate}
          type="date"
          value={dueDate}
          onChange={(e) => setDueDate(e.target.value)}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': 'open-period-due' },
          }}
        />
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </DialogFrame>
  );
}
