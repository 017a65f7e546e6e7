/** The Dashboard feature: the /dashboard screen (lazy-loaded by the app shell's router). */
export { DashboardPage } from './dashboard-page';
