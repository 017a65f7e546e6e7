/** The import feature (rule S29): the import screen and the link the lists carry to it. */
export { ImportPage } from './components/import-page';
export { ImportLink } from './components/import-link';
