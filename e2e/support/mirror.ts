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

/**
 * Every row of one of the device's IndexedDB stores, as a reload would find it (no app code;
 * rows with a `blob` come without it, which cannot cross into the test). Empty when the store
 * does not exist yet.
 */
export function storedRows<T = Record<string, unknown>>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('chungcu');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            return resolve([]);
          }
          const all = db.transaction(name).objectStore(name).getAll();
          all.onsuccess = () => {
            db.close();
            resolve(
              (all.result as Record<string, unknown>[]).map(({ blob: _blob, ...row }) => row as T),
            );
          };
          all.onerror = () => {
            db.close();
            reject(all.error);
          };
        };
      }),
    store,
  );
}

/**
 * Rows of several stores read in ONE IndexedDB transaction: a consistent picture of the device
 * at one moment (a row and its photo either both there or not), as a tab closed then would
 * leave it. Blobs are left out as in `storedRows`; a store not there yet reads empty.
 */
export function storedTogether(
  page: Page,
  stores: readonly string[],
): Promise<Record<string, Record<string, unknown>[]>> {
  return page.evaluate(
    (names) =>
      new Promise<Record<string, Record<string, unknown>[]>>((resolve, reject) => {
        const open = indexedDB.open('chungcu');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve({});
        open.onsuccess = () => {
          const db = open.result;
          const present = names.filter((name) => db.objectStoreNames.contains(name));
          const result: Record<string, Record<string, unknown>[]> = Object.fromEntries(
            names.map((name) => [name, []]),
          );
          if (present.length === 0) {
            db.close();
            return resolve(result);
          }
          const tx = db.transaction(present);
          for (const name of present) {
            const all = tx.objectStore(name).getAll();
            all.onsuccess = () => {
              result[name] = (all.result as Record<string, unknown>[]).map(
                ({ blob: _blob, ...row }) => row,
              );
            };
          }
          tx.oncomplete = () => {
            db.close();
            resolve(result);
          };
          tx.onerror = () => {
            db.close();
            reject(tx.error);
          };
        };
      }),
    stores,
  );
}
