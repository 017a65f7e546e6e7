/** Notifications: the bell of the top bar and this device's push switch. */
export { NotificationBell } from './components/notification-bell';
export { PushSwitch } from './components/push-switch';
