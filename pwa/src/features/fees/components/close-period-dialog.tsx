import { Typography } from '@mui/material';
import type { BillingPeriod } from '@chungcu/contracts';
import { formatMonth } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import { DialogFrame } from '../../../ui/dialog-frame';
import { feeStrings } from '../strings';

/** 'Khóa kỳ': asks before a month is closed for good (rule S31: nothing more made or issued). */
export function ClosePeriodDialog({
  period,
  onConfirm,
  onClose,
}: {
  period: BillingPeriod;
  onConfirm(): void;
  onClose(): void;
}) {
  const s = useStrings(feeStrings).billing;
  return (
    <DialogFrame
      title={s.closeTitle(formatMonth(period.month))}
      onClose={onClose}
      cancelLabel={s.cancel}
      primary={{ label: s.closeConfirm, onClick: onConfirm, testId: 'close-period-confirm' }}
      maxWidth="xs"
      testId="close-period-dialog"
    >
      <Typography>{s.closeBody}</Typography>
    </DialogFrame>
  );
}
