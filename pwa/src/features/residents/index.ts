/** The Residents feature: the /residents screen (lazy-loaded by the app shell's router). */
export { ResidentsPage } from './residents-page';
export { ResidentsPage as default } from './residents-page';
