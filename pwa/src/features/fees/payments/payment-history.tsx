import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useStrings } from '../../../lib/i18n';
import { useUnitPayments } from './queries';
import { PaymentRow } from './payment-row';
import { paymentStrings } from './strings';

/** A unit's payments, newest first, as its household and the office read them, offline too. */
export function PaymentHistory({ apartmentId }: { apartmentId: string }) {
  const s = useStrings(paymentStrings).history;
  const data = useUnitPayments(apartmentId);
  if (!data) return null;
  return (
    <Card variant="outlined" data-testid="payment-history">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {s.title}
        </Typography>
        {data.payments.length === 0 && <Typography color="text.secondary">{s.none}</Typography>}
        <Stack spacing={1.5}>
          {data.payments.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
