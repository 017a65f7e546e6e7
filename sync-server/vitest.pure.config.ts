import { defineProject } from 'vitest/config';

/**
 * The server's tests that need no database and start no server: the inner loop's (`npm run
 * test:fast`). A test here that opened one would find no migrated template (the run's global
 * setup makes none when only these projects run) and fail at once.
 */
export const pureServerTests = [
  'src/http-server.test.ts',
  'src/demo/seed-meters.test.ts',
  'src/services/meter-export.test.ts',
  'src/sync/write-slots.test.ts',
];

export default defineProject({
  test: {
    name: 'sync-server-pure',
    include: pureServerTests,
    // The HTTP server's keep-alive test waits past Node's 5 s on purpose.
    testTimeout: 30_000,
    setupFiles: ['test/setup.ts'],
  },
});
