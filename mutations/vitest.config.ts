import { defineProject } from 'vitest/config';

/** The shared rules' own tests that need neither a device nor a server (fee arithmetic). */
export default defineProject({
  test: { name: 'mutations', include: ['src/**/*.test.ts'] },
});
