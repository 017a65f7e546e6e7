import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import {
  type FeeType,
  type Invoice,
  type UnitChargeKind,
  periodOfDate,
  unitChargeKinds,
} from '@chungcu/contracts';
import { useState } from 'react';
import { DialogFrame } from '../../../ui/dialog-frame';
import { useDialogSave } from '../../../ui/use-dialog-save';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { formatMonth } from '../../../lib/format';
import { moneyOf } from '../fee-form';
import { addUnitCharge } from '../mutations';
import type { UnitFees } from '../queries';
import { feeStrings } from '../strings';

const field = (testId: string, inputMode?: 'numeric') => ({
  htmlInput: { 'data-testid': testId, ...(inputMode ? { inputMode } : {}) },
});

/**
 * A charge or credit note put on one of the unit's months: under one of the complex's fees (a
 * one-off fee first), this month by default, optionally naming the issued notice it corrects.
 * The shared rule checks it (an issued month refuses it); its refusal stays in the dialog.
 */
export function UnitChargeDialog({
  data,
  onClose,
}: {
  data: UnitFees & { unit: NonNullable<UnitFees['unit']> };
  onClose: () => void;
}) {
  const s = useStrings(feeStrings).unitCharges;
  const names = useStrings(enumStrings);
  const fees: FeeType[] = [
    ...data.fees.filter((f) => f.basis === 'oneOff'),
    ...data.fees.filter((f) => f.basis !== 'oneOff'),
  ];
  const issued: Invoice[] = data.notices.filter((n) => n.status === 'issued' && n.number);
  const [kind, setKind] = useState<UnitChargeKind>('charge');
  const [feeTypeId, setFeeTypeId] = useState(fees[0]?.id ?? '');
  const [month, setMonth] = useState(periodOfDate(new Date()));
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const [corrects, setCorrects] = useState('');
  const { error, busy, save } = useDialogSave(onClose);
  const submit = () =>
    save(async () => {
      if (!feeTypeId) throw new Error(s.noFee);
      await addUnitCharge(
        {
          apartmentId: data.unit.id,
          feeTypeId,
          month: month.trim(),
          kind,
          name,
          amount: moneyOf(amount) ?? 0,
          correctsInvoiceId: corrects || null,
        },
        data.unit.unitNumber,
        data.periodOf.get(month.trim()),
      );
    });
  return (
    <DialogFrame
      title={s.addTitle}
      onClose={onClose}
      cancelLabel={s.cancel}
      primary={{ label: s.save, testId: 'unit-charge-save' }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      busy={busy}
      maxWidth="xs"
      fullScreenOnPhone
      largeButtons
      testId="unit-charge-dialog"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          select
          label={s.kind}
          value={kind}
          onChange={(e) => setKind(e.target.value as UnitChargeKind)}
          slotProps={field('unit-charge-kind')}
        >
          {unitChargeKinds.values.map((value) => (
            <MenuItem key={value} value={value} sx={{ minHeight: 48 }}>
              {names.unitChargeKinds[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={s.fee}
          value={feeTypeId}
          onChange={(e) => setFeeTypeId(e.target.value)}
          slotProps={field('unit-charge-fee')}
        >
          {fees.map((fee) => (
            <MenuItem key={fee.id} value={fee.id} sx={{ minHeight: 48 }}>
              {fee.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={s.month}
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          slotProps={field('unit-charge-month', 'numeric')}
        />
        <TextField
          label={s.name}
          placeholder={s.namePlaceholder}
          value={name}
          onChange={(e) => setName(e.target.value)}
          slotProps={field('unit-charge-name')}
        />
        <TextField
          label={s.amount}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          slotProps={field('unit-charge-amount', 'numeric')}
        />
        {issued.length > 0 && (
          <TextField
            select
            label={s.corrects}
            value={corrects}
            onChange={(e) => setCorrects(e.target.value)}
            slotProps={field('unit-charge-corrects')}
          >
            <MenuItem value="" sx={{ minHeight: 48 }}>
              {s.correctsNone}
            </MenuItem>
            {issued.map((notice) => (
              <MenuItem key={notice.id} value={notice.id} sx={{ minHeight: 48 }}>
                {`${notice.number ?? ''} · ${formatMonth(notice.month)}`}
              </MenuItem>
            ))}
          </TextField>
        )}
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </DialogFrame>
  );
}
