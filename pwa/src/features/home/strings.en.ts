import { translation } from '../../lib/i18n';
import type { homeStrings } from './strings';

/** The home page in English: the spec's 'User' and the sidebar's names of the screens. */
export default translation<typeof homeStrings>('home', {
  fallbackName: 'User',
  welcome: (firstName) => `Welcome, ${firstName}!`,
  welcomeText: 'Choose a function below to get started.',
  residentWelcomeText: 'What you owe, your requests and the board’s news, even offline.',
  offlineNote: 'You are working offline with the data saved on this device.',
  tilesLabel: 'Functions',
  tiles: {
    dashboard: { label: 'Dashboard', description: 'How the building is doing' },
    apartments: { label: 'Apartments', description: 'Units and their details' },
    residents: { label: 'Residents', description: 'Residents’ records and details' },
    inquiries: { label: 'Inquiry', description: 'Residents’ requests and feedback' },
    household: { label: 'Household', description: 'Members, vehicles and registration requests' },
    fees: { label: 'Fees & notices', description: 'Fee notices, what to pay and the QR code' },
    meterRound: { label: 'Meter readings', description: 'Each unit’s water and power readings' },
    billing: { label: 'Billing', description: 'Make and issue the monthly fee notices' },
    payments: { label: 'Payments', description: 'Transfers, receipts and debts' },
    announcements: { label: 'Announcements', description: 'News for the complex’s residents' },
    complexes: { label: 'Complexes', description: 'The company’s complexes and their staff' },
    workflowTemplates: { label: 'Workflow Templates', description: 'How requests are handled' },
    userManagement: { label: 'User Management', description: 'Accounts and test users' },
    accounts: { label: 'Accounts', description: 'Invite staff and residents; lock accounts' },
  },
  residentTiles: {
    inquiries: { label: 'My requests', description: 'Report a problem, ask, and follow it' },
    announcements: { label: 'Announcements', description: 'News from the management board' },
  },
  recentActivityTitle: 'Recent activity',
  notificationsTitle: 'Notifications',
  notificationsWelcome:
    'Welcome to ChungCư! The app keeps working without a network; every change syncs automatically once you are back online.',
});
