import { type Page, test as base } from '@playwright/test';
import { waitForServiceWorker } from '../pages/app-page';
import { type Account, DEMO_ADMIN, signIn } from '../pages/login-page';
import { type SyncServer, startFileServer } from './server';

/**
 * The worker's server, the test file it belongs to, the next file's server already starting,
 * and earlier files' servers still going.
 */
interface ServerSlot {
  file?: string;
  server?: SyncServer;
  spare?: Promise<SyncServer>;
  disposals: Promise<void>[];
}

/** A server started ahead for the next file; its failure is that file's to see. */
function startSpare(): Promise<SyncServer> {
  const spare = startFileServer();
  spare.catch(() => undefined);
  return spare;
}

interface TestFixtures {
  server: SyncServer;
  /** Who `signedInPage` signs in as: the demo administrator unless `test.use({ account })`. */
  account: Account;
  /**
   * The test's `page`, signed in as `account` through the login form, with the service worker
   * controlling it (from then on the shell is served from its precache, so it may go offline).
   */
  signedInPage: Page;
}

/**
 * `test` with a `server` fixture: one real sync-server (fresh data folder) per test file, which
 * also becomes `baseURL`, so `page.goto('/')` and `request.get('/api/…')` reach it. A test that
 * stopped the server leaves it stopped; the next test of the file gets it started again. A test
 * that starts signed in takes `signedInPage` (as `account`) instead of `page`.
 */
export const test = base.extend<TestFixtures, { serverSlot: ServerSlot }>({
  serverSlot: [
    // Playwright reads the fixtures a fixture needs from this destructuring: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const slot: ServerSlot = { disposals: [] };
      await use(slot);
      const spare = slot.spare?.then((server) => server.dispose()).catch(() => undefined);
      await Promise.all([slot.server?.dispose(), spare, ...slot.disposals]);
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ serverSlot }, use, testInfo) => {
      // Worker fixtures outlive a file (a worker runs several in turn): key the server by file.
      if (serverSlot.file !== testInfo.file || !serverSlot.server) {
        // The last file's server goes while this one's starts: nothing of it is read again.
        if (serverSlot.server) serverSlot.disposals.push(serverSlot.server.dispose());
        serverSlot.server = undefined;
        serverSlot.server = await (serverSlot.spare ?? startFileServer());
        // The next file's server starts while this one's tests run: no file waits for its own
        // (a start is a data folder copied and a process up, seconds a file used to wait).
        serverSlot.spare = startSpare();
        serverSlot.file = testInfo.file;
      } else if (!serverSlot.server.running) {
        await serverSlot.server.start();
      }
      await use(serverSlot.server);
    },
    { timeout: 150_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
  account: [DEMO_ADMIN, { option: true }],
  // Under `faketime` the runner and the servers live on the faked date, Chromium on the real one
  // (index.ts): the pages' clock starts at the runner's date and runs on from there.
  context: async ({ context }, use) => {
    if (process.env.FAKETIME) await context.clock.install({ time: Date.now() });
    await use(context);
  },
  signedInPage: async ({ page, account }, use) => {
    await signIn(page, account);
    await waitForServiceWorker(page);
    await use(page);
  },
});

export { expect } from '@playwright/test';
