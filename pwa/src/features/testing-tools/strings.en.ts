import { translation } from '../../lib/i18n';
import type { toolStrings } from './strings';

/** The testing tools in English: the spec's wording where it gives one. */
export default translation<typeof toolStrings>('testing-tools', {
  backHome: 'Back to home',
  checking: 'Checking demo mode...',
  demoOnly: 'The testing tools exist only in demo mode',
  demoOnlyHint: 'This server does not run in demo mode (DEMO=1), so the testing tools are off.',
  offline: 'A network connection is needed',
  offlineHint:
    'The testing tools work directly with the server. Connect to the network and try again.',
  retry: 'Try again',
  successTitle: 'Success',
  errorTitle: 'Error',
  fallbackName: 'User',

  authDebug: {
    title: 'Auth Debug',
    state: 'Session state',
    loading: 'isLoading',
    authenticated: 'isAuthenticated',
    flag: (on) => String(on),
    rawUser: 'Raw user data',
    testSession: 'Test session (GET /api/auth/user)',
    testing: 'Testing...',
    result: 'Result',
    networkError: 'Could not reach the server',
  },

  userManagement: {
    title: 'User Management',
    createTitle: 'Create test user',
    phone: 'Phone number',
    phonePlaceholder: '+84901234567',
    sendCode: 'Send verification code',
    sending: 'Sending...',
    code: 'Verification code',
    verify: 'Verify and create user',
    verifying: 'Creating...',
    codeSent: 'Verification code created',
    codeSentText: (code) => `Verification code (demo mode): ${code}`,
    sendFailed: 'Could not send the verification code',
    userCreated: 'Test user created',
    userCreatedText: (phone) => `Created a user for ${phone}`,
    createFailed: 'Could not create the test user',
    usersTitle: 'Users',
    loadingUsers: 'Loading users...',
    noUsers: 'No users yet',
    active: 'Active',
    inactive: 'Inactive',
    createdAt: (date) => `Created: ${date}`,
    refresh: 'Refresh',
    instructionsTitle: 'How to use',
    instructions: {
      phone:
        'Enter the test user\'s phone number (e.g. +84901234567) and press "Send verification code".',
      code: 'In demo mode the 6-digit code shows at once in the notification and in the code field.',
      verify:
        'Enter the code and press "Verify and create user" to create a test resident account.',
      switch:
        'The new user appears in the list; use the User Switcher page to sign in with that account.',
    },
  },

  userSwitcher: {
    title: 'User Switcher',
    subtitle: 'Sign in quickly as another account for testing',
    currentUser: 'Current user',
    adminAccess: 'Full access to the management functions, in every complex',
    managerAccess: 'Manages the complexes assigned, automatic assignment included',
    staffAccess: 'Works with the data of the complexes assigned',
    residentAccess: 'Limited access to the functions for residents',
    switchTo: 'Switch',
    switchToName: (name) => `Switch to ${name}`,
    current: 'Current',
    switching: 'Switching...',
    loadingAccounts: 'Loading accounts...',
    errorLoading: (role, _name) => `Error loading ${role} accounts`,
    noAccounts: (role, _name) => `No ${role} accounts found`,
    switchFailed: 'Could not switch user',
    unsyncedTitle: 'Changes not synced yet',
    unsyncedText: (n) =>
      `This device has ${n} ${n === 1 ? 'change' : 'changes'} not sent to the server. Switching users wipes the data on this device and ${n === 1 ? 'it' : 'they'} will be lost.`,
    switchAnyway: 'Switch anyway',
    cancel: 'Cancel',
  },

  errors: {
    unauthorized: 'Unauthorized',
    fetchUsers: 'Failed to fetch users',
    fetchRoleUsers: (role) => `Failed to fetch ${role} users`,
  },
});
