import type { Page } from '@playwright/test';

/**
 * Reads the version the device's mirror has pulled up to, straight from IndexedDB (no app code).
 * The connection is closed at once and the database is never created or upgraded here: a
 * connection left open would block the app's own schema upgrade.
 */
export function mirrorCursor(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('chungcu');
        // No database yet: do not create one (an empty version 1 would stand in the app's way).
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          try {
            if (!db.objectStoreNames.contains('meta')) {
              db.close();
              return resolve(0);
            }
            const get = db.transaction('meta').objectStore('meta').get('cursor');
            get.onsuccess = () => {
              db.close();
              // The last version pulled, a number (its history is kept beside it, rule S21).
              const value = (get.result as { value?: unknown } | undefined)?.value;
              resolve(typeof value === 'number' ? value : 0);
            };
            get.onerror = () => {
              db.close();
              reject(get.error);
            };
          } catch (error) {
            db.close();
            reject(error);
          }
        };
      }),
  );
}
