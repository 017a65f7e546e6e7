import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { formatMonth } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import { AppLink } from '../../../ui/app-link';
import { useResidentDues } from '../payments/dues';
import { NoticePaymentLine } from '../payments/notice-payment';
import { AmountDue } from './amount-due';
import { feeStrings } from '../strings';

/**
 * "Phí cần thanh toán" on a resident's home: for each home whose latest notice is not paid in
 * full, what is still owed, by when, how long past due, and the way to the notice and its QR;
 * once every notice is paid, a line that says so. Live (a bank's notification turns it as it
 * arrives) and offline, from the mirror; nothing before the first notice is issued.
 */
export function HomeDues() {
  const s = useStrings(feeStrings);
  const dues = useResidentDues();
  if (!dues || dues.length === 0) return null;
  const owing = dues.filter((due) => due.state.status !== 'paid');
  return (
    <Card variant="outlined" data-testid="home-dues">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {s.dues.title}
        </Typography>
        {owing.length === 0 && (
          <Typography data-testid="home-dues-paid">{s.dues.allPaid}</Typography>
        )}
        <Stack spacing={2}>
          {owing.map(({ unitId, unitNumber, invoice, state }) => (
            <Box key={unitId} data-testid="home-due">
              <Typography color="text.secondary">
                {s.dues.what(unitNumber, formatMonth(invoice.month))}
              </Typography>
              <Box sx={{ mt: 1, mb: 1 }}>
                <AmountDue
                  label={s.dues.outstanding}
                  amount={state.outstanding}
                  dueDate={invoice.dueDate}
                  testId="home-due-amount"
                />
              </Box>
              <NoticePaymentLine state={state} />
              <Button
                variant="contained"
                component={AppLink}
                to={`/fees?unit=${unitId}`}
                aria-label={dues.length > 1 ? s.dues.payFor(unitNumber) : undefined}
                sx={{ mt: 1.5, minHeight: 48 }}
              >
                {s.dues.pay}
              </Button>
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
