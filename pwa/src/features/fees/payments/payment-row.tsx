import { Chip, Stack, Typography } from '@mui/material';
import type { Payment } from '@chungcu/contracts';
import type { ReactNode } from 'react';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { paymentStrings } from './strings';

/**
 * One payment in a list: its amount (struck through once voided), when, how, how it was matched,
 * and what the list puts beside it (its unit, buttons).
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
