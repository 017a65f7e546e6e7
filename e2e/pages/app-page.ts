import { type BrowserContext, type Page, expect } from '@playwright/test';
import { mirrorCursor } from '../support/mirror';

export const APP_TITLE = 'ChungCư — Quản lý chung cư';

/**
 * Resolves once a service worker controls the page: from then on navigations and the shell's
 * files are answered from its precache, so the page can go offline.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
      timeout: 30_000,
    });
  } catch (error) {
    const registered = await page.evaluate(async () =>
      Boolean(await navigator.serviceWorker?.getRegistration()),
    );
    if (registered) throw error;
    throw new Error(
      'No service worker was registered: the app shell must render <UpdatePrompt /> ' +
        '(pwa/src/ui/update-prompt.tsx), which registers /sw.js in production builds.',
      { cause: error },
    );
  }
}

/**
 * Moves the running app to `path` as its own links do (history and a popstate: the router's
 * navigation), and resolves once its shell's `main` shows that path. The app, its sync and its
 * in-memory tables stay loaded.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
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
}

/**
 * Opens a screen as a person moving through the app does: in the app already running in the
 * page (its shell's `main` names the path it shows), a navigation of its own; on a page without
 * it (a test's first, a signed-out one) or to the very address shown, a load. A load restarts the
 * app, 1–1.5 s of the browser's CPU each; a test that means a reload says so (`page.reload`).
 */
export async function openScreen(page: Page, path: string): Promise<void> {
  const running = await page
    .evaluate(
      (to) =>
        Boolean(document.querySelector('main')?.dataset.path) &&
        `${window.location.pathname}${window.location.search}` !== to,
      path,
    )
    .catch(() => false);
  if (running) await navigateInApp(page, path);
  else await page.goto(path);
}

/**
 * The office-only Excel library's chunk, which the install leaves out, and the cache a staff
 * device keeps it in (pwa/src/lib/on-demand-chunks.ts).
 */
export const EXCEL_CHUNK = /\/assets\/exceljs[.-]/;
export const ON_DEMAND_CACHE = 'chungcu-on-demand';

/** How many entries of each of the page's caches (by cache name) have a URL matching `pattern`. */
export async function cachedMatching(page: Page, pattern: RegExp): Promise<Record<string, number>> {
  return page.evaluate(async (source) => {
    const matching = new RegExp(source);
    const counts: Record<string, number> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      const count = requests.filter((request) => matching.test(request.url)).length;
      if (count > 0) counts[name] = count;
    }
    return counts;
  }, pattern.source);
}

/** Cuts the network for every page and service worker of the context (Chromium). */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
}

/** Gives the network back. */
export async function goOnline(context: BrowserContext): Promise<void> {
  await context.setOffline(false);
}

/** The HTML shell loaded and React rendered into #root (whatever screen the route shows). */
export async function expectShellLoaded(page: Page): Promise<void> {
  await expect(page).toHaveTitle(APP_TITLE);
  await expect(page.locator('#root > *').first()).toBeVisible();
}

/** Asks the browser to look for a new service worker now, as it does on navigations. */
export async function checkForUpdate(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
}

/** Whether a new service worker is installed and waiting for the user to accept it. */
export async function hasWaitingServiceWorker(page: Page): Promise<boolean> {
  return page.evaluate(async () =>
    Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
  );
}

/**
 * Resolves once the device has pulled its first page (the mirror's cursor moved): from then on it
 * holds the complexes it works in, as a tablet does before it is taken off the network.
 */
export async function waitForFirstSync(page: Page): Promise<void> {
  await expect
    .poll(() => mirrorCursor(page), { timeout: 30_000, message: 'the first sync never pulled' })
    .toBeGreaterThan(0);
}

/**
 * Closes the tab once every change it painted is committed to IndexedDB (`<html data-saving>`
 * gone): a change is on screen a few milliseconds before it is stored, and a person cannot close
 * a tab that fast without the browser asking first.
 */
export async function closeWhenSaved(page: Page): Promise<void> {
  await expect(page.locator('html')).not.toHaveAttribute('data-saving');
  await page.close();
}
