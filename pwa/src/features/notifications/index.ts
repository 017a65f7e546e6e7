/** Notifications: the bell of the top bar, this device's push switch, the home's recent activity. */
export { NotificationBell } from './components/notification-bell';
export { PushSwitch } from './components/push-switch';
export { RecentNotifications } from './components/recent-notifications';
