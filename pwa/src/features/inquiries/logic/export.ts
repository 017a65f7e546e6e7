import { fullName } from '@chungcu/contracts';
import { enumLabel, enumStrings } from '../../../lib/i18n';
import { slaReadingOf } from '@chungcu/mutations';
import { type Sheet, dateCell } from '../../../lib/sheet-export';
import { inquiryStrings } from '../strings';
import { deadlineText } from './deadline';
import { type InquiryRow, categoryLabel, displayStatus } from './list';
import { numberLabel } from './number';

/**
 * The requests as the list shows them (its filters and order, every page) as one sheet:
 * headers and labels in the language of the moment, dates as dd/MM/yyyy, the deadline as the list words it.
 */
export function inquiriesSheet(rows: readonly InquiryRow[], now: number): Sheet<InquiryRow> {
  const strings = inquiryStrings.get();
  const s = strings.export;
  const enums = enumStrings.get();
  return {
    name: s.sheet,
    rows,
    columns: [
      { header: s.code, width: 20, value: (r) => numberLabel(r.inquiry, strings.pendingNumber) },
      { header: s.title, width: 40, value: (r) => r.inquiry.title },
      {
        header: s.requester,
        width: 24,
        value: (r) => (r.requester ? fullName(r.requester) : ''),
      },
      { header: s.category, value: (r) => categoryLabel(r.inquiry.category) },
      { header: s.priority, value: (r) => enumLabel(enums.priorities, r.inquiry.priority) },
      {
        header: s.status,
        value: (r) => enums.inquiryStatuses[displayStatus(r.inquiry, now)],
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
