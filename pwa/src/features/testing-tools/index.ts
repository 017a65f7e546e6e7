/** The testing tools (demo mode only, online only): /auth-debug, /user-management, /user-switcher. */
export { AuthDebugPage } from './auth-debug-page';
export { UserManagementPage } from './user-management-page';
export { UserSwitcherPage } from './user-switcher-page';
