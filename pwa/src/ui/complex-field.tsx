import { MenuItem, TextField } from '@mui/material';
import type { Complex } from '@chungcu/contracts';

/** The one place for this field's wording. */
export const complexFieldStrings = {
  label: 'Chung cư',
  hint: 'Bạn đang xem tất cả chung cư: bản ghi mới thuộc chung cư chọn ở đây.',
  notSynced: 'Thiết bị chưa tải dữ liệu chung cư. Hãy kết nối mạng để đồng bộ lần đầu rồi thử lại.',
} as const;

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
  return (
    <TextField
      select
      required
      label={complexFieldStrings.label}
      value={value ?? ''}
      error={Boolean(error)}
      helperText={error ?? complexFieldStrings.hint}
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
