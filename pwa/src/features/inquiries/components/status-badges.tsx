import { Chip } from '@mui/material';
import type { InquiryStatus } from '@chungcu/contracts';
import { enumLabel, enumStrings, useStrings } from '../../../lib/i18n';

const inquiryColors: Record<InquiryStatus, 'info' | 'warning' | 'default' | 'success' | 'error'> = {
  new: 'info',
  in_progress: 'warning',
  pending: 'default',
  completed: 'success',
  overdue: 'error',
};

/** An inquiry's status badge (pass the displayed status: overdue and unknown already resolved). */
export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  const names = useStrings(enumStrings).inquiryStatuses;
  return (
    <Chip
      size="small"
      label={names[status]}
      color={inquiryColors[status]}
      data-status={status}
      data-testid="inquiry-status"
    />
  );
}

/**
 * Step colours: completed green, in progress blue, pending amber, skipped stone, waiting and
 * others grey.
 */
export const stepColors: Record<string, string> = {
  // Each at 4.5:1 or more with white text (the badges are small text).
  completed: '#15803d',
  in_progress: '#1d4ed8',
  pending: '#b45309',
  skipped: '#57534e',
};
export const stepColor = (status: string) => stepColors[status] ?? '#4b5563';

/** A step's status named in the language of the moment; an unknown one as it is. */
export function stepLabel(
  status: string,
  names: Readonly<Record<string, string>> = enumStrings.get().stepStatuses,
): string {
  return enumLabel(names, status);
}

/** A progress step's status badge with its label and its colour. */
export function StepStatusBadge({ status }: { status: string }) {
  const names = useStrings(enumStrings).stepStatuses;
  return (
    <Chip
      size="small"
      label={stepLabel(status, names)}
      data-testid="step-status"
      data-status={status}
      sx={{ bgcolor: stepColor(status), color: '#fff', fontWeight: 600 }}
    />
  );
}
