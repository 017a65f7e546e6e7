/**
 * The data layer's narrow entry for the signed-out shell (session provider, sign-in, sign-out):
 * the database, the session, small state and the sync lock. Everything else imports
 * `pwa/src/data`; importing only this keeps the sync engine, the mutations, the live tables and
 * the attachments out of the login route's JavaScript (budget: 250 KB gzip).
 */
export { appDb, http, session } from './app-data';
export { meta } from './meta';
export { SYNC_LOCK } from './sync-names';
export { HttpError, NetworkError } from '../lib/http';
