import { Alert, Autocomplete, MenuItem, Stack, TextField } from '@mui/material';
import {
  type Apartment,
  type Payment,
  type PaymentMethod,
  paymentMethods,
  vietnamDate,
} from '@chungcu/contracts';
import { useState } from 'react';
import { DialogFrame } from '../../../ui/dialog-frame';
import { useDialogSave } from '../../../ui/use-dialog-save';
import { formatMoney } from '../../../lib/format';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { moneyOf } from '../fee-form';
import { matchPayment, recordPayment, voidPayment } from './mutations';
import { paymentStrings } from './strings';

/** A unit picked by its number, typed or chosen (a complex has hundreds). */
function UnitPicker({
  units,
  value,
  onChange,
}: {
  units: readonly Apartment[];
  value: Apartment | null;
  onChange: (unit: Apartment | null) => void;
}) {
  const s = useStrings(paymentStrings).form;
  return (
    <Autocomplete
      options={units}
      value={value}
      onChange={(_, unit) => onChange(unit)}
      getOptionLabel={(unit) => unit.unitNumber}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => (
        <TextField
          {...params}
          label={s.unit}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'payment-unit' },
          }}
        />
      )}
    />
  );
}

/** What was just recorded: the office offers its receipt to print. */
export interface Recorded {
  id: string;
  amount: number;
  unitNumber: string;
}

/**
 * Money received at the office for a unit (a receipt), offline too. From a unit's page the unit
 * comes chosen and the amount it owes filled in (`initial`).
 */
export function RecordPaymentDialog({
  units,
  initial,
  onClose,
  onRecorded,
}: {
  units: readonly Apartment[];
  initial?: { unit: Apartment; amount: number | null };
  onClose: () => void;
  onRecorded?: (recorded: Recorded) => void;
}) {
  const s = useStrings(paymentStrings).form;
  const methods = useStrings(enumStrings).paymentMethods;
  const [unit, setUnit] = useState<Apartment | null>(initial?.unit ?? null);
  const [amount, setAmount] = useState(initial?.amount ? String(initial.amount) : '');
  const [method, setMethod] = useState<PaymentMethod>('cash');
  // Today in Hà Nội: UTC's date is yesterday's until 07:00 there.
  const [paidAt, setPaidAt] = useState(() => vietnamDate(Date.now()));
  const [memo, setMemo] = useState('');
  const [payerName, setPayerName] = useState('');
  const { error, busy, save } = useDialogSave(onClose);
  return (
    <DialogFrame
      title={s.recordTitle}
      onClose={onClose}
      cancelLabel={s.cancel}
      primary={{ label: s.save, testId: 'payment-save' }}
      onSubmit={(event) => {
        event.preventDefault();
        void save(async () => {
          if (!unit) throw new Error(s.noUnit);
          const money = moneyOf(amount) ?? 0;
          const id = await recordPayment(
            { apartmentId: unit.id, method, amount: money, paidAt, memo, payerName },
            unit.unitNumber,
          );
          onRecorded?.({ id, amount: money, unitNumber: unit.unitNumber });
        });
      }}
      busy={busy}
      maxWidth="xs"
      fullScreenOnPhone
      largeButtons
      testId="record-payment-dialog"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <UnitPicker units={units} value={unit} onChange={setUnit} />
        <TextField
          label={s.amount}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'payment-amount-input' } }}
        />
        <TextField
          select
          label={s.method}
          value={method}
          onChange={(e) => setMethod(e.target.value as PaymentMethod)}
        >
          {paymentMethods.values.map((value) => (
            <MenuItem key={value} value={value} sx={{ minHeight: 48 }}>
              {methods[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={s.paidAt}
          type="date"
          value={paidAt}
          onChange={(e) => setPaidAt(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label={s.payer}
          value={payerName}
          onChange={(e) => setPayerName(e.target.value)}
        />
        <TextField label={s.memo} value={memo} onChange={(e) => setMemo(e.target.value)} />
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </DialogFrame>
  );
}

/** An unmatched transfer given to the unit it was for, by hand. */
export function MatchPaymentDialog({
  payment,
  units,
  onClose,
}: {
  payment: Payment;
  units: readonly Apartment[];
  onClose: () => void;
}) {
  const s = useStrings(paymentStrings).form;
  const [unit, setUnit] = useState<Apartment | null>(null);
  const { error, busy, save } = useDialogSave(onClose);
  return (
    <DialogFrame
      title={s.matchTitle(formatMoney(payment.amount))}
      onClose={onClose}
      cancelLabel={s.cancel}
      primary={{ label: s.match, testId: 'payment-match-save' }}
      onSubmit={(event) => {
        event.preventDefault();
        void save(async () => {
          if (!unit) throw new Error(s.noUnit);
          await matchPayment(payment, unit.id, unit.unitNumber);
        });
      }}
      busy={busy}
      maxWidth="xs"
      largeButtons
      testId="match-payment-dialog"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <UnitPicker units={units} value={unit} onChange={setUnit} />
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </DialogFrame>
  );
}

/** A payment voided with why: kept, and counted no more. */
export function VoidPaymentDialog({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const s = useStrings(paymentStrings).form;
  const [reason, setReason] = useState('');
  const { error, busy, save } = useDialogSave(onClose);
  return (
    <DialogFrame
      title={s.voidTitle(formatMoney(payment.amount))}
      onClose={onClose}
      cancelLabel={s.cancel}
      primary={{ label: s.confirmVoid, testId: 'payment-void-save' }}
      onSubmit={(event) => {
        event.preventDefault();
        void save(() => voidPayment(payment, reason));
      }}
      busy={busy}
      maxWidth="xs"
      largeButtons
      testId="void-payment-dialog"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={s.reason}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'payment-void-reason' } }}
        />
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </DialogFrame>
  );
}
