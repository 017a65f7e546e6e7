import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './scripts/slow-first-sequencer.mjs';

export default defineConfig({
  test: {
    // The inner loop's projects need no database (`npm run test:fast`); the others do.
    projects: [
      'contracts',
      'mutations',
      'sync-server/vitest.pure.config.ts',
      'pwa/vitest.config.ts',
      'sync-server/vitest.config.ts',
      'pwa/vitest.server.config.ts',
    ],
    // One migrated PGlite (and PostgreSQL) database per run; test databases start as copies.
    // Skipped when only projects that need none run.
    globalSetup: ['sync-server/test/global-setup.ts'],
    // Vitest's default leaves a core idle (2 cores: one file at a time), yet many files spend
    // their time waiting on PostgreSQL, child servers and sockets: one file per core.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: SlowFirstSequencer },
  },
});
