import {
  type Inquiry,
  type InquiryStatus,
  type ResidentCategory,
  inquiryStatuses,
  matchesInquiryNumber,
  residentCategories,
} from '@chungcu/contracts';
import { slaReadingOf } from '@chungcu/mutations';
import { foldForSearch } from '../../../data';
import { enumLabel, enumStrings } from '../../../lib/i18n';
import { type DeadlineFilter, byDeadline } from './deadline';

export interface Requester {
  firstName: string;
  lastName: string;
}

/** One row of the list: the inquiry and its requester (null: none or unknown here). */
export interface InquiryRow {
  inquiry: Inquiry & { searchText?: string };
  requester: Requester | null;
  /** The requester's names folded for search, when the caller has them ready. */
  requesterSearch?: readonly string[];
}

export interface InquiryFilters {
  status: 'all' | InquiryStatus;
  category: 'all' | string;
  priority: 'all' | string;
  deadline: DeadlineFilter;
  sort: 'newest' | 'deadline';
  query: string;
}

export const noFilters: InquiryFilters = {
  status: 'all',
  category: 'all',
  priority: 'all',
  deadline: 'all',
  sort: 'newest',
  query: '',
};

/**
 * Overdue: marked so, past its category's deadline to resolve (rule S24; a paused clock stands
 * still), or past the due date staff gave it, and not completed.
 */
export function isOverdue(inquiry: Inquiry, now = Date.now()): boolean {
  if (inquiry.status === 'overdue') return true;
  if (inquiry.status === 'completed') return false;
  if (slaReadingOf(inquiry, now).standing === 'overdue') return true;
  if (!inquiry.dueDate) return false;
  const due = Date.parse(inquiry.dueDate);
  return Number.isFinite(due) && due < now;
}

/** The status the badge shows: overdue wins; an unknown status shows as new. */
export function displayStatus(inquiry: Inquiry, now = Date.now()): InquiryStatus {
  if (isOverdue(inquiry, now)) return 'overdue';
  return (inquiryStatuses.values as readonly string[]).includes(inquiry.status)
    ? (inquiry.status as InquiryStatus)
    : 'new';
}

/** The category's name in the language of the moment, or the raw value when it is not one of the five. */
export function categoryLabel(category: string): string {
  return enumLabel(enumStrings.get().inquiryCategories, category);
}

/**
 * The resident category a request was reported as ('electricity', …), or null: none was named,
 * or the row was stored before requests kept it.
 */
export function reportedCategory(inquiry: Inquiry): ResidentCategory | null {
  const key: string | null = inquiry.residentCategory ?? null;
  return key !== null && (residentCategories.values as readonly string[]).includes(key)
    ? (key as ResidentCategory)
    : null;
}

/**
 * Rows matching the filters, in the order chosen (the list's own, newest first, or nearest
 * deadline first); the text matches the title or the requester's names, diacritics ignored, or
 * the request's number as staff type it ('YC-2026-00042', '00042', '42'; S32).
 */
export function filterRows(
  rows: readonly InquiryRow[],
  f: InquiryFilters,
  now = Date.now(),
): InquiryRow[] {
  const q = foldForSearch(f.query);
  const matching = rows.filter(({ inquiry, requester, requesterSearch }) => {
    if (f.status !== 'all' && displayStatus(inquiry, now) !== f.status) return false;
    if (f.category !== 'all' && inquiry.category !== f.category) return false;
    if (f.priority !== 'all' && inquiry.priority !== f.priority) return false;
    if (f.deadline !== 'all' && slaReadingOf(inquiry, now).standing !== f.deadline) return false;
    if (!q) return true;
    const title = inquiry.searchText ?? foldForSearch(inquiry.title);
    if (title.includes(q)) return true;
    if (matchesInquiryNumber(inquiry.number, f.query)) return true;
    if (!requester) return false;
    const names = requesterSearch ?? [requester.firstName, requester.lastName].map(foldForSearch);
    return names.some((n) => n.includes(q));
  });
  return f.sort === 'deadline' ? matching.sort(byDeadline(now)) : matching;
}
