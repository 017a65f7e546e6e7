import { translation } from '../../lib/i18n';
import type { profileStrings } from './strings';

/** The profile page in English. */
export default translation<typeof profileStrings>('profile', {
  title: 'My profile',
  subtitle: 'The details of the account you signed in with.',
  fallbackName: 'User',
  email: 'Email',
  phone: 'Phone number',
  role: 'Role',
  notSet: 'Not set',
  changePassword: 'Change password',
  logout: 'Logout',
});
