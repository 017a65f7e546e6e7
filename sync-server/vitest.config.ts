import { defineProject } from 'vitest/config';
import { pureServerTests } from './vitest.pure.config.ts';

/** The server's tests on real databases (PGlite, and PostgreSQL with TEST_DATABASE_URL). */
export default defineProject({
  test: {
    name: 'sync-server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: pureServerTests,
    testTimeout: 30_000,
    hookTimeout: 90_000,
    pool: 'forks',
    // The memory-bound tests collect garbage before they measure (imports-bombs.test.ts).
    execArgv: ['--expose-gc'],
    setupFiles: ['test/setup.ts'],
    // One worker's files share their imports (the server's modules, PGlite's compiled WASM): a
    // file no longer spends 2 s importing them again (the routes' files: 3m52 → 1m59). Each file
    // opens its own databases and app; nothing a test changes lives in a module.
    isolate: false,
  },
});
