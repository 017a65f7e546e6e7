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
    // Chromium (new headless) loads the address bar's suggestion popup, a WebUI page in a renderer
    // of its own, for every window: about 0.5 s of CPU for each page a test opens, for a popup no
    // test ever sees.
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
  ],
};
