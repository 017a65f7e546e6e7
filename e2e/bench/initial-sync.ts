import type { Page } from '@playwright/test';
import { entities } from '@chungcu/mutations/entities';
import type { LoginPage } from '../pages/login-page';
import { mirrorCursor } from '../support/mirror';
import { until, within } from './waits';

/** A first sync slower than this is a stall, not a figure. */
const SYNC_LIMIT_MS = 5 * 60_000;
const BASELINE_LIMIT_MS = 3 * 60_000;

/**
 * Where each entity of the change feed lives in the mirror: its declaration's, as the app reads
 * it (the accounts are the app's own table). A list of the bench's own once fell behind the money
 * entities and failed the run; one that left an entity out once left it silent for ever.
 */
const MIRROR_TABLES: Record<string, string> = {
  user: 'users',
  ...Object.fromEntries(Object.entries(entities).map(([name, entity]) => [name, entity.mirror])),
};

/**
 * Times the app's own initial sync (from the signed-in app's start until the mirror's cursor
 * reaches the server's last version), then, in the same page, a bare Dexie bulkPut of the same
 * rows into a scratch database with the same indexes: the rows are fetched first so only the
 * writes are timed.
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
  await startSaveProbe(page);
  await until(
    `the app's first sync to reach version ${maxVersion}`,
    SYNC_LIMIT_MS,
    async () => (await mirrorCursor(page)) >= maxVersion,
    async () => `the mirror's cursor is at ${await mirrorCursor(page)}`,
  );
  const syncMs = Date.now() - start;
  const saveWaits = await stopSaveProbe(page);

  await page.addScriptTag({ path: dexieUmd });
  const result = await within('the bare bulkPut baseline', BASELINE_LIMIT_MS, () =>
    page.evaluate(async (tables) => {
      const rows: Record<string, unknown[]> = {};
      const fetchStart = performance.now();
      // The cursor goes with its history (rule S21), as the app sends it.
      let from = 'since=0';
      for (;;) {
        const res = await fetch(`/api/sync/changes?${from}&limit=1000`);
        if (!res.ok) throw new Error(`GET /api/sync/changes answered ${res.status}`);
        const page = (await res.json()) as {
          changes: { entity: string; data: unknown }[];
          cursor: number;
          epoch?: string;
          hasMore: boolean;
        };
        for (const change of page.changes) {
          const table = tables[change.entity];
          if (!table)
            throw new Error(`the bench does not know the mirror table of ${change.entity}`);
          (rows[table] ??= []).push(change.data);
        }
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
          try {
            const tx = app.transaction(Object.keys(rows));
            const spec: Record<string, string> = {};
            for (const name of Object.keys(rows)) {
              const store = tx.objectStore(name);
              spec[name] = [String(store.keyPath), ...Array.from(store.indexNames)].join(', ');
            }
            resolve(spec);
          } catch (error) {
            reject(error); // a store the app does not have: said, not swallowed
          } finally {
            app.close();
          }
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
    }, MIRROR_TABLES),
  );
  return { syncMs, saveWaits, ...result };
}

/**
 * Every 50 ms while the first sync runs, the smallest write a save makes (a read-write
 * transaction on the outbox, which every save writes), timed from asking to its commit: a save
 * waits for the pull's transaction, which spans the whole mirror.
 */
async function startSaveProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probe = { waits: [] as number[], stopped: false, done: Promise.resolve() };
    (window as unknown as { saveProbe: typeof probe }).saveProbe = probe;
    probe.done = new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('chungcu');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    }).then(async (db) => {
      db.onversionchange = () => db.close();
      while (!probe.stopped) {
        const asked = performance.now();
        await new Promise<void>((resolve, reject) => {
          const tx = db.transaction('outbox', 'readwrite');
          tx.objectStore('outbox').count();
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
        probe.waits.push(performance.now() - asked);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      db.close();
    });
  });
}

async function stopSaveProbe(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const probe = (
      window as unknown as { saveProbe: { waits: number[]; stopped: boolean; done: Promise<void> } }
    ).saveProbe;
    probe.stopped = true;
    await probe.done;
    return probe.waits;
  });
}
