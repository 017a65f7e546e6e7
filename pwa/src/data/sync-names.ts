/** The device's IndexedDB database (Dexie's `ChungCuDb`). */
export const DEVICE_DB_NAME = 'chungcu';
/** The Web Lock only one tab or worker syncs under (sign-out waits for it too). */
export const SYNC_LOCK = 'chungcu-sync';
/** The Background Sync tag the service worker pushes the outbox under. */
export const BACKGROUND_SYNC_TAG = 'chungcu-outbox';
