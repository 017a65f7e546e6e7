import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'sync-server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    pool: 'forks',
  },
});
