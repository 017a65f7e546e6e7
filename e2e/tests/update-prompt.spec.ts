import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  EXCEL_CHUNK,
  ON_DEMAND_CACHE,
  cachedMatching,
  checkForUpdate,
  expectShellLoaded,
  hasWaitingServiceWorker,
  waitForServiceWorker,
} from '../pages/app-page';
import { PWA_DIST, type SyncServer, startSyncServer } from '../support/server';

// A deploy is a changed dist: this file serves a copy of the build and changes its sw.js.
let dist: string;
let server: SyncServer;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  dist = join(mkdtempSync(join(tmpdir(), 'chungcu-e2e-dist-')), 'dist');
  cpSync(PWA_DIST, dist, { recursive: true });
  server = await startSyncServer({ pwaDist: dist });
});

test.afterAll(async () => {
  await server.dispose();
  rmSync(join(dist, '..'), { recursive: true, force: true });
});

test('a new version is offered, and only the user reloads into it', async ({ page }) => {
  await page.goto(`${server.baseURL}/`);
  await waitForServiceWorker(page);
  // Lives until the page reloads: proves nothing reloaded behind the user's back.
  await page.evaluate(() => Object.assign(window, { e2eNotReloaded: true }));
  // A staff device keeps the office-only chunks (the Excel library) of the build it runs.
  await page.evaluate(async (name) => {
    const cache = await caches.open(name);
    await cache.put('/assets/exceljs.min-OLDBUILD.js', new Response('// an older build'));
  }, ON_DEMAND_CACHE);

  appendFileSync(join(dist, 'sw.js'), '\n// the next version\n');
  await checkForUpdate(page);

  await expect(page.getByText('Đã có phiên bản mới.')).toBeVisible();
  expect(await hasWaitingServiceWorker(page)).toBe(true);
  expect(await page.evaluate(() => 'e2eNotReloaded' in window)).toBe(true);

  await page.getByRole('button', { name: 'Tải lại để cập nhật' }).click();
  await page.waitForFunction(() => !('e2eNotReloaded' in window));
  await expectShellLoaded(page);
  await waitForServiceWorker(page);
  expect(await hasWaitingServiceWorker(page)).toBe(false);
  await expect(page.getByText('Đã có phiên bản mới.')).toBeHidden();
  // The update brought this build's Excel library in place of the older build's.
  await expect.poll(() => cachedMatching(page, EXCEL_CHUNK)).toEqual({ [ON_DEMAND_CACHE]: 1 });
  expect(await cachedMatching(page, /OLDBUILD/)).toEqual({});
});
