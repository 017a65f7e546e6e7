import { Box, TextField } from '@mui/material';
import { type DerivedField, type DerivedValues, rentInput } from '../form-mapping';
import { formatMoney } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import { apartmentStrings } from '../strings';

/** The numeric fields of a unit (each labelled by its field's name); the rent is text. */
const numeric: readonly DerivedField[] = ['floor', 'bedrooms', 'bathrooms', 'squareFootage'];

interface Props {
  values: DerivedValues;
  onChange(field: DerivedField, value: string): void;
}

/**
 * Floor, bedrooms, bathrooms, area and monthly rent as editable inputs (create form and edit
 * dialog); the rent shows as VND beneath, as the unit page will show it.
 */
export function DerivedFields({ values, onChange }: Props) {
  const f = useStrings(apartmentStrings).fields;
  const rent = formatMoney(rentInput(values.monthlyRent));
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
      }}
    >
      {numeric.map((field) => (
        <TextField
          key={field}
          label={f[field]}
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
