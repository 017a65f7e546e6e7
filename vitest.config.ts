import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['contracts', 'sync-server', 'pwa'],
  },
});
