import {
  type Inquiry,
  type InquiryStatus,
  type ResidentCategory,
  inquiryStatuses,
  limits,
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

/** A page number to show, or a gap ('…') standing for the pages left out. */
export type PageLink = number | 'gap';

/**
 * The page numbers a list shows: the first, the last, and `around` either side of the current
 * one, with a gap where pages are left out. 2,000 pages are a handful of buttons, not 2,000.
 */
export function pageLinks(page: number, pageCount: number, around = 2): PageLink[] {
  const shown = new Set([1, pageCount]);
  for (let n = page - around; n <= page + around; n++) if (n >= 1 && n <= pageCount) shown.add(n);
  const links: PageLink[] = [];
  for (const n of [...shown].sort((a, b) => a - b)) {
    const previous = links.at(-1);
    // A gap for one page would take as much room as the page itself: show the page.
    if (typeof previous === 'number' && n === previous + 2) links.push(previous + 1);
    else if (typeof previous === 'number' && n > previous + 2) links.push('gap');
    links.push(n);
  }
  return links;
}
