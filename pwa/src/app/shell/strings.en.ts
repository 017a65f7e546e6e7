import { translation } from '../../lib/i18n';
import type { shellStrings } from './strings';

/** The shell in English: the spec's sidebar wording where it gives one. */
export default translation<typeof shellStrings>('shell', {
  skipToContent: 'Skip to main content',
  navLabel: 'Main navigation',
  bottomNavLabel: 'Quick navigation',
  openMenu: 'Open navigation menu',
  closeMenu: 'Close navigation menu',
  home: 'Home',
  groups: {
    operations: 'Operations',
    residents: 'Residents',
    settings: 'Settings',
    testing: 'Testing tools (demo)',
  },
  nav: {
    home: 'Home',
    dashboard: 'Dashboard',
    inquiries: 'Inquiry',
    meterRound: 'Meter readings',
    billing: 'Billing',
    payments: 'Payments',
    feeTypes: 'Fees & tariffs',
    announcements: 'Announcements',
    apartments: 'Apartments',
    residents: 'Residents',
    assignResidents: 'Assign Residents',
    householdRequests: 'Household requests',
    workflowTemplates: 'Workflow Templates',
    assignment: 'Automatic assignment',
    complexes: 'Complexes',
    accounts: 'Accounts',
    sync: 'Sync',
    userManagement: 'User Management',
    userSwitcher: 'User Switcher',
    authDebug: 'Auth Debug',
  },
  bottom: {
    home: 'Home',
    apartments: 'Apartments',
    residents: 'Residents',
    inquiries: 'Inquiry',
    more: 'More',
  },
  resident: {
    home: 'Home',
    requests: 'My requests',
    fees: 'Fees & notices',
    household: 'Household',
    announcements: 'Announcements',
    profile: 'Profile',
  },
  residentBottom: {
    requests: 'Requests',
    fees: 'Notices',
    household: 'Household',
  },
  complex: {
    label: 'Complex you work in',
    open: (shown, name) =>
      shown === name
        ? `${shown}: complex you work in, change complex`
        : `${shown} (${name}): complex you work in, change complex`,
    all: 'All complexes',
    allShort: 'All',
    allHint: 'See every complex you serve',
  },
  userMenu: {
    label: 'My account',
    open: (name) => `Account: ${name}`,
    profile: 'My profile',
    changePassword: 'Change password',
    logout: 'Logout',
    language: 'Language',
    languages: { vi: 'Tiếng Việt', en: 'English' },
  },
  fallbackName: 'User',
});
