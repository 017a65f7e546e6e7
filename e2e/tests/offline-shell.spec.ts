import { type Route } from '@playwright/test';
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

/**
 * A network that hangs (a basement's last bar of signal) must not hold the installed app behind
 * its loading screen: the device's last user opens it while the session check waits, and the
 * server's answer, when it comes, still applies (a closed session signs out).
 */
test('on a network that hangs, the installed app opens at once from the device; the late answer still applies', async ({
  signedInPage: page,
}) => {
  const held: Route[] = [];
  await page.route('**/api/auth/user', (route) => void held.push(route));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Xin chào, Minh!' })).toBeVisible();
  await expect(page.getByTestId('loading-screen')).toHaveCount(0);
  expect(held).toHaveLength(1);

  // The session ended meanwhile (signed out elsewhere): the check's late 401 signs out here too.
  await held[0]?.fulfill({ status: 401, json: { message: 'Unauthorized' } });
  await expect(page.getByTestId('login-form')).toBeVisible();
});

/**
 * Signing out on a connection that hangs: the person handing the tablet over is not kept
 * waiting; the device signs out alone, and the server session ends once the app finds the server.
 */
test('signing out on a network that hangs signs out the device; the server session ends later', async ({
  signedInPage: page,
}) => {
  await page.route('**/api/auth/user', () => {});
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout-button').click();
  await expect(page.getByTestId('login-form')).toBeVisible({ timeout: 20_000 });
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);

  await page.unroute('**/api/auth/user');
  await page.reload();
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect.poll(async () => (await page.request.get('/api/auth/user')).status()).toBe(401);
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
