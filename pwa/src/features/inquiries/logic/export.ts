import { fullName, inquiryCode, inquiryStatuses, priorities } from '@chungcu/contracts';
import { slaReadingOf } from '@chungcu/mutations';
import { type Sheet, dateCell } from '../../../lib/sheet-export';
import { inquiryStrings } from '../strings';
import { deadlineText } from './deadline';
import { type InquiryRow, categoryLabel, displayStatus } from './list';

/**
 * The requests as the list shows them (its filters and order, every page) as one sheet:
 * Vietnamese headers and labels, dates as dd/MM/yyyy, the deadline as the list words it.
 */
export function inquiriesSheet(rows: readonly InquiryRow[], now: number): Sheet<InquiryRow> {
  const s = inquiryStrings.get().export;
  const label = (labels: Record<string, string>, value: string) => labels[value] ?? value;
  return {
    name: s.sheet,
    rows,
    columns: [
      { header: s.code, width: 12, value: (r) => inquiryCode(r.inquiry.id) },
      { header: s.title, width: 40, value: (r) => r.inquiry.title },
      {
        header: s.requester,
        width: 24,
        value: (r) => (r.requester ? fullName(r.requester) : ''),
      },
      { header: s.category, value: (r) => categoryLabel(r.inquiry.category) },
      { header: s.priority, value: (r) => label(priorities.labels, r.inquiry.priority) },
      {
        header: s.status,
        value: (r) => inquiryStatuses.labels[displayStatus(r.inquiry, now)],
      },
      { header: s.assignee, width: 22, value: (r) => r.inquiry.assignedTo ?? '' },
      { header: s.createdAt, value: (r) => dateCell(r.inquiry.createdAt) },
      { header: s.resolutionDue, value: (r) => dateCell(r.inquiry.resolutionDueAt) },
      {
        header: s.deadline,
        width: 20,
        value: (r) =>
          deadlineText(slaReadingOf(r.inquiry, now), Boolean(r.inquiry.slaPausedAt)) ?? '',
      },
    ],
  };
}
