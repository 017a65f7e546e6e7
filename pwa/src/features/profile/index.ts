/** The signed-in user's own profile (every role). */
export { ProfilePage } from './profile-page';
