import { Box, Chip, Stack, Typography } from '@mui/material';
import type { Payment } from '@chungcu/contracts';
import type { ReactNode } from 'react';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { isReceipt } from './queries';
import { paymentStrings } from './strings';

/**
 * A receipt's number (rule S34): the official one once the server gave it, a provisional mark
 * until the receipt has synced; never its id. A bank's transfer has none, and shows nothing.
 */
export function ReceiptNumberLine({ payment }: { payment: Payment }) {
  const s = useStrings(paymentStrings).receipt;
  if (!isReceipt(payment)) return null;
  const official = payment.receiptNumber;
  return (
    <Typography variant="body2" color="text.secondary">
      {`${s.number}: `}
      <Box
        component="span"
        data-testid="receipt-number"
        data-provisional={official ? undefined : ''}
        sx={official ? { fontWeight: 600, color: 'text.primary' } : { fontStyle: 'italic' }}
      >
        {official ?? s.provisional}
      </Box>
    </Typography>
  );
}

/**
 * One payment in a list: its amount (struck through once voided), when, how, a receipt's number,
 * how it was matched, and what the list puts beside it (its unit, buttons).
 */
export function PaymentRow({
  payment,
  detail,
  actions,
}: {
  payment: Payment;
  detail?: ReactNode;
  actions?: ReactNode;
}) {
  const s = useStrings(paymentStrings);
  const methods = useStrings(enumStrings).paymentMethods;
  const voided = payment.status === 'voided';
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      data-testid="payment-row"
    >
      <Stack sx={{ minWidth: 0 }}>
        <Typography
          sx={{ fontWeight: 600, textDecoration: voided ? 'line-through' : 'none' }}
          data-testid="payment-amount"
        >
          {formatMoney(payment.amount)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`${formatDateTime(payment.paidAt) ?? ''} · ${methods[payment.method]}`}
        </Typography>
        <ReceiptNumberLine payment={payment} />
        {payment.memo && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {payment.memo}
          </Typography>
        )}
        {detail}
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
        {voided && <Chip size="small" color="default" label={s.history.voided} />}
        {!voided && payment.matchedBy && (
          <Chip
            size="small"
            variant="outlined"
            label={payment.matchedBy === 'code' ? s.history.byCode : s.history.byStaff}
          />
        )}
        {actions}
      </Stack>
    </Stack>
  );
}
