import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContextOptions, Page } from '@playwright/test';
import { goOffline, waitForServiceWorker } from '../pages/app-page';
import { DEMO_ADMIN, DEMO_RESIDENT, LoginPage } from '../pages/login-page';
import { expectPending } from '../pages/sync-indicator';
import { type AppRoute, fillParams, signedInRoutes, visibleIds } from '../support/route-table';
import { axeViolations } from '../support/axe';
import { dialogProblem, measureLayout } from '../support/layout-checks';
import { expect, test } from '../support/fixtures';

/**
 * Every signed-in route of the app's route table (read from routes.tsx, so new screens are
 * included), as admin and — where a resident may go — as the demo resident, at the four screens
 * staff use: no sideways scroll (also at 360 px), controls at least 44 px, the one `main` and a
 * navigation, the primary action of each dialog on screen, and no serious or critical axe-core
 * violation. Then the same walk offline: the network cut once the device has synced,
 * the app reloaded from its service worker, every route must show the data it showed online (its
 * main text, give or take a few lines), and fit and be touchable as before, with axe again
 * wherever the screen can differ from the one it passed online. A screenshot of each
 * route and viewport goes to test-results/screens/ for review, except in CI: like its traces
 * (playwright.config.ts), they would be written for no one there, and they cost the walk a tenth
 * of its CPU. One browser context per viewport, signed in once per account.
 */

interface Viewport {
  name: string;
  options: BrowserContextOptions;
  /**
   * Walked offline too. The offline walk doubles a viewport's time, so by default it runs at two
   * (a landscape tablet or laptop, and a phone); `OFFLINE_VIEWPORTS=all` walks all four offline.
   */
  offline: boolean;
}

const ALL_OFFLINE = process.env.OFFLINE_VIEWPORTS === 'all';

const VIEWPORTS: Viewport[] = [
  {
    name: 'tablet-1280x800',
    options: { viewport: { width: 1280, height: 800 }, hasTouch: true },
    offline: true,
  },
  {
    name: 'tablet-800x1280',
    options: { viewport: { width: 800, height: 1280 }, hasTouch: true },
    offline: ALL_OFFLINE,
  },
  {
    name: 'phone-390x844',
    options: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    offline: true,
  },
  {
    name: 'desktop-1440x900',
    options: { viewport: { width: 1440, height: 900 } },
    offline: ALL_OFFLINE,
  },
];

/** The narrowest phone in use: the phone walk measures each screen's sideways scroll here too. */
const NARROW = { width: 360, height: 740 };

const SCREENS = fileURLToPath(new URL('../test-results/screens/', import.meta.url));
const KEEP_SCREENS = !process.env.CI;
/** Structure the screens must keep whatever axe's impact rating of it. */
const STRUCTURE_RULES = new Set([
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-main-is-top-level',
  'heading-order',
  'page-has-heading-one',
  'list',
  'listitem',
]);

/** A dialog a screen opens, by the button that opens it, and how to reach its last step. */
interface DialogCase {
  route: string;
  opener: RegExp;
  /** Steps inside the dialog before it is measured (e.g. choosing a template). */
  then?: (page: Page) => Promise<void>;
}

const DIALOGS: DialogCase[] = [
  { route: '/residents', opener: /^Thêm cư dân mới$/ },
  {
    route: '/inquiries',
    opener: /^Tạo yêu cầu$/,
    then: async (page) => {
      await page.getByRole('dialog').getByTestId('template-card').first().click();
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

/**
 * Screens of what lives on the server only (accounts, the company's complexes and who serves
 * them, the testing tools' calls): offline they say that they need the network
 * (`data-needs-network`) instead of showing data. Every other screen shows offline what it showed
 * online.
 */
const SERVER_ONLY = new Set([
  '/accounts',
  '/complexes',
  '/auth-debug',
  '/user-management',
  '/user-switcher',
]);

/** Routes a resident user is not meant to walk (staff tools whose calls answer 403 to them). */
const residentRoutes = (routes: AppRoute[]) => routes.filter((route) => !route.staffOnly);

async function goTo(page: Page, path: string): Promise<void> {
  // Client-side navigation: the app, its sync and its in-memory tables stay loaded.
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // Until the route's code has loaded, the last screen stays (the navigation is a transition):
  // wait for the screen of the address shown, which a redirect may have replaced.
  await page.waitForFunction(
    () => document.querySelector('main')?.dataset.path === window.location.pathname,
    null,
    { timeout: 30_000 },
  );
  await settle(page);
}

/** Waits until the route's code and data have loaded (no loading screen or spinner left). */
async function settle(page: Page): Promise<void> {
  await page.locator('main').first().waitFor();
  const busy = page.locator(
    '[data-testid=loading-screen], main .MuiCircularProgress-root, main .MuiSkeleton-root',
  );
  await expect(busy)
    .toHaveCount(0, { timeout: 15_000 })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // A toast or menu still growing in would measure smaller than it is. A transition the route's
  // render starts a frame later shows only then: two frames, and wait for that one too.
  await animationsEnded(page, 3_000, { movingOnly: true });
  await framesPassed(page);
  await animationsEnded(page, 3_000, { movingOnly: true });
}

/**
 * Waits (at most `limit` ms: a spinner may run for ever) until no finite animation runs. With
 * `movingOnly`, a transition of colour or opacity alone (a nav item's or button's background,
 * 150–300 ms after each route) is not waited for: it moves and resizes nothing the layout checks
 * measure, and axe's contrast finding waits for every animation before it counts
 * (`axeViolationsSettled`).
 */
async function animationsEnded(
  page: Page,
  limit: number,
  { movingOnly = false }: { movingOnly?: boolean } = {},
): Promise<void> {
  await page
    .waitForFunction(
      (skipPaintOnly) => {
        const PAINT_ONLY =
          /^(color|background-color|border(-[a-z]+)?-color|outline-color|opacity|box-shadow|fill|stroke)$/;
        return document
          .getAnimations()
          .every(
            (a) =>
              a.playState !== 'running' ||
              a.effect?.getComputedTiming().endTime === Infinity ||
              (skipPaintOnly &&
                a instanceof CSSTransition &&
                PAINT_ONLY.test(a.transitionProperty)),
          );
      },
      movingOnly,
      { timeout: limit },
    )
    .catch(() => undefined);
}

/** Two animation frames: resize observers and the renders they start have run. */
async function framesPassed(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

class Walk {
  readonly problems: string[] = [];
  axeViolations = 0;
  visited = 0;

  constructor(
    private readonly page: Page,
    readonly viewport: string,
  ) {}

  /** Layout, targets, landmarks, axe and a screenshot of what is on screen now. */
  async check(
    label: string,
    {
      landmarks = true,
      scope,
      axe = true,
    }: { landmarks?: boolean; scope?: string; axe?: boolean } = {},
  ) {
    const where = `${this.viewport} ${label}`;
    const layout = await measureLayout(this.page);
    if (layout.sideways > 0)
      this.problems.push(`${where}: scrolls sideways by ${layout.sideways} px`);
    for (const item of layout.small) this.problems.push(`${where}: small target ${item}`);
    for (const item of layout.offscreen)
      this.problems.push(`${where}: past the right edge ${item}`);
    if (landmarks && layout.mains !== 1)
      this.problems.push(`${where}: ${layout.mains} main landmarks`);
    if (landmarks && layout.navs < 1) this.problems.push(`${where}: no navigation landmark`);
    const violations = axe ? await this.axeViolationsSettled(scope) : [];
    for (const v of violations) {
      const serious = v.impact === 'serious' || v.impact === 'critical';
      if (!serious && !STRUCTURE_RULES.has(v.id)) continue;
      this.axeViolations += 1;
      const targets = v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ');
      this.problems.push(`${where}: axe ${v.id} (${v.impact}) ×${v.nodes.length}: ${targets}`);
    }
    if (KEEP_SCREENS) {
      const file = `${this.viewport}_${label.replace(/[^a-z0-9]+/gi, '_')}.png`;
      await this.page.screenshot({ path: `${SCREENS}${file}` });
    }
    this.visited += 1;
  }

  /**
   * Sideways scroll of the screen as it is, at `size`, then back: the screen is resized where it
   * stands rather than walked again (both sizes are in the phone layout, so nothing is rebuilt;
   * what measures itself gets two frames to do so).
   */
  async sidewaysAt(size: { width: number; height: number }, label: string): Promise<void> {
    const before = this.page.viewportSize();
    await this.page.setViewportSize(size);
    await framesPassed(this.page);
    const { sideways } = await measureLayout(this.page);
    if (sideways > 0)
      this.problems.push(`${size.width}px ${label}: scrolls sideways by ${sideways} px`);
    if (before) await this.page.setViewportSize(before);
    await framesPassed(this.page);
  }

  /**
   * axe's violations of what is on screen. Contrast is computed from the opacity of the moment,
   * so a toast or route still fading in reads as too pale: a contrast finding counts only when
   * it is still there once every animation has ended.
   */
  private async axeViolationsSettled(scope?: string) {
    const analyze = () => axeViolations(this.page, scope);
    const first = await analyze();
    if (!first.some((v) => v.id === 'color-contrast')) return first;
    await animationsEnded(this.page, 5_000);
    return analyze();
  }

  async dialog(route: string, dialog: DialogCase, offline = false, axe = true): Promise<void> {
    const opener = this.page.getByRole('button', { name: dialog.opener }).first();
    if (!(await opener.isVisible())) {
      this.problems.push(
        `${this.viewport} ${route}: no visible button ${dialog.opener} to open its dialog`,
      );
      return;
    }
    // Offline, a server-only screen's actions wait for the network (SERVER_ONLY).
    if (offline && SERVER_ONLY.has(route) && !(await opener.isEnabled())) return;
    await opener.click();
    const open = this.page.getByRole('dialog').last();
    await expect(open).toBeVisible();
    await dialog.then?.(this.page);
    // The dialog's enter transition, to its end (axe's contrast reads the opacity of the moment).
    await framesPassed(this.page);
    await animationsEnded(this.page, 3_000);
    const problem = await dialogProblem(this.page);
    if (problem)
      this.problems.push(`${this.viewport} ${route} dialog ${dialog.opener}: ${problem}`);
    await this.check(`${route} dialog ${dialog.opener.source}`, {
      landmarks: false,
      scope: '[role=dialog]',
      axe,
    });
    await this.page.keyboard.press('Escape');
    await expect(this.page.getByRole('dialog')).toHaveCount(0);
  }
}

/**
 * Rows the demo data has none of, made through the API so their screens can be walked: an
 * inspection of the first unit with the first checklist (once per server).
 */
async function ensureRows(page: Page): Promise<void> {
  const ids = await visibleIds(page.request);
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
async function mainLines(page: Page): Promise<string[]> {
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
function missingOffline(online: string[], offline: string[]): string[] {
  const have = new Set(offline);
  const missing = online.filter((line) => !have.has(line));
  return missing.length > Math.max(2, online.length / 10) ? missing : [];
}

/** The same lines in the same order. */
const sameLines = (a: string[], b: string[]) =>
  a.length === b.length && a.every((line, i) => line === b[i]);

/**
 * What stays missing offline after a few seconds: a section in a lazy chunk (the unit page's
 * inspections and meters) renders nothing while its code loads from the service worker, which a
 * busy machine takes its time over.
 */
async function stillMissing(
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

interface WalkPass {
  ids: Map<string, string[]>;
  /** Each route's main text online; the offline pass compares with it. */
  online: Map<string, string[]>;
  offline: boolean;
  /** Also measure each route's sideways scroll at the narrowest phone in use (`NARROW`). */
  narrow?: boolean;
}

/** Walks every route the signed-in user may visit; returns the paths it could not fill. */
async function walkRoutes(
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
async function walkOffline(
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

// Generous: the machines are shared; a quiet one walks a viewport in about a minute (two with
// its offline walk). The viewports are independent (ensureRows is once per server), so they
// spread over the workers.
test.describe.configure({ mode: 'parallel', timeout: 900_000 });

test.beforeAll(() => mkdirSync(SCREENS, { recursive: true }));

const routes = signedInRoutes();

for (const viewport of VIEWPORTS) {
  test(`every route fits, is touchable and accessible at ${viewport.name}`, async ({
    browser,
    baseURL,
  }) => {
    const problems: string[] = [];
    let axeViolations = 0;
    let visited = 0;
    for (const [account, credentials] of [
      ['admin', DEMO_ADMIN],
      ['resident', DEMO_RESIDENT],
    ] as const) {
      const context = await browser.newContext({ ...viewport.options, baseURL, locale: 'vi-VN' });
      const page = await context.newPage();
      const walk = new Walk(page, viewport.name);
      const login = new LoginPage(page);
      await page.goto('/');
      // The first page of a fresh server compiles and caches the app: give it time.
      await expect(page.getByTestId('login-form')).toBeVisible({ timeout: 30_000 });
      if (account === 'admin') await walk.check('/login', { landmarks: false });
      await login.signIn(credentials);
      if (account === 'admin') await ensureRows(page);
      await settle(page);
      const walked = account === 'admin' ? routes : residentRoutes(routes);
      const pass: WalkPass = {
        ids: await visibleIds(page.request),
        online: new Map(),
        offline: false,
        narrow: account === 'admin' && viewport.name.startsWith('phone'),
      };
      const unfilled = await walkRoutes(page, walk, walked, account, pass);
      // Admins see every row of the demo data: a route they cannot fill was not walked.
      if (account === 'admin') {
        for (const pattern of unfilled)
          problems.push(`${viewport.name}: ${pattern} not walked (no id)`);
      }
      if (viewport.offline) {
        await walkOffline(page, walk, walked, account, pass);
      }
      problems.push(...walk.problems);
      axeViolations += walk.axeViolations;
      visited += walk.visited;
      await context.close();
    }
    test.info().annotations.push({
      type: 'walked',
      description: `${visited} screens, ${axeViolations} axe violations`,
    });
    console.log(`${viewport.name}: ${visited} screens checked, ${problems.length} problems`);
    expect(problems).toEqual([]);
  });
}
