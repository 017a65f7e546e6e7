import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { type SyncServer, startSyncServer } from '../support/server';
import { type LoginRouteScripts, measureLoginRoute } from './login-route';

/** One build of the PWA on a device of its own: its server (own copy of the data), its page. */
export interface Device {
  name: 'baseline' | 'current';
  pwaDist: string;
  server: SyncServer;
  context: BrowserContext;
  page: Page;
  login: LoginPage;
  /** The scripts the login route loaded, and those its idle preload then loaded. */
  loginScripts: LoginRouteScripts;
  /** The same with an English browser (the login screen then loads its English texts too). */
  loginScriptsEnglish: LoginRouteScripts;
}

/** A copy of the prepared data folder, so each build's server starts on the same rows. */
export function copyOfData(dataDir: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'chungcu-bench-'));
  cpSync(dataDir, copy, {
    recursive: true,
    filter: (path) => !path.endsWith('chungcu-server.lock'),
  });
  return copy;
}

export async function openDevice(
  browser: Browser,
  name: Device['name'],
  pwaDist: string,
  dataDir: string,
): Promise<Device> {
  const server = await startSyncServer({ dataDir, pwaDist });
  const loginScriptsEnglish = await measureEnglishLogin(browser, server.baseURL, pwaDist);
  // The app's CSP rightly refuses injected scripts; the bench injects Dexie for its baseline. A
  // Vietnamese browser, as the product's users have.
  const context = await browser.newContext({
    baseURL: server.baseURL,
    bypassCSP: true,
    locale: 'vi-VN',
  });
  const page = await context.newPage();
  const login = new LoginPage(page);
  console.log(`signing in on an empty device (${name} build)…`);
  await login.open();
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  const loginScripts = await measureLoginRoute(page, pwaDist);
  return {
    name,
    pwaDist,
    server,
    context,
    page,
    login,
    loginScripts,
    loginScriptsEnglish,
  };
}

/**
 * The login route of an English browser, on a device of its own (the login screen follows the
 * browser's language): the route also loads the English of the catalogues it holds.
 */
async function measureEnglishLogin(
  browser: Browser,
  baseURL: string,
  pwaDist: string,
): Promise<LoginRouteScripts> {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  try {
    const page = await context.newPage();
    await new LoginPage(page).open();
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    return await measureLoginRoute(page, pwaDist);
  } finally {
    await context.close();
  }
}
