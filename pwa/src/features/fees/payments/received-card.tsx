import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import type { Payment } from '@chungcu/contracts';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import { PaymentRow } from './payment-row';
import { type ListedPayment, RECENT, findPayments, isReceipt } from './queries';
import { receiptPath } from './recorded-alert';
import { paymentStrings } from './strings';

/**
 * "Đã ghi nhận": the complex's matched and voided payments, the newest hundred, or those a search
 * finds among all of them (a resident on the phone saying "I paid 1.250.000 yesterday" is found
 * by the amount, the unit, the payer or the memo). Each prints its receipt, and a live one is
 * unmatched again or voided.
 */
export function ReceivedCard({
  received,
  onUnmatch,
  onVoid,
}: {
  received: ListedPayment[];
  onUnmatch(payment: Payment, unitNumber: string): void;
  /** Absent for staff: voiding a receipt is the managers' (rule S37). */
  onVoid?: (payment: Payment) => void;
}) {
  const { page: s, receipt: r } = useStrings(paymentStrings);
  const [query, setQuery] = useState('');
  // Typing stays quick however many payments a search runs through.
  const searched = useDeferredValue(query.trim());
  const found = useMemo(
    () => (searched ? findPayments(received, searched) : received),
    [received, searched],
  );
  const shown = found.slice(0, RECENT);
  const summary = searched
    ? found.length === 0
      ? s.noneFound
      : s.found(found.length, shown.length)
    : received.length > RECENT
      ? s.newest(RECENT)
      : null;
  return (
    <Card variant="outlined" data-testid="payments-recent">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {s.recent}
        </Typography>
        {received.length === 0 ? (
          <Typography color="text.secondary">{s.noneRecent}</Typography>
        ) : (
          <TextField
            type="search"
            label={s.search}
            placeholder={s.searchPlaceholder}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            fullWidth
            sx={{ mb: 1.5 }}
            slotProps={{ htmlInput: { 'data-testid': 'payments-search' } }}
          />
        )}
        {summary && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mb: 1 }}
            role="status"
            data-testid="payments-found"
          >
            {summary}
          </Typography>
        )}
        <Stack spacing={1.5}>
          {shown.map(({ payment, unitNumber }) => {
            const amount = formatMoney(payment.amount);
            const live = payment.status === 'matched';
            return (
              <PaymentRow
                key={payment.id}
                payment={payment}
                detail={unitNumber && <Typography variant="body2">{s.unit(unitNumber)}</Typography>}
                actions={
                  <>
                    {isReceipt(payment) && (
                      <Button
                        component={RouterLink}
                        to={receiptPath(payment.id)}
                        sx={{ minHeight: 44 }}
                        aria-label={r.printNamed(amount)}
                        data-testid="payment-receipt-link"
                      >
                        {r.print}
                      </Button>
                    )}
                    {live && (
                      <>
                        <Button
                          sx={{ minHeight: 44 }}
                          aria-label={s.unmatchNamed(amount, unitNumber ?? '')}
                          onClick={() => onUnmatch(payment, unitNumber ?? '')}
                        >
                          {s.unmatch}
                        </Button>
                        {onVoid && (
                          <Button
                            color="error"
                            sx={{ minHeight: 44 }}
                            aria-label={s.voidNamed(amount)}
                            onClick={() => onVoid(payment)}
                          >
                            {s.void}
                          </Button>
                        )}
                      </>
                    )}
                  </>
                }
              />
            );
          })}
        </Stack>
      </CardContent>
    </Card>
  );
}
