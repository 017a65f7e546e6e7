import { englishNotificationTexts } from '@chungcu/contracts';
import { translation } from '../../lib/i18n';
import type { notificationStrings } from './strings';

/** The bell and the push switch in English. */
export default translation<typeof notificationStrings>('notifications', {
  bell: (unread) =>
    unread > 0 ? `Notifications, ${unread > 99 ? '99+' : unread} unread` : 'Notifications',
  panelTitle: 'Notifications',
  markAllRead: 'Mark all as read',
  empty: 'No notifications yet',
  recentEmpty: 'No recent activity.',
  unread: 'Unread',
  texts: englishNotificationTexts,
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
