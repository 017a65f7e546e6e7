/**
 * Client benchmarks in Debian's Chromium (`npm run bench`): figures, not assertions.
 *  1. initial sync of 10,000 residents, 2,000 apartments and 20,000 inquiries into the mirror,
 *     against a bare Dexie bulkPut of the same rows in the same page;
 *  2. Save → row visible in the residents list (p95), with those 10,000 residents loaded;
 *  3. search keystroke → rows rendered (p95) at 10,000 residents;
 *  4. the dashboard and the inquiry list at 20,000 inquiries: home → painted, the first time
 *     and again, and the list's search keystroke (p95);
 *  5. gzip size of the JavaScript the login route loads (before its idle preload of the app), with
 *     a Vietnamese browser and with an English one;
 *  6. the meter reading round: the next-meter step, alone and after a save (p50 / p95);
 *  7. opening a unit page (the scanner's and the cards' navigation) at 2,000 units and 20,000
 *     requests: the first open after a load, then p50 / p95 over other units;
 *  8. the billing screen with a month of drafts for every unit (2,048): home → notices painted,
 *     and how many notice rows it holds at once;
 *  9. photos: a 12 MP camera JPEG → its thumbnail shown, and 30 photos taken offline → all
 *     uploaded after the network returns.
 *
 * Back to back: `BENCH_BASELINE=<git ref>` also builds that ref's PWA (baseline-build.ts) and
 * measures it beside the current build in the same run, each on a server of its own holding the
 * same data, one after the other figure by figure; each figure is then printed as
 * `current (baseline, ratio) target: met/NOT met`. The machine is shared and loaded: only the
 * ratio of two builds measured in the same run says whether a change helped.
 */
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../index';
import { preparePwaDist } from '../support/global-setup';
import { LARGE_COMPLEX as SIZE, prepareLargeComplex } from '../support/large-complex';
import { buildBaselinePwa } from './baseline-build';
import { type Device, copyOfData, openDevice } from './devices';
import { atLeast, atMost, figureLine } from './figures';
import { LOGIN_ROUTE_TARGET_KB } from './login-route';
import { measureInitialSync } from './initial-sync';
import { measureInquiriesScreen } from './inquiries-screen';
import { measureRoundSteps } from './meter-round';
import { measureOpens } from './open-probe';
import { measureBillingScreen } from './billing-screen';
import { measureCameraPhoto, measureOfflineUploads } from './photos';
import { measureResidentsScreen } from './residents-screen';
import { percentile } from './stats';
import { measureUnitPageOpens } from './unit-page';
import { within } from './waits';

/**
 * Which figures to measure: `BENCH_ONLY=login,sync,residents` (the figures with client targets,
 * about two minutes) runs just those; unset, all. The initial sync always runs: it signs in and
 * fills the mirror every later figure reads. Names: login, sync, residents, dashboard, inquiries,
 * round, unit, billing, photos.
 */
const FIGURES = [
  'login',
  'sync',
  'residents',
  'dashboard',
  'inquiries',
  'round',
  'unit',
  'billing',
  'photos',
] as const;
const only = process.env.BENCH_ONLY?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = only?.filter((name) => !(FIGURES as readonly string[]).includes(name)) ?? [];
if (unknown.length > 0)
  throw new Error(
    `BENCH_ONLY: unknown figure ${unknown.join(', ')} (known: ${FIGURES.join(', ')})`,
  );
/** No figure takes longer on this 2-core machine; one that does has stalled. */
const FIGURE_LIMIT_MS = 5 * 60_000;
const wanted = (figure: (typeof FIGURES)[number]) => !only || only.includes(figure);
const dexieUmd = fileURLToPath(new URL('../../node_modules/dexie/dist/dexie.js', import.meta.url));

async function prepareData(): Promise<{ dataDir: string; maxVersion: number }> {
  const started = Date.now();
  const prepared = await prepareLargeComplex('chungcu-bench-');
  console.log(
    `prepared ${prepared.maxVersion.toLocaleString('en')} versions in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return prepared;
}

async function main() {
  console.log('ChungCư client bench (Chromium) — preparing 32,000 rows…');
  const benchStart = Date.now();
  // BENCH_PWA_DIST serves a given build instead; otherwise pwa/dist is built when stale and a
  // snapshot of it served.
  const given = process.env.BENCH_PWA_DIST;
  if (given) process.env.E2E_PWA_DIST = given;
  const teardown = given ? () => {} : await preparePwaDist();
  const currentDist = process.env.E2E_PWA_DIST as string;
  const baselineRef = process.env.BENCH_BASELINE;
  const baseline = baselineRef ? buildBaselinePwa(baselineRef) : null;
  if (baseline) console.log(`baseline: ${baselineRef} = ${baseline.commit.slice(0, 12)}`);
  const { dataDir, maxVersion } = await prepareData();
  const browser = await chromium.launch(chromiumLaunchOptions);
  const devices: Device[] = [];
  const lines: string[] = [];
  // Each figure is printed as it is measured (a later stall never hides it) and again together.
  const report = (...figures: string[]) => {
    for (const figure of figures) console.log(figure);
    lines.push(...figures);
  };
  try {
    // The baseline first, every time: the order is the same for every figure.
    if (baseline)
      devices.push(await openDevice(browser, 'baseline', baseline.dist, copyOfData(dataDir)));
    devices.push(await openDevice(browser, 'current', currentDist, dataDir));
    const current = devices.at(-1) as Device;
    const base = baseline ? devices[0] : undefined;
    /** Measures one figure on each device, baseline first; the current one's and the baseline's. */
    const onEach = async <T>(what: string, measure: (device: Device) => Promise<T>) => {
      const results = new Map<Device['name'], T>();
      for (const device of devices) {
        console.log(`${what} (${device.name} build)…`);
        results.set(device.name, await within(what, FIGURE_LIMIT_MS, () => measure(device)));
      }
      return { now: results.get('current') as T, before: results.get('baseline') };
    };

    if (wanted('login')) {
      // Both languages: a Vietnamese browser, and an English one (the login screen follows it).
      for (const [language, scriptsOf] of [
        ['Vietnamese', (device: Device) => device.loginScripts],
        ['English', (device: Device) => device.loginScriptsEnglish],
      ] as const) {
        const kb = (device: Device | undefined) =>
          device ? scriptsOf(device).routeBytes / 1024 : undefined;
        const { preloadedBytes, preloadedFiles, routeFiles } = scriptsOf(current);
        report(
          figureLine(
            `login route JS, ${language} (${routeFiles} files)`,
            kb(current) as number,
            kb(base),
            atMost(LOGIN_ROUTE_TARGET_KB),
            { unit: ' KB gzip' },
          ),
          `  then preloaded while idle: ${(preloadedBytes / 1024).toFixed(1)} KB gzip in ${preloadedFiles} files (the signed-in app and the demo list, for reference)`,
        );
      }
    }

    const sync = await onEach('initial sync', (device) =>
      measureInitialSync(device.page, device.login, maxVersion, dexieUmd),
    );
    if (wanted('sync')) {
      const speed = (s: { bulkPutMs: number; syncMs: number }) => s.bulkPutMs / s.syncMs;
      report(
        `initial sync of ${sync.now.rows} rows: ${sync.now.syncMs.toFixed(0)} ms (${(sync.now.rows / (sync.now.syncMs / 1000)).toFixed(0)} rows/s); bare bulkPut in the same page ${sync.now.bulkPutMs.toFixed(0)} ms; fetching the pages alone ${sync.now.fetchMs.toFixed(0)} ms`,
        ...(sync.before
          ? [
              `  baseline build: sync ${sync.before.syncMs.toFixed(0)} ms, bulkPut ${sync.before.bulkPutMs.toFixed(0)} ms, fetching ${sync.before.fetchMs.toFixed(0)} ms`,
            ]
          : []),
        `  a save's wait for the mirror while it ran (${sync.now.saveWaits.length} probes): p50 ${percentile(sync.now.saveWaits, 0.5).toFixed(1)} ms, p95 ${percentile(sync.now.saveWaits, 0.95).toFixed(1)} ms, max ${Math.max(...sync.now.saveWaits).toFixed(0)} ms${sync.before ? `; baseline build p50 ${percentile(sync.before.saveWaits, 0.5).toFixed(1)} ms, p95 ${percentile(sync.before.saveWaits, 0.95).toFixed(1)} ms, max ${Math.max(...sync.before.saveWaits).toFixed(0)} ms` : ''}`,
        figureLine(
          'sync speed / bulkPut speed',
          speed(sync.now),
          sync.before && speed(sync.before),
          atLeast(0.8),
          { unit: '', digits: 2 },
        ),
      );
    }

    if (wanted('residents'))
      await measured(report, 'residents screen: saves and keystrokes', async () => {
        const { now, before } = await onEach('residents screen', (d) =>
          measureResidentsScreen(d.page),
        );
        return [
          `Save → row visible, ${now.saves} saves; search, ${now.keystrokes} keystrokes at ${SIZE.residents} residents:`,
          figureLine('  Save → row visible p50', now.saveMedian, before?.saveMedian, atMost(16)),
          figureLine('  Save → row visible p95', now.saveP95, before?.saveP95, atMost(33)),
          figureLine('  search keystroke → rows p50', now.searchMedian, before?.searchMedian, null),
          figureLine('  search keystroke → rows p95', now.searchP95, before?.searchP95, atMost(33)),
        ].join('\n');
      });
    if (wanted('dashboard'))
      await measured(report, 'dashboard opens', async () => {
        const { now, before } = await onEach('dashboard opens', (d) =>
          measureOpens(d.page, '/dashboard', '[data-testid="stat-detail"]'),
        );
        return [
          figureLine('home → dashboard, first time', now.first, before?.first, null, { digits: 0 }),
          figureLine('home → dashboard, after (p50)', now.warmMedian, before?.warmMedian, null),
        ].join('\n');
      });
    if (wanted('inquiries'))
      await measured(report, 'inquiry list', async () => {
        const { now, before } = await onEach('inquiry list', (d) => measureInquiriesScreen(d.page));
        return [
          `inquiry list at ${SIZE.inquiries} inquiries, ${now.keystrokes} keystrokes:`,
          figureLine('  home → list, first time', now.openFirst, before?.openFirst, null),
          figureLine(
            '  home → list, after (p50)',
            now.openWarmMedian,
            before?.openWarmMedian,
            null,
          ),
          figureLine('  search keystroke p95', now.searchP95, before?.searchP95, atMost(50)),
        ].join('\n');
      });

    if (wanted('round'))
      await measured(report, 'reading round step', async () => {
        const { now, before } = await onEach('reading round', (d) => measureRoundSteps(d.page));
        return [
          `reading round, ${now.steps} steps and ${now.saves} saves:`,
          figureLine('  next meter p50', now.p50, before?.p50, atMost(16.7)),
          figureLine('  next meter p95', now.p95, before?.p95, null),
          figureLine('  save → next meter p50', now.saveP50, before?.saveP50, atMost(16.7)),
          figureLine('  save → next meter p95', now.saveP95, before?.saveP95, atMost(33)),
        ].join('\n');
      });
    if (wanted('unit'))
      await measured(report, 'unit page open', async () => {
        const { now, before } = await onEach('unit page open', (d) => measureUnitPageOpens(d.page));
        return [
          `open a unit page at ${SIZE.apartments} units and ${SIZE.inquiries} requests, ${now.warm} other units ${now.pauseMs ? `${now.pauseMs} ms apart` : 'back to back'}:`,
          figureLine('  first open after a load', now.first, before?.first, null, { digits: 0 }),
          figureLine('  then p50', now.warmP50, before?.warmP50, null),
          figureLine('  then p95', now.warmP95, before?.warmP95, atMost(50)),
        ].join('\n');
      });

    if (wanted('billing'))
      await measured(report, 'billing screen', async () => {
        const { now, before } = await onEach('billing screen', (d) => measureBillingScreen(d.page));
        return [
          `billing screen, a month of ${now.units} units' drafts (${now.rendered} notice rows on screen${before ? `, ${before.rendered} before` : ''}):`,
          figureLine('  home → notices, first time', now.first, before?.first, null, { digits: 0 }),
          figureLine('  home → notices, after (p50)', now.warmMedian, before?.warmMedian, null),
        ].join('\n');
      });

    // The photo figures come last, on the current build alone: one that cannot be measured is
    // said so, and never costs the figures above.
    if (wanted('photos')) {
      await measured(report, 'camera photo → thumbnail', async () => {
        const camera = await measureCameraPhoto(current.page);
        return `12 MP camera photo → thumbnail ${camera.median.toFixed(0)} ms on the device (median of 3, ${(camera.bytes / 1e6).toFixed(1)} MB JPEG)`;
      });
      await measured(
        report,
        'offline photos → uploaded',
        async () => {
          const uploads = await measureOfflineUploads(current.page, current.context);
          return `${uploads.photos} photos taken offline (${uploads.queued} uploads queued) → all uploaded ${uploads.seconds.toFixed(1)} s after the network returned`;
        },
        12 * 60_000,
      ); // its own upload wait gives up at 10 minutes
    }
  } catch (error) {
    console.log(['', 'Measured before the failure:', ...lines, ''].join('\n'));
    throw error;
  } finally {
    await browser.close();
    for (const device of devices) await device.server.dispose();
    teardown();
  }
  console.log(['', 'ChungCư client bench:', ...lines, ''].join('\n'));
  console.log(`client bench done in ${((Date.now() - benchStart) / 1000).toFixed(0)} s`);
}

/**
 * Reports a figure's lines, or a line saying why it was not measured: within `limitMs`, so one
 * stalled figure ends with its name and never costs the figures after it.
 */
async function measured(
  report: (...lines: string[]) => void,
  what: string,
  measure: () => Promise<string>,
  limitMs = 2 * FIGURE_LIMIT_MS, // one limit per build measured
) {
  console.log(`${what}…`);
  try {
    report(...(await within(what, limitMs, measure)).split('\n'));
  } catch (error) {
    report(
      `${what}: not measured (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
    );
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
