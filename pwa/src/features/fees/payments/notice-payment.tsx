import { Chip, Stack, Typography } from '@mui/material';
import { formatMoney } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import type { NoticePaymentState } from './queries';
import { paymentStrings } from './strings';

const COLOURS = { paid: 'success', partial: 'warning', unpaid: 'default' } as const;

/**
 * Whether a notice is paid, as its unit's payments say now (rule S34): a chip, how long it is
 * past due while not paid in full, and what is paid and still owed when partly paid. Changes as
 * soon as a bank's notification reaches the device.
 */
export function NoticePaymentLine({ state }: { state: NoticePaymentState }) {
  const s = useStrings(paymentStrings);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Chip
        color={COLOURS[state.status]}
        label={s.status[state.status]}
        data-testid="notice-payment-status"
      />
      {state.daysOverdue > 0 && (
        <Chip
          color="error"
          label={s.overdue(state.daysOverdue)}
          data-testid="notice-overdue"
          sx={{ displayPrint: 'none' }}
        />
      )}
      {state.status === 'partial' && (
        <Typography color="text.secondary">
          {`${s.paidSoFar(formatMoney(state.paid))} · ${s.outstanding(formatMoney(state.outstanding))}`}
        </Typography>
      )}
    </Stack>
  );
}
