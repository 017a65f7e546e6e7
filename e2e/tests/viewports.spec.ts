import { mkdirSync } from 'node:fs';
import { DEMO_ADMIN, DEMO_RESIDENT, LoginPage } from '../pages/login-page';
import { expect, test } from '../support/fixtures';
import { signedInRoutes, visibleIds } from '../support/route-table';
import {
  type WalkPass,
  ensureRows,
  residentRoutes,
  walkOffline,
  walkRoutes,
} from '../support/walk/routes';
import { settle } from '../support/walk/settle';
import { VIEWPORTS } from '../support/walk/viewports';
import { SCREENS, Walk } from '../support/walk/walk';

/**
 * Every signed-in route of the app's route table (read from routes.tsx, so new screens are
 * included), as admin, as the demo resident where a resident may go, and as a staff member of
 * one complex (each demo role at one viewport at least: support/walk/viewports.ts), at the four
 * screens staff use: no sideways scroll (also at 360 px), controls at least 44 px, the one
 * `main` and a navigation, the primary action of each dialog on screen, no serious or critical
 * axe-core violation, and Vietnamese only: no English word of the product's wording and no
 * dollar sign on screen (support/language-check.ts). Then the administrator's and the resident's
 * walk offline: the network cut once the device has synced, the app reloaded from its service
 * worker, every route must show the data it showed online (its main text, give or take a few
 * lines), and fit and be touchable as before, with axe again wherever the screen can differ from
 * the one it passed online. A screenshot of each route and viewport goes to
 * test-results/screens/ for review, except in CI: like its traces (playwright.config.ts), they
 * would be written for no one there, and they cost the walk a tenth of its CPU. One browser
 * context per viewport and account, signed in once.
 */

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
    const accounts = [
      ['admin', DEMO_ADMIN],
      ['resident', DEMO_RESIDENT],
      [viewport.staff.name, viewport.staff.account],
    ] as const;
    for (const [account, credentials] of accounts) {
      const context = await browser.newContext({ ...viewport.options, baseURL, locale: 'vi-VN' });
      const page = await context.newPage();
      const walk = new Walk(page, viewport.name);
      const login = new LoginPage(page);
      await page.goto('/');
      // The first page of a fresh server compiles and caches the app: give it time.
      await expect(page.getByTestId('login-form')).toBeVisible({ timeout: 30_000 });
      if (account === 'admin') await walk.check('/login', { landmarks: false });
      await login.signIn(credentials);
      if (account === 'admin') await ensureRows(page, routes);
      await settle(page);
      const walked = account === 'resident' ? residentRoutes(routes) : routes;
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
      if (viewport.offline && account !== viewport.staff.name) {
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
