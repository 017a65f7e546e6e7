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
    // A worker's files share their imports (zod, Dexie, the contracts, the server and PGlite's
    // compiled WASM for the sync tests), as the server's do: the project 42 s → 19 s here, CPU
    // 78 s → 33 s. Each file opens databases of its own (freshDb) and undoes what it stubs
    // (fake timers end in afterEach); four runs in shuffled file orders passed.
    isolate: false,
  },
});
