/**
 * The auth feature's eager part: the session provider and its hook. Its screens (login page,
 * session-expired prompt) are imported by path from the app shell so they load lazily.
 */
export { AuthProvider } from './auth-provider';
export { useAuth, type AuthStatus, type AuthValue } from './auth-context';
