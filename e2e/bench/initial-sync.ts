import type { Page } from '@playwright/test';
import type { LoginPage } from '../pages/login-page';

/**
 * Reads the mirror's cursor straight from IndexedDB (no app code involved): `cursor` is the last
 * version pulled, a number (its history is kept beside it, as `cursorEpoch`).
 */
async function cursorOf(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('chungcu');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('meta')) return resolve(0);
          const get = db.transaction('meta').objectStore('meta').get('cursor');
          get.onsuccess = () => resolve((get.result?.value as number | undefined) ?? 0);
          get.onerror = () => resolve(0);
        };
        open.onerror = () => resolve(0);
      }),
  );
}

/**
 * Times the app's own initial sync (from the signed-in app's start until the cursor reaches the
 * server's last version),
 * then, in the same page, a bare Dexie bulkPut of the same rows into a scratch database with the
 * same indexes: the rows are fetched first so only the writes are timed.
 */
export async function measureInitialSync(
  page: Page,
  login: LoginPage,
  maxVersion: number,
  dexieUmd: string,
) {
  // The sync starts when the signed-in app mounts, which is when signIn() sees its indicator.
  await login.signIn();
  const start = Date.now();
  while ((await cursorOf(page)) < maxVersion) await page.waitForTimeout(25);
  const syncMs = Date.now() - start;

  await page.addScriptTag({ path: dexieUmd });
  const result = await page.evaluate(async () => {
    const tables: Record<string, string> = {
      user: 'users',
      resident: 'residents',
      apartment: 'apartments',
      assignment: 'assignments',
      inquiry: 'inquiries',
      inquiryProgress: 'inquiryProgress',
      workflowCategory: 'workflowCategories',
      workflowTemplate: 'workflowTemplates',
      templateStep: 'templateSteps',
    };
    const rows: Record<string, unknown[]> = {};
    const fetchStart = performance.now();
    // The cursor goes with its history (rule S21), as the app sends it.
    let from = 'since=0';
    for (;;) {
      const res = await fetch(`/api/sync/changes?${from}&limit=1000`);
      const page = (await res.json()) as {
        changes: { entity: string; data: unknown }[];
        cursor: number;
        epoch?: string;
        hasMore: boolean;
      };
      for (const change of page.changes)
        (rows[tables[change.entity] as string] ??= []).push(change.data);
      from = `since=${page.cursor}${page.epoch ? `&epoch=${page.epoch}` : ''}`;
      if (!page.hasMore) break;
    }
    const fetchMs = performance.now() - fetchStart;
    const DexieCtor = (globalThis as unknown as { Dexie: new (name: string) => any }).Dexie; // eslint-disable-line @typescript-eslint/no-explicit-any
    // The scratch database gets exactly the app's stores and indexes, read from its IndexedDB.
    const stores = await new Promise<Record<string, string>>((resolve, reject) => {
      const open = indexedDB.open('chungcu');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const app = open.result;
        const tx = app.transaction(Object.keys(rows));
        const spec: Record<string, string> = {};
        for (const name of Object.keys(rows)) {
          const store = tx.objectStore(name);
          spec[name] = [String(store.keyPath), ...Array.from(store.indexNames)].join(', ');
        }
        app.close();
        resolve(spec);
      };
    });
    const scratch = new DexieCtor(`bench-${Date.now()}`);
    scratch.version(1).stores(stores);
    const t0 = performance.now();
    for (const [table, list] of Object.entries(rows)) await scratch.table(table).bulkPut(list);
    const bulkPutMs = performance.now() - t0;
    const count = Object.values(rows).reduce((n, list) => n + list.length, 0);
    scratch.close();
    return { bulkPutMs, fetchMs, rows: count };
  });
  return { syncMs, ...result };
}
