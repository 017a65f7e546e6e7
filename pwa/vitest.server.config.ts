import { defineProject } from 'vitest/config';
import { deviceOnlyTests } from './vitest.config.ts';

/**
 * The sync engine against a real sync-server on PGlite (started in process): devices pushing,
 * pulling, resyncing and converging. Hence the generous timeouts.
 */
export default defineProject({
  test: {
    name: 'pwa-server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    exclude: deviceOnlyTests,
    setupFiles: ['fake-indexeddb/auto'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    pool: 'forks',
    // A worker's files share their imports (the server and PGlite's compiled WASM): each file
    // opens databases of its own.
    isolate: false,
  },
});
