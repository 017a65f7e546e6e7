/**
 * The data layer's narrow entry for the signed-out shell (session provider, sign-in, sign-out):
 * the database, the session, small state and the sync lock. Everything else imports
 * `pwa/src/data`; importing only this keeps the live tables, `mutate`, the row states and the
 * attachments' screens' hooks out of the login route's JavaScript (budget: 250 KB gzip). The
 * sync engine still comes with `app-data` (loading it on first use broke the offline reload).
 */
export { appDb, http, session } from './app-data';
export { meta } from './meta';
export { SYNC_LOCK } from './sync-names';
export { onSavesInFlight } from './saves-in-flight';
export { HttpError, NetworkError } from '../lib/http';
