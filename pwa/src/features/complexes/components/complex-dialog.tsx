import { Alert, Stack, TextField } from '@mui/material';
import type { Complex, ComplexCreate } from '@chungcu/contracts';
import { type FormEvent, useState } from 'react';
import { DialogFrame } from '../../../ui/dialog-frame';
import { type ComplexField, complexFieldErrors } from '../company';
import { useStrings } from '../../../lib/i18n';
import { complexStrings } from '../strings';

interface Props {
  /** The complex edited; null: a new one. */
  complex: Complex | null;
  onClose(): void;
  /** Sends the fields; a refusal is thrown back and shown under the fields. */
  onSubmit(body: ComplexCreate): Promise<unknown>;
}

/**
 * Adds or edits a complex (code, name, address). The server checks the fields (the contracts'
 * schema): its messages are shown under the fields they are about.
 */
export function ComplexDialog({ complex, onClose, onSubmit }: Props) {
  const s = useStrings(complexStrings).dialog;
  const [values, setValues] = useState<Record<ComplexField, string>>({
    code: complex?.code ?? '',
    name: complex?.name ?? '',
    address: complex?.address ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<ComplexField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    onSubmit({
      code: values.code,
      name: values.name,
      address: values.address.trim() ? values.address : null,
    })
      .then(onClose, (error: unknown) => {
        const found = complexFieldErrors(error);
        setErrors(found.fields);
        setFormError(found.form ?? (Object.keys(found.fields).length ? null : String(error)));
      })
      .finally(() => setBusy(false));
  };

  const field = (name: ComplexField, label: string, hint?: string) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={(e) => {
        setValues((v) => ({ ...v, [name]: e.target.value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      }}
      required={name !== 'address'}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? hint}
      autoFocus={name === 'code'}
      slotProps={{ htmlInput: { 'data-testid': `complex-${name}` } }}
    />
  );

  return (
    <DialogFrame
      title={complex ? s.editTitle : s.createTitle}
      titleId="complex-dialog-title"
      onClose={onClose}
      cancelLabel={s.cancel}
      primary={{ label: complex ? s.save : s.create, disabled: busy }}
      onSubmit={submit}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        {formError && <Alert severity="error">{formError}</Alert>}
        {field('code', s.code, s.codeHint)}
        {field('name', s.name)}
        {field('address', s.address)}
      </Stack>
    </DialogFrame>
  );
}
