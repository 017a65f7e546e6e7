import { defineProject } from 'vitest/config';

/**
 * The PWA's unit tests run in Node with fake-indexeddb standing in for the browser's IndexedDB;
 * the sync-engine tests start a real sync-server on PGlite, hence the generous timeouts.
 */
export default defineProject({
  test: {
    name: 'pwa',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['fake-indexeddb/auto'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    pool: 'forks',
  },
});
