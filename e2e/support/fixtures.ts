import { test as base } from '@playwright/test';
import { type SyncServer, startSyncServer } from './server';

/** The worker's server, the test file it belongs to, and earlier files' servers still going. */
interface ServerSlot {
  file?: string;
  server?: SyncServer;
  disposals: Promise<void>[];
}

/**
 * `test` with a `server` fixture: one real sync-server (fresh data folder) per test file, which
 * also becomes `baseURL`, so `page.goto('/')` and `request.get('/api/…')` reach it. A test that
 * stopped the server leaves it stopped; the next test of the file gets it started again.
 */
export const test = base.extend<{ server: SyncServer }, { serverSlot: ServerSlot }>({
  serverSlot: [
    // Playwright reads the fixtures a fixture needs from this destructuring: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const slot: ServerSlot = { disposals: [] };
      await use(slot);
      await Promise.all([slot.server?.dispose(), ...slot.disposals]);
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
        serverSlot.server = await startSyncServer();
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
});

export { expect } from '@playwright/test';
