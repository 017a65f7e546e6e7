import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './index';

/**
 * Browser tests on Debian's Chromium (/usr/bin/chromium; never a downloaded browser). Test files
 * may run side by side (E2E_WORKERS): each gets its own real sync-server on a free port with a
 * data folder of its own (support/fixtures.ts), so they share nothing.
 */
export default defineConfig({
  testDir: 'tests',
  globalSetup: './support/global-setup.ts',
  // One file at a time unless E2E_WORKERS says more: several live-update tests assert that a
  // change reaches another device within a second, which two files' browsers and servers on a
  // two-core machine can miss. `E2E_WORKERS=2 npm run test:e2e` halves the time on a quiet one.
  workers: Number(process.env.E2E_WORKERS) || 1,
  retries: 0,
  reporter: [['list'], ['./support/slowest-files-reporter.ts']],
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  // Two files side by side on two cores (and others' work on shared machines) slow a screen's
  // answer: a check waits up to 10 s instead of 5 before it fails.
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    trace: 'retain-on-failure',
  },
});
