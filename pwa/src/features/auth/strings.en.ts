import { translation } from '../../lib/i18n';
import type { authStrings } from './strings';

/** Sign-in, sign-out and the session-expired prompt in English (loaded only when chosen). */
export default translation<typeof authStrings>('auth', {
  appName: 'ChungCư',
  tagline: 'Apartment complex management system',
  heroPoints: {
    manage: 'Manage apartments, residents and who lives where',
    follow: "Follow residents' requests through their workflow",
    offline: 'Work without a network; changes sync by themselves',
  },
  loginTitle: 'Login',
  loginSubtitle: 'Sign in to manage apartments, residents and requests.',
  email: 'Email',
  emailPlaceholder: 'you@example.com',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  submit: 'Login',
  submitting: 'Signing in…',
  quickLoginTitle: 'Quick login (demo accounts)',
  quickLoginHint: 'Choose an account to sign in with the demo password.',
  quickLoginEvery: 'Every complex',
  quickLoginNoComplex: 'No complex assigned yet',
  quickLoginBlock: (block) => `Block ${block}`,
  copyright: '© 2026 ChungCư. All rights reserved.',
  offlineLogin:
    'No network connection. Signing in needs the Internet; please try again once you are online.',
  loginSuccessTitle: 'Login successful',
  loginSuccessText: (name) => `Welcome back, ${name}!`,
  loginErrorTitle: 'Login error',
  loginErrorFallback: 'Something went wrong while signing in',
  fallbackName: 'User',
  sessionExpiredTitle: 'Your session has expired',
  sessionExpiredText:
    'Your changes are still kept on this device and will be synced once you sign in again.',
  signInAgain: 'Sign in again',
  later: 'Later',
  signOutTitle: 'Log out?',
  unsyncedWarning: (n) =>
    `${n} ${n === 1 ? 'change has' : 'changes have'} not reached the server yet. If you log out now, ${n === 1 ? 'it' : 'they'} will be lost.`,
  unsyncedHint: 'Connect to the network and wait for the sync to finish before logging out.',
  cancel: 'Cancel',
  signOutAnyway: 'Log out anyway and discard changes',
  signingOut: 'Logging out…',
});
