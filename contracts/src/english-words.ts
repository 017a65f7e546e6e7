import type { AnnouncementCategory, InquiryStatus } from './enums';
import type { SpanWords } from './span-text';

/**
 * The English words the device's catalogues and the server's English notifications share. A
 * module of its own, importing nothing but types: the login route of an English browser loads it
 * with its catalogues, and the notifications' texts would bring their zod schemas with them.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A month in English: 'November 2026'. */
export const englishMonth = (month: number, year: number): string =>
  `${MONTHS[month - 1] ?? month} ${year}`;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Lengths of time in English: '1 day', '3 days'. */
export const englishSpanWords: SpanWords = {
  days: (n) => plural(n, 'day'),
  hours: (n) => plural(n, 'hour'),
  minutes: (n) => plural(n, 'minute'),
};

/** The English names of the enums a notification names (the device's enum catalogue uses them). */
export const englishEnumLabels = {
  inquiryStatuses: {
    new: 'New',
    in_progress: 'In progress',
    pending: 'Pending',
    completed: 'Completed',
    overdue: 'Overdue',
  } satisfies Record<InquiryStatus, string>,
  announcementCategories: {
    general: 'General',
    utility_cut: 'Power/water cut',
    elevator_maintenance: 'Elevator maintenance',
    emergency: 'Emergency',
    fee: 'Fees',
  } satisfies Record<AnnouncementCategory, string>,
};
