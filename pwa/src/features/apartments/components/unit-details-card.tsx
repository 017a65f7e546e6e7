import { Box, Card, CardContent, Typography } from '@mui/material';
import type { Apartment } from '@chungcu/contracts';
import type { ReactNode } from 'react';
import { useStrings } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/format';
import { apartmentStrings } from '../strings';

function Field({
  label,
  testId,
  children,
}: {
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" data-testid={testId} sx={{ m: 0, whiteSpace: 'pre-line' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Every field of the unit, as the mirror holds it; the rent in VND. */
export function UnitDetailsCard({ apartment }: { apartment: Apartment }) {
  const strings = useStrings(apartmentStrings);
  const f = strings.fields;
  return (
    <Card variant="outlined" data-testid="unit-details">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {strings.unit.detailsTitle}
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}
        >
          <Field label={f.block} testId="unit-block">
            {apartment.buildingBlock}
          </Field>
          <Field label={f.floor} testId="unit-floor">
            {apartment.floor}
          </Field>
          <Field label={f.squareFootage} testId="unit-area">
            {f.area(apartment.squareFootage)}
          </Field>
          <Field label={f.bedrooms} testId="unit-bedrooms">
            {apartment.bedrooms}
          </Field>
          <Field label={f.bathrooms} testId="unit-bathrooms">
            {apartment.bathrooms}
          </Field>
          <Field label={f.monthlyRent} testId="unit-rent">
            {formatMoney(apartment.monthlyRent)}
          </Field>
        </Box>
        <Box component="dl" sx={{ m: 0, mt: 2, display: 'grid', gap: 2 }}>
          <Field label={f.description} testId="unit-description">
            {apartment.description || f.none}
          </Field>
          <Field label={f.notes} testId="unit-notes">
            {apartment.notes || f.none}
          </Field>
        </Box>
      </CardContent>
    </Card>
  );
}
