import { http } from './http-client';
import { createSession } from './session';
import { DEVICE_DB_NAME } from './sync-names';

/**
 * The data layer's narrow entry for the signed-out shell (session provider, sign-in, sign-out):
 * the HTTP client, the session, small state and the sync lock, with the database behind a
 * dynamic import. A signed-out start asks the server alone, so the login route's JavaScript holds
 * no Dexie, no mutations, no sync engine and no schemas of every entity (budget: 200 KB gzip);
 * the device's data (`app-data`: the database and the sync engine, made together with the page
 * that needs them) loads once there is a user, or earlier when the login screen is idle
 * (`preloadAppData`). The service worker precaches every chunk, so an offline start loads it too.
 */
const loadAppData = () => import('./app-data');

/** The device's database, opened on first use. */
export const deviceDb = async () => (await loadAppData()).appDb;
/** Starts loading the device's data now, so the signed-in app needs no wait for it later. */
export const preloadAppData = (): void => void loadAppData().catch(() => undefined);

/** The page's one listing of the browser's databases (`deviceHasDatabase`). */
let held: Promise<boolean> | undefined;

/**
 * True when this browser already holds the app's database: someone signed in here before, most
 * likely still, so the signed-in app may load while the session is checked. False where the
 * browser cannot list its databases.
 */
export function deviceHasDatabase(): Promise<boolean> {
  // Start-up asks twice at once (the app's preload, the session's early open): one listing
  // serves both. A database, once held, stays for the page's life; "none" is asked again.
  held ??= listsDatabase().then((yes) => {
    if (!yes) held = undefined;
    return yes;
  });
  return held;
}

async function listsDatabase(): Promise<boolean> {
  const databases = await globalThis.indexedDB?.databases?.().catch(() => []);
  return (databases ?? []).some((database) => database.name === DEVICE_DB_NAME);
}

export const session = createSession(deviceDb, http, deviceHasDatabase);
export { http };
export { meta } from './meta';
export { SYNC_LOCK } from './sync-names';
export { onSavesInFlight } from './saves-in-flight';
export { HttpError, NetworkError } from '../lib/http';
