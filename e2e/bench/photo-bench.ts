/**
 * The photo figures of `npm run bench` on their own (`npm run bench:photos -w e2e`): a demo
 * server (its seeded units), one signed-in Chromium page; a 12 MP camera JPEG → its thumbnail,
 * and 30 photos taken offline → all uploaded after the network returns. Figures, not assertions.
 */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../index';
import { LoginPage } from '../pages/login-page';
import { preparePwaDist } from '../support/global-setup';
import { startSyncServer } from '../support/server';
import { measureCameraPhoto, measureOfflineUploads } from './photos';

async function main() {
  const teardown = await preparePwaDist(); // builds pwa/dist when stale and serves a snapshot of it
  const server = await startSyncServer({ pwaDist: process.env.E2E_PWA_DIST as string });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.open();
    await login.signIn();
    const camera = await measureCameraPhoto(page);
    console.log(
      `12 MP camera photo → thumbnail ${camera.median.toFixed(0)} ms on the device (median of 3, ${(camera.bytes / 1e6).toFixed(1)} MB JPEG)`,
    );
    const uploads = await measureOfflineUploads(page, context);
    console.log(
      `${uploads.photos} photos taken offline (${uploads.queued} uploads queued) → all uploaded ${uploads.seconds.toFixed(1)} s after the network returned`,
    );
  } finally {
    await browser.close();
    await server.dispose();
    teardown();
  }
}

await main();
