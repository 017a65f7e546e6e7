import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './index';

/**
 * Browser tests on Debian's Chromium (/usr/bin/chromium; never a downloaded browser), one at a
 * time: each test file gets its own real sync-server (support/fixtures.ts), and the machines
 * have two cores.
 */
export default defineConfig({
  testDir: 'tests',
  globalSetup: './support/global-setup.ts',
  workers: 1,
  retries: 0,
  reporter: [['list'], ['./support/slowest-files-reporter.ts']],
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    trace: 'retain-on-failure',
  },
});
