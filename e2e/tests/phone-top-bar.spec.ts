import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** Whether an element's text (or its `part`'s) is cut (an ellipsis): wider than its box. */
const isCut = (locator: Locator, part: string | null = null) =>
  locator.evaluate((el, selector) => {
    const text = (selector && el.querySelector(selector)) || el;
    return text.scrollWidth > text.clientWidth + 1;
  }, part);

test.use({ viewport: { width: 390, height: 844 } });

/**
 * A phone's top bar shows the complex worked in and the sync state whole ('Tất cả', not 'Tất…';
 * the icon and counts, not 'Trực tu…'), online and offline, with changes waiting too.
 */
test('a phone’s top bar cuts neither the complex nor the sync state', async ({
  signedInPage: page,
}) => {
  const complex = page.getByTestId('complex-current');
  const sync = page.getByTestId('sync-indicator');
  await expect(complex).toHaveText('Tất cả');
  await expect(sync).toBeVisible();
  expect(await isCut(complex)).toBe(false);
  expect(await isCut(sync, '.MuiChip-label')).toBe(false);
  await expect(sync).toHaveAttribute('aria-label', /Trực tuyến/);

  await page.context().setOffline(true);
  await expect(sync).toHaveAttribute('data-online', 'false');
  await expect(sync).toHaveAttribute('aria-label', /Ngoại tuyến/);
  expect(await isCut(complex)).toBe(false);
  expect(await isCut(sync, '.MuiChip-label')).toBe(false);
  await page.context().setOffline(false);
});
