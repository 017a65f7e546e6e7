import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Alert, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { type FeeType, feeBases, meterKinds, vehicleKinds } from '@chungcu/contracts';
import { useState } from 'react';
import { DialogFrame } from '../../../ui/dialog-frame';
import { useDialogSave } from '../../../ui/use-dialog-save';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { type FeeForm, fieldsOf, formOf, newFeeForm } from '../fee-form';
import { addFeeType, changeFeeType } from '../mutations';
import { feeStrings } from '../strings';
import { TariffEditor } from './tariff-editor';

const field = (testId: string) => ({ htmlInput: { 'data-testid': testId } });

/**
 * A fee made or changed: its name and how it charges (chosen once), the price its basis needs,
 * a metered fee's meter and tariffs, and its surcharges. The shared rule checks the whole fee;
 * its refusal stays in the dialog until corrected.
 */
export function FeeTypeDialog({
  complexId,
  fee,
  onClose,
}: {
  complexId: string;
  /** The fee changed; absent for a new one. */
  fee?: FeeType;
  onClose: () => void;
}) {
  const s = useStrings(feeStrings).feeTypes;
  const names = useStrings(enumStrings);
  const [form, setForm] = useState<FeeForm>(() => (fee ? formOf(fee) : newFeeForm()));
  const { error, busy, save } = useDialogSave(onClose);
  const set = (changes: Partial<FeeForm>) => setForm((f) => ({ ...f, ...changes }));
  const submit = () =>
    save(async () => {
      const { basis: _basis, ...fields } = fieldsOf(form);
      if (fee) await changeFeeType(fee, fields);
      else await addFeeType(complexId, fieldsOf(form));
    });
  return (
    <DialogFrame
      title={fee ? s.edit : s.add}
      onClose={onClose}
      cancelLabel={s.cancel}
      primary={{ label: s.save, testId: 'fee-type-save' }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      busy={busy}
      maxWidth="sm"
      fullScreenOnPhone
      largeButtons
      testId="fee-type-dialog"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={s.name}
          value={form.name}
          onChange={(e) => set({ name: e.target.value })}
          slotProps={field('fee-type-name')}
        />
        <TextField
          select
          label={s.basis}
          value={form.basis}
          disabled={Boolean(fee)}
          onChange={(e) => set({ basis: e.target.value as FeeForm['basis'] })}
          slotProps={field('fee-type-basis')}
        >
          {feeBases.values.map((basis) => (
            <MenuItem key={basis} value={basis} sx={{ minHeight: 48 }}>
              {names.feeBases[basis]}
            </MenuItem>
          ))}
        </TextField>
        {(form.basis === 'perArea' || form.basis === 'perUnit') && (
          <TextField
            label={form.basis === 'perArea' ? s.unitPricePerArea : s.unitPricePerUnit}
            value={form.unitPrice}
            onChange={(e) => set({ unitPrice: e.target.value })}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'fee-type-price' } }}
          />
        )}
        {form.basis === 'perVehicle' &&
          vehicleKinds.values.map((kind) => (
            <TextField
              key={kind}
              label={s.vehiclePrice(names.vehicleKinds[kind])}
              value={form.vehiclePrices[kind]}
              onChange={(e) =>
                set({ vehiclePrices: { ...form.vehiclePrices, [kind]: e.target.value } })
              }
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          ))}
        {form.basis === 'metered' && (
          <>
            <TextField
              select
              label={s.meter}
              value={form.meterKind}
              onChange={(e) => set({ meterKind: e.target.value as FeeForm['meterKind'] })}
            >
              {meterKinds.values.map((kind) => (
                <MenuItem key={kind} value={kind} sx={{ minHeight: 48 }}>
                  {names.meterKinds[kind]}
                </MenuItem>
              ))}
            </TextField>
            <TariffEditor tariffs={form.tariffs} onChange={(tariffs) => set({ tariffs })} />
          </>
        )}
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {s.surcharges}
        </Typography>
        {form.surcharges.map((surcharge, i) => (
          <Stack key={i} direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <TextField
              label={s.surchargeName}
              value={surcharge.name}
              onChange={(e) =>
                set({
                  surcharges: form.surcharges.map((x, j) =>
                    j === i ? { ...x, name: e.target.value } : x,
                  ),
                })
              }
              sx={{ flex: 2 }}
            />
            <TextField
              label={s.surchargePercent}
              value={surcharge.percent}
              onChange={(e) =>
                set({
                  surcharges: form.surcharges.map((x, j) =>
                    j === i ? { ...x, percent: e.target.value } : x,
                  ),
                })
              }
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ flex: 1 }}
            />
            <IconButton
              aria-label={s.removeSurcharge(i + 1)}
              onClick={() => set({ surcharges: form.surcharges.filter((_, j) => j !== i) })}
              sx={{ width: 48, height: 48 }}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        ))}
        <Button
          startIcon={<AddIcon />}
          sx={{ minHeight: 48, alignSelf: 'flex-start' }}
          onClick={() => set({ surcharges: [...form.surcharges, { name: '', percent: '' }] })}
        >
          {s.addSurcharge}
        </Button>
        <TextField
          label={s.settlePriority}
          helperText={s.settlePriorityHelp}
          value={form.settlePriority}
          onChange={(e) => set({ settlePriority: e.target.value })}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'fee-type-priority' } }}
        />
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </DialogFrame>
  );
}
