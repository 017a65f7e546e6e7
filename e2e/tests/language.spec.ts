import { type Page } from '@playwright/test';
import { goOffline, goOnline } from '../pages/app-page';
import { DEMO_ADMIN, DEMO_RESIDENT, LoginPage } from '../pages/login-page';
import { expect, test } from '../support/fixtures';

/** The main navigation's entry names, as a screen reader lists them. */
const navEntries = (page: Page) =>
  page.getByRole('navigation', { name: /Điều hướng chính|Main navigation/ }).getByRole('link');

async function chooseLanguage(page: Page, code: 'vi' | 'en') {
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId(`language-${code}`).click();
  await page.keyboard.press('Escape');
}

/**
 * Vietnamese by default; English is the user's choice from their menu, shown at once, kept for
 * their account across reloads (offline too) and sign-outs, and not imposed on the next account
 * signing in on the device.
 * The staff navigation is one menu in groups, the same on every screen.
 */
test('the language is chosen in the user menu, kept per account, and Vietnamese by default', async ({
  signedInPage: page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(navEntries(page).filter({ hasText: 'Tổng quan' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Vận hành' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cài đặt' })).toBeVisible();
  const vietnamese = await navEntries(page).allInnerTexts();

  // The same menu on every screen.
  for (const path of ['/inquiries', '/residents', '/apartments']) {
    await page.goto(path);
    await expect(navEntries(page)).toHaveText(vietnamese);
  }

  await chooseLanguage(page, 'en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The specification's own wording in English.
  for (const name of ['Dashboard', 'Apartments', 'Residents', 'Assign Residents', 'Inquiry']) {
    await expect(navEntries(page).filter({ hasText: new RegExp(`^${name}$`) })).toBeVisible();
  }
  await expect(page.getByRole('list', { name: 'Operations' })).toBeVisible();

  // Kept for the account: after a reload, and offline.
  await goOffline(page.context());
  await page.reload();
  await expect(navEntries(page).filter({ hasText: /^Dashboard$/ })).toBeVisible({
    timeout: 30_000,
  });
  await goOnline(page.context());

  // Signed out, the device keeps the last choice; the next account speaks its own language.
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout-button').click();
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await new LoginPage(page).signIn(DEMO_RESIDENT);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(navEntries(page).filter({ hasText: 'Yêu cầu của tôi' })).toBeVisible();
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout-button').click();
  await new LoginPage(page).signIn(DEMO_ADMIN);
  await expect(navEntries(page).filter({ hasText: /^Dashboard$/ })).toBeVisible();

  await chooseLanguage(page, 'vi');
  await expect(navEntries(page)).toHaveText(vietnamese);
});
