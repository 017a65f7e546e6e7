import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './scripts/slow-first-sequencer.mjs';

export default defineConfig({
  test: {
    projects: ['contracts', 'sync-server', 'pwa'],
    // One migrated PGlite (and PostgreSQL) database per run; test databases start as copies.
    globalSetup: ['sync-server/test/global-setup.ts'],
    // Vitest's default leaves a core idle (2 cores: one file at a time), yet many files spend
    // their time waiting on PostgreSQL, child servers and sockets: one file per core.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: SlowFirstSequencer },
  },
});
