import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['contracts', 'sync-server', 'pwa'],
    // One migrated PGlite (and PostgreSQL) database per run; test databases start as copies.
    globalSetup: ['sync-server/test/global-setup.ts'],
  },
});
