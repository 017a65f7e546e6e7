import { translation } from '../lib/i18n';
import type { appStrings } from './strings';

/** The app's frame in English: the spec's router wording where it gives one. */
export default translation<typeof appStrings>('app', {
  appName: 'ChungCư',
  loading: 'Loading…',
  loadingSession: 'Checking your session…',
  userFetchFailed: 'Failed to fetch user',
  retry: 'Try again',
  backHome: 'Back to home',
  notFoundTitle: '404 Page Not Found',
  notFoundHint: 'Did you forget to add the page to the router?',
  staffOnly: {
    title: 'This page is for the management office',
    hint: 'Resident accounts cannot use the management screens.',
  },
  managersOnly: {
    title: 'This page is for complex managers',
    hint: 'Only company administrators and the complex’s managers set up automatic assignment.',
  },
  feeSettingsManagersOnly: {
    title: 'This page is for complex managers',
    hint: 'Only company administrators and the complex’s managers set fees, tariffs and the accounts residents pay into.',
  },
  adminOnly: {
    title: 'This page is for company administrators',
    hint: 'Only administrators add complexes and assign managers and staff.',
  },
});
