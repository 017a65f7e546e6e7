import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * The mark the PWA sets when the page first runs an idle task (`IDLE_MARK`, pwa/src/lib/
 * when-idle.ts): the login screen is usable, and the signed-in app and the demo's quick-login
 * list start loading in the background.
 */
const IDLE_MARK = 'chungcu:idle';
/** The budget, in gzip kilobytes, for the JavaScript the login route loads. */
export const LOGIN_ROUTE_TARGET_KB = 200;

export interface LoginRouteScripts {
  /** Gzip bytes of the scripts requested before the idle mark: what the login screen needs. */
  routeBytes: number;
  routeFiles: number;
  /** Gzip bytes the idle screen then loads (the signed-in app, its data, home, the demo list). */
  preloadedBytes: number;
  preloadedFiles: number;
}

/**
 * Splits the scripts a page loaded (resource timing, so the order is the browser's own) at the
 * idle mark, and sums each side's gzip size from the built files. Call it once the network is
 * idle after the login screen showed.
 */
export async function measureLoginRoute(page: Page, pwaDist: string): Promise<LoginRouteScripts> {
  // No named helpers inside: the bench runs under tsx, whose helper names the page lacks.
  const { route, preloaded } = await page.evaluate((mark) => {
    const at = performance.getEntriesByName(mark)[0]?.startTime ?? Number.POSITIVE_INFINITY;
    const route = new Set<string>();
    const preloaded = new Set<string>();
    for (const entry of performance.getEntriesByType('resource')) {
      const url = new URL(entry.name);
      if (url.origin !== location.origin || !url.pathname.endsWith('.js')) continue;
      (entry.startTime < at ? route : preloaded).add(url.pathname);
    }
    return { route: [...route], preloaded: [...preloaded] };
  }, IDLE_MARK);
  const gzipOf = (paths: string[]) =>
    paths.reduce((sum, path) => sum + gzipSync(readFileSync(join(pwaDist, path))).length, 0);
  const routeOnly = preloaded.filter((path) => !route.includes(path));
  return {
    routeBytes: gzipOf(route),
    routeFiles: route.length,
    preloadedBytes: gzipOf(routeOnly),
    preloadedFiles: routeOnly.length,
  };
}
