import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'sync-server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    pool: 'forks',
    setupFiles: ['test/setup.ts'],
    // One worker's files share their imports (the server's modules, PGlite's compiled WASM): a
    // file no longer spends 2 s importing them again (the routes' files: 3m52 → 1m59). Each file
    // opens its own databases and app; nothing a test changes lives in a module.
    isolate: false,
  },
});
