import { quoted, quotedRequest, requestHeading } from '@chungcu/contracts';
import { formatDate, formatMoney, formatMonth, formatSpan } from '../../lib/format';
import { enumLabel, enumStrings, translation } from '../../lib/i18n';
import type { notificationStrings } from './strings';

const inUnit = (unit: string | null) => (unit ? ` (unit ${unit})` : '');
const day = (value: string) => formatDate(value) ?? value;

/** The bell and the push switch in English. */
export default translation<typeof notificationStrings>('notifications', {
  bell: (unread) =>
    unread > 0 ? `Notifications, ${unread > 99 ? '99+' : unread} unread` : 'Notifications',
  panelTitle: 'Notifications',
  markAllRead: 'Mark all as read',
  empty: 'No notifications yet',
  recentEmpty: 'No recent activity.',
  unread: 'Unread',
  texts: {
    inquiryStatus: {
      title: ({ status }) =>
        `Your request: ${enumLabel(enumStrings.get().inquiryStatuses, status)}`,
      body: ({ request, status }) =>
        `${quotedRequest(request)} is now “${enumLabel(enumStrings.get().inquiryStatuses, status)}”.`,
    },
    inquiryNew: {
      title: ({ unit }) => (unit ? `New request from unit ${unit}` : 'New request'),
      body: ({ request }) => quotedRequest(request),
    },
    inquiryDueSoon: {
      title: () => 'Request due soon',
      body: ({ request, unit, leftMs }) =>
        `${quotedRequest(request)}${inUnit(unit)}: ${formatSpan(leftMs)} left to resolve it.`,
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
      title: ({ month }) => `Fee notice for ${formatMonth(month)}`,
      body: ({ unit, amountDue, dueDate }) =>
        `Unit ${unit}: ${formatMoney(amountDue)}, due by ${day(dueDate)}.`,
    },
    paymentReminder: {
      title: ({ unit }) => `Payment reminder for unit ${unit}`,
      body: ({ unit, overdue, owed, since }) =>
        `Unit ${unit} has ${formatMoney(overdue)} overdue (since ${day(since)})` +
        (owed > overdue ? `, ${formatMoney(owed)} owed in all.` : '.') +
        ' Please pay soon or contact the management office.',
    },
    announcement: {
      title: ({ title, category }) =>
        category
          ? `${enumLabel(enumStrings.get().announcementCategories, category)}: ${title}`
          : title,
      body: ({ body }) => body,
    },
  },
  outboxLabel: {
    read: (title) => `Read notification “${title}”`,
    readAll: (count) => `Read ${count} ${count === 1 ? 'notification' : 'notifications'}`,
  },
  push: {
    enable: 'Turn on notifications on this device',
    disable: 'Turn off notifications on this device',
    enabling: 'Turning on…',
    on: 'Notifications on this device: on',
    blocked:
      'Notifications are blocked on this device. Allow notifications for the app in the browser’s settings.',
    unsupported: 'This browser does not support push notifications.',
    iosInstall:
      'On iPhone and iPad: add the app to the Home Screen (Share → Add to Home Screen) and open it from there to turn on notifications (iOS/iPadOS 16.4 or later).',
    iosTooOld: 'Push notifications need iOS/iPadOS 16.4 or later.',
    offline: 'Turning on notifications on this device needs a network connection.',
    failed: 'Notifications could not be turned on, please try again.',
  },
});
