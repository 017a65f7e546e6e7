import { Chip, MenuItem, TextField } from '@mui/material';
import type { Complex } from '@chungcu/contracts';
import { localizeMessage, useStrings } from '../lib/i18n';
import { uiStrings } from './strings';

/**
 * "Phạm vi" of a new checklist, category or workflow template: "Dùng chung toàn công ty" (when
 * `sharedValue` is given: the company administrator's choice) or one complex. `useScopeForNew`
 * says when to show it.
 */
export function ScopeField({
  complexes,
  value,
  sharedValue,
  error,
  onChange,
}: {
  complexes: readonly Complex[];
  value: string;
  /** The value standing for "shared"; absent: not offered. */
  sharedValue?: string;
  error?: string | null;
  onChange: (value: string) => void;
}) {
  const scopeStrings = useStrings(uiStrings).scope;
  return (
    <TextField
      select
      required
      size="small"
      label={scopeStrings.label}
      value={value}
      error={Boolean(error)}
      helperText={error ? localizeMessage(error) : scopeStrings.hint}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { 'data-testid': 'scope-field' } }}
    >
      {sharedValue && (
        <MenuItem value={sharedValue} data-testid="scope-field-option">
          {scopeStrings.shared}
        </MenuItem>
      )}
      {complexes.map((c) => (
        <MenuItem key={c.id} value={c.id} data-testid="scope-field-option">
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A small chip naming a row's complex, or "Dùng chung" for the company's shared ones. */
export function ScopeChip({
  complexId,
  complexes,
}: {
  complexId: string | null | undefined;
  complexes: readonly Pick<Complex, 'id' | 'name'>[];
}) {
  const name = complexId ? (complexes.find((c) => c.id === complexId)?.name ?? null) : null;
  const scopeStrings = useStrings(uiStrings).scope;
  if (complexId && !name) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={complexId ? 'default' : 'info'}
      label={name ?? scopeStrings.sharedChip}
      data-testid="scope-chip"
    />
  );
}
