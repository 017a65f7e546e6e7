import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'pwa',
    environment: 'node',
    setupFiles: ['fake-indexeddb/auto'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
