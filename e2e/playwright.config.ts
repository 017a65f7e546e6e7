import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { testLaunchOptions } from './index';

/** The viewport walk: queued before everything else (see `projects`). */
const WALKS = ['**/viewports.spec.ts'];
/**
 * The longest files, and the files with the longest single tests (35–55 s each in a clean-clone
 * run), queued after the walk and before the rest, so the run ends on short files and both
 * workers finish together. Left among the rest, walk-through and large-first-sync (51 s and 42 s)
 * were the run's last two tests, one worker idle meanwhile.
 */
const LONG_FLOWS = [
  '**/accounts.spec.ts',
  '**/residents-offline.spec.ts',
  '**/workflow-templates.spec.ts',
  '**/unit-photo-everywhere.spec.ts',
  '**/qr-labels.spec.ts',
  '**/photo-durability.spec.ts',
  '**/residents-columns.spec.ts',
  '**/meter-round-offline.spec.ts',
  '**/announcements.spec.ts',
  '**/walk-through.spec.ts',
  '**/large-first-sync.spec.ts',
  '**/inspection-offline.spec.ts',
  '**/resident-request-phone.spec.ts',
  '**/live-screens.spec.ts',
];

/**
 * Browser tests on Debian's Chromium (/usr/bin/chromium; never a downloaded browser). Test files
 * may run side by side (E2E_WORKERS): each gets its own real sync-server on a free port with a
 * data folder of its own (support/fixtures.ts), so they share nothing.
 */
export default defineConfig({
  testDir: 'tests',
  globalSetup: './support/global-setup.ts',
  // One file per core (E2E_WORKERS overrides). One file uses under one core: its browser waits
  // on its server and the server on PGlite, in turn (50 s of CPU in a 54 s run of two files).
  // The whole suite here: 37 min with one worker, 19.5 with two; both cores are then busy, and a
  // third worker gained nothing (9.7 min against 9.9).
  workers: Number(process.env.E2E_WORKERS) || availableParallelism(),
  retries: 0,
  reporter: [['list'], ['./support/slowest-files-reporter.ts']],
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  // Two files side by side on two cores (and others' work on shared machines) slow a screen's
  // answer: a check waits up to 20 s before it fails. Only a failing check waits that long.
  expect: { timeout: 20_000 },
  use: {
    browserName: 'chromium',
    launchOptions: testLaunchOptions,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    // Here a failed test keeps its trace: actions, DOM snapshots, network and console. Without
    // the screencast, whose frames cost a sixth of a run's CPU (two files: 52.6 s of CPU with
    // it, 43.4 s without, 39.4 s with no trace at all). CI records none: it keeps only its log,
    // where a failure prints its error, call log and source lines, so a trace there would be
    // written for no one. Run the failing file here to get one.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
  },
  // The viewport walk first: its four tests take minutes each, and queued last (by file name)
  // they left one core idle at the end while the other finished them. Projects are queued in
  // this order: then the longest flows, then the rest, shortest last.
  //
  // The flows run as a person who asked for reduced motion (the app then opens dialogs, menus and
  // folds at once, without ripples: pwa/src/app/theme.ts `stillMotion`): what they check happens
  // the same either way, and four files took 7 % less CPU and 10 % less time so (130 s against
  // 140 s). The walk keeps the motion everyone else sees: it reads every screen and dialog as it
  // looks once its animations have ended, contrast included.
  projects: [
    { name: 'walks', testMatch: WALKS, use: { reducedMotion: 'no-preference' } },
    { name: 'long-flows', testMatch: LONG_FLOWS, use: { reducedMotion: 'reduce' } },
    { name: 'flows', testIgnore: [...WALKS, ...LONG_FLOWS], use: { reducedMotion: 'reduce' } },
  ],
});
