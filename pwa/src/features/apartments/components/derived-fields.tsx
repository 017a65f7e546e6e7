import { Box, TextField } from '@mui/material';
import { type DerivedField, type DerivedValues, rentInput } from '../form-mapping';
import { formatVnd } from '../format';
import { apartmentStrings } from '../strings';

const f = apartmentStrings.fields;

/** The numeric fields of a unit, each with its label; the rent is text (thousands separators). */
const numeric: readonly (readonly [DerivedField, string])[] = [
  ['floor', f.floor],
  ['bedrooms', f.bedrooms],
  ['bathrooms', f.bathrooms],
  ['squareFootage', f.squareFootage],
];

interface Props {
  values: DerivedValues;
  onChange(field: DerivedField, value: string): void;
}

/**
 * Floor, bedrooms, bathrooms, area and monthly rent as editable inputs (create form and edit
 * dialog); the rent shows as VND beneath, as the unit page will show it.
 */
export function DerivedFields({ values, onChange }: Props) {
  const rent = formatVnd(rentInput(values.monthlyRent));
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
      }}
    >
      {numeric.map(([field, label]) => (
        <TextField
          key={field}
          label={label}
          value={values[field]}
          onChange={(event) => onChange(field, event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      ))}
      <TextField
        label={f.monthlyRent}
        value={values.monthlyRent}
        onChange={(event) => onChange('monthlyRent', event.target.value)}
        helperText={rent}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ gridColumn: { xs: 'span 2', sm: 'span 2' } }}
      />
    </Box>
  );
}
