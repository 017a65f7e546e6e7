import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** How the open user menu's sheet moves in, and whether its button may ripple. */
async function menuMotion(page: Page) {
  await page.getByTestId('user-menu-button').click();
  const sheet = page.getByRole('menu').locator('xpath=..');
  await expect(sheet).toBeVisible();
  const transition = await sheet.evaluate((e) => getComputedStyle(e).transitionDuration);
  // The ripple's layer is in a button whenever it may ripple, pressed or not: nothing to catch.
  const ripples = await page
    .getByTestId('user-menu-button')
    .locator('.MuiTouchRipple-root')
    .count();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  return { moves: transition.split(',').some((d) => parseFloat(d) > 0), ripples };
}

/**
 * A device that asks for reduced motion (a setting people with vestibular disorders rely on) gets
 * menus, dialogs and folds that appear at once, and presses without a ripple; one that does not
 * keeps them.
 */
test('menus appear at once and presses leave no ripple where the device asks for reduced motion', async ({
  signedInPage: page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await menuMotion(page)).toEqual({ moves: false, ripples: 0 });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const moving = await menuMotion(page);
  expect(moving.moves).toBe(true);
  expect(moving.ripples).toBeGreaterThan(0);
});
