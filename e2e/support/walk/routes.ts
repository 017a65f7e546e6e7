import type { Page } from '@playwright/test';
import { goOffline, waitForServiceWorker } from '../../pages/app-page';
import { expectPending } from '../../pages/sync-indicator';
import { expect } from '../fixtures';
import { type AppRoute, fillParams, visibleIds } from '../route-table';
import { SERVER_ONLY } from './server-only';
import { goTo, settle } from './settle';
import { NARROW } from './viewports';
import { type DialogCase, type Walk } from './walk';

export const DIALOGS: DialogCase[] = [
  { route: '/residents', opener: /^Thêm cư dân mới$/ },
  {
    route: '/inquiries',
    opener: /^Tạo yêu cầu$/,
    then: async (page) => {
      // Staff pick a template; a resident what they report.
      const choices = page.getByRole('dialog').getByTestId(/^(template-card|resident-category)$/);
      await choices.first().click();
      await expect(
        page.getByRole('dialog').getByRole('heading', { name: 'TẠO YÊU CẦU MỚI' }),
      ).toBeVisible();
    },
  },
  { route: '/workflow-templates', opener: /^Tạo Mẫu Mới$/ },
  { route: '/workflow-templates', opener: /^Tạo Danh Mục$/ },
  { route: '/apartments/:id', opener: /^Sửa thông tin$/ },
  { route: '/apartments/:id/residents', opener: /^Chọn cư dân$/ },
  { route: '/accounts', opener: /^Mời nhân viên$/ },
  { route: '/complexes', opener: /^Thêm chung cư$/ },
];

/** Routes a resident user is not meant to walk (staff tools whose calls answer 403 to them). */
export const residentRoutes = (routes: AppRoute[]) => routes.filter((route) => !route.staffOnly);

/**
 * Rows the demo data has none of, made through the API so their screens can be walked: an
 * inspection of the first unit with the first checklist, and a cash receipt of that unit for
 * its printed receipt, `/payments/:id/receipt` (once per server).
 */
export async function ensureRows(page: Page, routes: AppRoute[]): Promise<void> {
  const ids = await visibleIds(page.request);
  const unit = ids.get('apartment')?.[0];
  if (routes.some((r) => r.pattern.startsWith('/payments/')) && !ids.get('payment') && unit) {
    const res = await page.request.post('/api/payments', {
      data: {
        apartmentId: unit,
        method: 'cash',
        amount: 1_250_000,
        paidAt: new Date().toISOString().slice(0, 10),
        payerName: 'Nguyễn Văn An',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  if (routes.some((r) => r.pattern.startsWith('/inspections/')) && !ids.get('inspection')) {
    const templates = (await (await page.request.get('/api/inspection-templates')).json()) as {
      id: string;
    }[];
    const apartment = ids.get('apartment')?.[0];
    if (!templates[0] || !apartment) return;
    const res = await page.request.post('/api/inspections', {
      data: {
        apartmentId: apartment,
        templateId: templates[0].id,
        startedAt: new Date().toISOString(),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

/** The lines of the screen's `main`, to compare a route offline with itself online. */
export async function mainLines(page: Page): Promise<string[]> {
  const text = await page.locator('main').first().innerText();
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length >= 3);
}

/**
 * Lines a route showed online that are missing offline. A line or two may change (a status, a
 * relative time); more than that is data the device should have held.
 */
export function missingOffline(online: string[], offline: string[]): string[] {
  const have = new Set(offline);
  const missing = online.filter((line) => !have.has(line));
  return missing.length > Math.max(2, online.length / 10) ? missing : [];
}

/** The same lines in the same order. */
export const sameLines = (a: string[], b: string[]) =>
  a.length === b.length && a.every((line, i) => line === b[i]);

/**
 * What stays missing offline after a few seconds: a section in a lazy chunk (the unit page's
 * inspections and meters) renders nothing while its code loads from the service worker, which a
 * busy machine takes its time over.
 */
export async function stillMissing(
  page: Page,
  online: string[],
): Promise<{ missing: string[]; lines: string[] }> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const lines = await mainLines(page);
    const missing = missingOffline(online, lines);
    if (!missing.length || Date.now() > deadline) return { missing, lines };
    await page.waitForTimeout(250);
  }
}

export interface WalkPass {
  ids: Map<string, string[]>;
  /** Each route's main text online; the offline pass compares with it. */
  online: Map<string, string[]>;
  offline: boolean;
  /** Also measure each route's sideways scroll at the narrowest phone in use (`NARROW`). */
  narrow?: boolean;
}

/** Walks every route the signed-in user may visit; returns the paths it could not fill. */
export async function walkRoutes(
  page: Page,
  walk: Walk,
  routes: AppRoute[],
  account: string,
  { ids, online, offline, narrow }: WalkPass,
) {
  const unfilled: string[] = [];
  let offlineAxed = false;
  for (const route of routes) {
    const path = fillParams(route.pattern, ids);
    if (!path) {
      unfilled.push(route.pattern);
      continue;
    }
    await goTo(page, path);
    const label = `${offline ? 'offline ' : ''}${account} ${route.pattern}`;
    if (!offline) online.set(route.pattern, await mainLines(page));
    const serverOnly = offline && SERVER_ONLY.has(route.pattern);
    if (serverOnly && !(await page.locator('main [data-needs-network]').count())) {
      walk.problems.push(`${walk.viewport} ${label}: no notice that it needs the network`);
    }
    const onlineLines = online.get(route.pattern) ?? [];
    const settled = offline && !serverOnly ? await stillMissing(page, onlineLines) : null;
    const missing = settled?.missing ?? [];
    if (missing.length) {
      walk.problems.push(
        `${walk.viewport} ${label}: ${missing.length} lines shown online missing: ${missing
          .slice(0, 5)
          .map((line) => JSON.stringify(line.slice(0, 60)))
          .join(', ')}`,
      );
    }
    // Offline, axe runs where the screen can differ from the one it passed online: the first
    // (the shell's offline state, the same on every route), the server-only screens' notices,
    // and any route whose text changed. Elsewhere the same text in the same shell was checked
    // online (an offline walk of axe on every route: a fifth of the walk's time).
    const axe =
      !offline || !offlineAxed || serverOnly || !sameLines(onlineLines, settled?.lines ?? []);
    offlineAxed ||= offline;
    await walk.check(label, { axe });
    if (narrow) await walk.sidewaysAt(NARROW, route.pattern);
    if (account !== 'admin') continue;
    for (const dialog of DIALOGS.filter((d) => d.route === route.pattern)) {
      await walk.dialog(route.pattern, dialog, offline, axe);
    }
  }
  return unfilled;
}

/**
 * The walk again offline: once everything has synced and nothing waits, the network is cut and
 * the app started again from its service worker and the device's database.
 */
export async function walkOffline(
  page: Page,
  walk: Walk,
  routes: AppRoute[],
  account: string,
  online: WalkPass,
): Promise<void> {
  await expectPending(page, 0);
  await waitForServiceWorker(page);
  await goOffline(page.context());
  await page.reload();
  await settle(page);
  await walkRoutes(page, walk, routes, account, { ...online, offline: true, narrow: false });
}
