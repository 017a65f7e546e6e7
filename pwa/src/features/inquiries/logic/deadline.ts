import type { Inquiry } from '@chungcu/contracts';
import { type SlaReading, type SlaStanding, slaReadingOf } from '@chungcu/mutations';
import { formatSpan } from '../../../lib/format';
import { type StringsOf } from '../../../lib/i18n';
import { inquiryStrings } from '../strings';

/**
 * What the list and the detail page say of a request's time to resolve ('Quá hạn 2 ngày'), in the
 * language of `s` (a screen's), else of the moment.
 */
export function deadlineText(
  reading: SlaReading,
  paused: boolean,
  s: StringsOf<typeof inquiryStrings>['deadline'] = inquiryStrings.get().deadline,
): string | null {
  const { standing, remainingMs } = reading;
  if (standing === 'none' || remainingMs === null) return null;
  if (standing === 'met') return s.met;
  if (standing === 'missed') return s.missed(formatSpan(remainingMs));
  const text =
    standing === 'overdue' ? s.overdue(formatSpan(remainingMs)) : s.left(formatSpan(remainingMs));
  return paused ? s.paused(text) : text;
}

/** The list's deadline filter: every request, those in their last fifth, or those past due. */
export type DeadlineFilter = 'all' | Extract<SlaStanding, 'dueSoon' | 'overdue'>;

/**
 * Nearest deadline first: open requests by the time they have left (past due first), then those
 * without a deadline or already done, newest first among equals.
 */
export function byDeadline(now: number) {
  const key = (inquiry: Inquiry) => {
    const { standing, remainingMs } = slaReadingOf(inquiry, now);
    const open = standing === 'overdue' || standing === 'dueSoon' || standing === 'onTrack';
    return open && remainingMs !== null ? remainingMs : Number.POSITIVE_INFINITY;
  };
  return (a: { inquiry: Inquiry }, b: { inquiry: Inquiry }) =>
    key(a.inquiry) - key(b.inquiry) || b.inquiry.createdAt.localeCompare(a.inquiry.createdAt);
}
