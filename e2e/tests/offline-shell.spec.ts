import { expectShellLoaded, goOffline, goOnline, waitForServiceWorker } from '../pages/app-page';
import { expect, test } from '../support/fixtures';

const DEEP_LINKS = ['/residents', '/apartments/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b/residents'];

test('the shell opens offline on every route, even with the server stopped', async ({
  page,
  context,
  server,
}) => {
  // The shell's own files must all come from the precache; only API calls may fail offline.
  const failedShellRequests: string[] = [];
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) return;
    const reason = request.failure()?.errorText ?? '';
    // An abort is this test navigating on while lazy chunks still load, not a missing file.
    if (reason === 'net::ERR_ABORTED') return;
    failedShellRequests.push(`${request.url()} ${reason}`);
  });

  await page.goto('/');
  await waitForServiceWorker(page);

  await goOffline(context);
  await page.reload();
  await expectShellLoaded(page);
  for (const path of DEEP_LINKS) {
    await page.goto(path);
    await expectShellLoaded(page);
  }

  // Chromium's offline mode has not always reached service workers: a dead server proves it.
  await server.stop();
  await page.reload();
  await expectShellLoaded(page);
  await goOnline(context);
  await page.goto(DEEP_LINKS[1] ?? '/');
  await expectShellLoaded(page);

  expect(failedShellRequests).toEqual([]);
});

test('the web manifest is linked and fetchable, with its icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await request.get(href ?? '');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as {
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'ChungCư — Quản lý chung cư',
    short_name: 'ChungCư',
    lang: 'vi',
    display: 'standalone',
    start_url: '/',
    scope: '/',
    theme_color: '#1E40AF',
    background_color: '#FFFFFF',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.ok()).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});
