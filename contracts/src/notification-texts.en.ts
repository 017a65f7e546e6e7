import { englishEnumLabels, englishMonth, englishSpanWords } from './english-words';
import type { Language } from './languages';
import {
  type NotificationTexts,
  notificationTexts,
  quoted,
  quotedRequest,
  requestHeading,
} from './notification-texts';
import { spanText } from './span-text';
import { dayText, labelOf, moneyText } from './text-forms';

/**
 * English, written once for the device that shows it and the server that pushes it to a device
 * set to English: the bell, the home's recent activity and the system notification say the same.
 */

const status = (value: string) => labelOf(englishEnumLabels.inquiryStatuses, value);
const inUnit = (unit: string | null) => (unit ? ` (unit ${unit})` : '');

/** Every kind of notification in English. */
export const englishNotificationTexts: NotificationTexts = {
  inquiryStatus: {
    title: (p) => `Your request: ${status(p.status)}`,
    body: (p) => `${quotedRequest(p.request)} is now “${status(p.status)}”.`,
  },
  inquiryNew: {
    title: ({ unit }) => (unit ? `New request from unit ${unit}` : 'New request'),
    body: ({ request }) => quotedRequest(request),
  },
  inquiryDueSoon: {
    title: () => 'Request due soon',
    body: ({ request, unit, leftMs }) =>
      `${quotedRequest(request)}${inUnit(unit)}: ${spanText(leftMs, englishSpanWords)} left to resolve it.`,
  },
  inquiryOverdue: {
    title: () => 'Request overdue',
    body: ({ request, unit, assignee }) =>
      `${quotedRequest(request)}${inUnit(unit)} is past its resolution deadline. ` +
      `Assignee: ${assignee ?? 'unassigned'}.`,
  },
  inquiryMessage: {
    title: ({ request }) => `New message: ${requestHeading(request)}`,
    body: ({ from, unit, body }) =>
      `${from === 'office' ? 'Management office' : from === 'unit' && unit ? `Unit ${unit}` : 'Resident'}: ${quoted(body)}`,
  },
  feeNotice: {
    title: ({ month }) =>
      `Fee notice for ${englishMonth(Number(month.slice(5)), Number(month.slice(0, 4)))}`,
    body: ({ unit, amountDue, dueDate }) =>
      `Unit ${unit}: ${moneyText(amountDue)}, due by ${dayText(dueDate)}.`,
  },
  paymentReminder: {
    title: ({ unit }) => `Payment reminder for unit ${unit}`,
    body: ({ unit, overdue, owed, since }) =>
      `Unit ${unit} has ${moneyText(overdue)} overdue (since ${dayText(since)})` +
      (owed > overdue ? `, ${moneyText(owed)} owed in all.` : '.') +
      ' Please pay soon or contact the management office.',
  },
  announcement: {
    title: ({ title, category }) =>
      category ? `${labelOf(englishEnumLabels.announcementCategories, category)}: ${title}` : title,
    body: ({ body }) => body,
  },
};

/** Each language's notification texts: what a push to a device set to that language says. */
export const notificationTextsIn: Record<Language, NotificationTexts> = {
  vi: notificationTexts,
  en: englishNotificationTexts,
};
