import { displayStatus, type InquiryRow } from './list';

/** A resident's one filter: every request, the ones still being handled, or the finished ones. */
export const residentFilters = ['all', 'open', 'done'] as const;
export type ResidentFilter = (typeof residentFilters)[number];

/** Finished: completed (an overdue request is still being handled). */
const isDone = (row: InquiryRow, now: number) => displayStatus(row.inquiry, now) === 'completed';

/**
 * The resident's list: their requests that `filter` keeps, those still being handled before the
 * finished ones, each newest first (the order the rows come in).
 */
export function residentRows(
  rows: readonly InquiryRow[],
  filter: ResidentFilter,
  now = Date.now(),
): InquiryRow[] {
  const open = rows.filter((row) => !isDone(row, now));
  const done = rows.filter((row) => isDone(row, now));
  if (filter === 'open') return open;
  if (filter === 'done') return done;
  return [...open, ...done];
}
