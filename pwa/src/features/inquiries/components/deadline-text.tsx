import { Typography } from '@mui/material';
import type { Inquiry } from '@chungcu/contracts';
import { slaReadingOf } from '@chungcu/mutations';
import { useStrings } from '../../../lib/i18n';
import { deadlineText } from '../logic/deadline';
import { inquiryStrings } from '../strings';

const tone = {
  overdue: 'error.main',
  missed: 'error.main',
  dueSoon: 'warning.dark',
  onTrack: 'text.secondary',
  met: 'success.main',
  none: 'text.secondary',
} as const;

/** 'Còn 14 giờ', 'Quá hạn 2 ngày', 'Đúng hạn': a request against its deadline, coloured by it. */
export function DeadlineText({ inquiry, now }: { inquiry: Inquiry; now: number }) {
  const reading = slaReadingOf(inquiry, now);
  const s = useStrings(inquiryStrings).deadline;
  const text = deadlineText(reading, Boolean(inquiry.slaPausedAt), s);
  if (!text) return null;
  return (
    <Typography
      variant="body2"
      component="span"
      data-testid="deadline"
      data-standing={reading.standing}
      sx={{ color: tone[reading.standing], whiteSpace: 'nowrap' }}
    >
      {text}
    </Typography>
  );
}
