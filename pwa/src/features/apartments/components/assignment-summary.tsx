import { Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { type Apartment, limits } from '@chungcu/contracts';
import { useStrings } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/format';
import { apartmentStrings } from '../strings';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 500 }}>{value}</Typography>
    </Stack>
  );
}

/** 'Assignment Summary': the unit's facts and how full it would be after assigning. */
export function AssignmentSummary({ apartment, count }: { apartment: Apartment; count: number }) {
  const s = useStrings(apartmentStrings).sample;
  return (
    <Card variant="outlined">
      <CardHeader
        title={s.summaryTitle}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={1}>
          <Row label={s.unit} value={apartment.unitNumber} />
          <Row label={s.floor} value={String(apartment.floor)} />
          <Row label={s.type} value={`${apartment.bedrooms}BR/${apartment.bathrooms}BA`} />
          <Row label={s.rent} value={formatMoney(apartment.monthlyRent)} />
          <Typography sx={{ pt: 1, fontWeight: 500 }} data-testid="selected-count">
            {s.selected(count, limits.maxResidentsPerApartment)}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
