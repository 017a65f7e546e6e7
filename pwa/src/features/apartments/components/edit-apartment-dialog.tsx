import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import { type ApartmentStatus, apartmentStatuses } from '@chungcu/contracts';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { DialogFrame } from '../../../ui/dialog-frame';
import type { ApartmentEditForm } from '../edit-form';
import type { EditApartment } from '../hooks/use-edit-apartment';
import { apartmentStrings } from '../strings';
import { DerivedFields } from './derived-fields';

/** Every editable field of the unit; saving sends only what changed. */
export function EditApartmentDialog({ edit, unit }: { edit: EditApartment; unit: string }) {
  const strings = useStrings(apartmentStrings);
  const enums = useStrings(enumStrings);
  const f = strings.fields;
  const s = strings.editDialog;
  const form = edit.form;
  const text = (key: keyof ApartmentEditForm, label: string, multiline = false) =>
    form && (
      <TextField
        label={label}
        value={form[key]}
        onChange={(event) => edit.setField(key, event.target.value)}
        multiline={multiline}
        minRows={multiline ? 2 : undefined}
        fullWidth
      />
    );
  return (
    <DialogFrame
      open={form !== null}
      title={s.title(unit)}
      onClose={edit.close}
      cancelLabel={s.cancel}
      primary={{ label: edit.saving ? s.saving : s.save, disabled: edit.saving }}
      onSubmit={(event) => {
        event.preventDefault();
        void edit.save();
      }}
      maxWidth="md"
    >
      {form && (
        <Stack spacing={2} sx={{ pt: 1 }}>
          {edit.error && <Alert severity="error">{edit.error}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {text('unitNumber', f.unitNumber)}
            {text('buildingBlock', f.block)}
            <TextField
              select
              label={f.status}
              value={form.status}
              onChange={(event) => edit.setField('status', event.target.value as ApartmentStatus)}
              fullWidth
            >
              {apartmentStatuses.values.map((value) => (
                <MenuItem key={value} value={value}>
                  {enums.apartmentStatuses[value]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <DerivedFields values={form} onChange={(key, value) => edit.setField(key, value)} />
          {text('description', f.description, true)}
          {text('notes', f.notes, true)}
        </Stack>
      )}
    </DialogFrame>
  );
}
