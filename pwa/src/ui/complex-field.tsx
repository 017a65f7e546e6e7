import { MenuItem, TextField } from '@mui/material';
import type { Complex } from '@chungcu/contracts';
import { localizeMessage, useStrings } from '../lib/i18n';
import { uiStrings } from './strings';

/**
 * This field's wording in the language of the moment, for features that say it outside the field
 * (a toast when the complexes have not synced yet): read when shown.
 */
export const complexFieldStrings = {
  get label() {
    return uiStrings.get().complexField.label;
  },
  get hint() {
    return uiStrings.get().complexField.hint;
  },
  get notSynced() {
    return uiStrings.get().complexField.notSynced;
  },
};

/**
 * On "Tất cả", which complex a new unit or resident record goes to (`useComplexForNew` says when
 * to show it). Required: the error is the contracts' "Hãy chọn chung cư".
 */
export function ComplexField({
  complexes,
  value,
  error,
  onChange,
}: {
  complexes: readonly Complex[];
  value: string | null;
  error?: string | null;
  onChange: (complexId: string) => void;
}) {
  const s = useStrings(uiStrings).complexField;
  return (
    <TextField
      select
      required
      label={s.label}
      value={value ?? ''}
      error={Boolean(error)}
      helperText={error ? localizeMessage(error) : s.hint}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { 'data-testid': 'complex-field' } }}
    >
      {complexes.map((c) => (
        <MenuItem key={c.id} value={c.id} data-testid="complex-field-option">
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
