import {
  type Inquiry,
  type InquiryStatus,
  inquiryCategories,
  inquiryStatuses,
  limits,
} from '@chungcu/contracts';
import { foldForSearch } from '../../../data';

export interface Requester {
  firstName: string;
  lastName: string;
}

/** One row of the list: the inquiry and its requester (null: none or unknown here). */
export interface InquiryRow {
  inquiry: Inquiry & { searchText?: string };
  requester: Requester | null;
}

export interface InquiryFilters {
  status: 'all' | InquiryStatus;
  category: 'all' | string;
  priority: 'all' | string;
  query: string;
}

export const noFilters: InquiryFilters = {
  status: 'all',
  category: 'all',
  priority: 'all',
  query: '',
};

/** Overdue: marked so, or its due date has passed and it is not completed. */
export function isOverdue(inquiry: Pick<Inquiry, 'status' | 'dueDate'>, now = Date.now()): boolean {
  if (inquiry.status === 'overdue') return true;
  if (inquiry.status === 'completed' || !inquiry.dueDate) return false;
  const due = Date.parse(inquiry.dueDate);
  return Number.isFinite(due) && due < now;
}

/** The status the badge shows: overdue wins; an unknown status shows as new (spec section 4). */
export function displayStatus(
  inquiry: Pick<Inquiry, 'status' | 'dueDate'>,
  now = Date.now(),
): InquiryStatus {
  if (isOverdue(inquiry, now)) return 'overdue';
  return (inquiryStatuses.values as readonly string[]).includes(inquiry.status)
    ? (inquiry.status as InquiryStatus)
    : 'new';
}

/** The category's Vietnamese label, or the raw value when it is not one of the five. */
export function categoryLabel(category: string): string {
  return (inquiryCategories.labels as Record<string, string>)[category] ?? category;
}

/** Rows matching the filters; the text matches the title or the requester's names, diacritics ignored. */
export function filterRows(
  rows: readonly InquiryRow[],
  f: InquiryFilters,
  now = Date.now(),
): InquiryRow[] {
  const q = foldForSearch(f.query);
  return rows.filter(({ inquiry, requester }) => {
    if (f.status !== 'all' && displayStatus(inquiry, now) !== f.status) return false;
    if (f.category !== 'all' && inquiry.category !== f.category) return false;
    if (f.priority !== 'all' && inquiry.priority !== f.priority) return false;
    if (!q) return true;
    const title = inquiry.searchText ?? foldForSearch(inquiry.title);
    if (title.includes(q)) return true;
    if (!requester) return false;
    return [requester.firstName, requester.lastName].some((n) => foldForSearch(n).includes(q));
  });
}

export interface Page<T> {
  items: T[];
  page: number;
  pageCount: number;
}

/** One page (1-based, clamped) of `items`; pageCount is at least 1. */
export function paginate<T>(
  items: readonly T[],
  page: number,
  size = limits.inquiriesPageSize,
): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount };
}
