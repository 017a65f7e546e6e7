import { defineProject } from 'vitest/config';

/**
 * The tests of `pwa/test/` that run on the device alone (the shared rule suites over the mirror,
 * the rebase property); the rest of that folder starts a real sync-server (`vitest.server.config.ts`).
 */
export const deviceOnlyTests = ['test/mutation-rules.test.ts', 'test/rebase.property.test.ts'];

/**
 * The PWA's unit tests run in Node with fake-indexeddb standing in for the browser's IndexedDB;
 * no server, no database: part of the inner loop (`npm run test:fast`).
 */
export default defineProject({
  test: {
    name: 'pwa',
    environment: 'node',
    include: ['src/**/*.test.ts', ...deviceOnlyTests],
    setupFiles: ['fake-indexeddb/auto'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    pool: 'forks',
    // A worker's files share their imports (zod, Dexie, the contracts): each file opens
    // databases of its own (freshDb) and undoes what it stubs (fake timers end in afterEach).
    isolate: false,
  },
});
