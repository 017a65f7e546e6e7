/**
 * Features Playwright 1.65 turns off itself (chromiumSwitches.ts: no address-bar Lens, no
 * preconnects or hint downloads to Google at start, no paint holding, …). Chromium keeps only the
 * last `--disable-features` it is given, so a list of ours must repeat Playwright's.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/**
 * Chromium (new headless) loads the address bar's suggestion popup, a WebUI page in a renderer of
 * its own, for every window: about 0.5 s of CPU for each page a test opens, for a popup no test
 * ever sees.
 */
const OMNIBOX_POPUP_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

/** Shared e2e settings: Debian's Chromium with the flags this machine needs. */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
  ],
};

/**
 * The browser tests' launch options: the shared ones, plus two that only save the tests' CPU
 * (the benches leave them out, to measure what a user's Chrome does): the compositor in the
 * browser process instead of a GPU process of its own (there is no GPU: --disable-gpu), and the
 * pages' JavaScript optimised by Maglev at most, without TurboFan's background compiles, which
 * rarely pay for a test's short pages. Two files' five tests here: 196–205 s of the machine's CPU
 * with neither, 180–183 s with the first, 168 s with both; a viewport walk 264 → 254 s (its axe
 * checks lose nothing). `E2E_EXTRA_ARGS` adds flags to try.
 */
export const testLaunchOptions = {
  ...chromiumLaunchOptions,
  args: [
    ...chromiumLaunchOptions.args,
    '--in-process-gpu',
    '--js-flags=--max-opt=2',
    ...(process.env.E2E_EXTRA_ARGS ? process.env.E2E_EXTRA_ARGS.split(' ') : []),
  ],
  // Under libfaketime (`faketime`; e2e/README.md, "A run on another day") Chromium keeps the real
  // clock: its renderers stall on a faked one. Its pages get the faked date from `context.clock`.
  ...(process.env.FAKETIME ? { env: { ...process.env, LD_PRELOAD: '', FAKETIME: '' } } : {}),
};
