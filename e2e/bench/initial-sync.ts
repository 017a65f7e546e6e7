import type { Page } from '@playwright/test';
import type { LoginPage } from '../pages/login-page';
import { mirrorCursor } from '../support/mirror';
import { until, within } from './waits';

/** A first sync slower than this is a stall, not a figure. */
const SYNC_LIMIT_MS = 5 * 60_000;
const BASELINE_LIMIT_MS = 3 * 60_000;

/**
 * Where each entity of the change feed lives in the mirror. An entity missing here fails the run
 * with its name (it once left the baseline's promise unsettled and the bench silent for ever).
 */
const MIRROR_TABLES: Record<string, string> = {
  user: 'users',
  complex: 'complexes',
  block: 'blocks',
  resident: 'residents',
  apartment: 'apartments',
  assignment: 'assignments',
  inquiry: 'inquiries',
  inquiryProgress: 'inquiryProgress',
  workflowCategory: 'workflowCategories',
  workflowTemplate: 'workflowTemplates',
  templateStep: 'templateSteps',
  attachment: 'attachments',
  inspectionTemplate: 'inspectionTemplates',
  inspection: 'inspections',
  meter: 'meters',
  meterReading: 'meterReadings',
  notification: 'notifications',
  householdMember: 'householdMembers',
  vehicle: 'vehicles',
  householdRequest: 'householdRequests',
  announcement: 'announcements',
  announcementRecipient: 'announcementRecipients',
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
  await until(
    `the app's first sync to reach version ${maxVersion}`,
    SYNC_LIMIT_MS,
    async () => (await mirrorCursor(page)) >= maxVersion,
    async () => `the mirror's cursor is at ${await mirrorCursor(page)}`,
  );
  const syncMs = Date.now() - start;

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
  return { syncMs, ...result };
}
