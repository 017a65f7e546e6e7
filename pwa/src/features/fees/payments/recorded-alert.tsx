import { Alert, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import type { Recorded } from './payment-dialogs';
import { paymentStrings } from './strings';

/** Where a receipt (phiếu thu) prints: its own page, A5 (rule S34). */
export const receiptPath = (paymentId: string) => `/payments/${paymentId}/receipt`;

/** A receipt just recorded, offline too: what and for whom, and 'In phiếu thu' at once. */
export function RecordedAlert({ recorded, onClose }: { recorded: Recorded; onClose: () => void }) {
  const r = useStrings(paymentStrings).receipt;
  return (
    <Alert
      severity="success"
      onClose={onClose}
      data-testid="payment-recorded"
      action={
        <Button
          component={RouterLink}
          to={receiptPath(recorded.id)}
          color="inherit"
          sx={{ minHeight: 44 }}
          data-testid="payment-recorded-receipt"
        >
          {r.print}
        </Button>
      }
    >
      {r.recorded(formatMoney(recorded.amount), recorded.unitNumber)}
    </Alert>
  );
}
