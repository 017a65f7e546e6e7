import { measureLayout } from '../support/layout-checks';
import { expect, test } from '../support/fixtures';

/**
 * The controls people tap on a phone and a tablet held upright reach 44 × 44 px, the ones the
 * viewport walk used to pass over too: a select's own box (the frame around it does not open
 * it), Autocomplete's 'Mở' arrow (Assign Residents), the filters of the requests list.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 800, height: 1280 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, hasTouch: true });

    for (const route of ['/assign-residents', '/inquiries', '/residents']) {
      test(`every target on ${route} is at least 44 px`, async ({ signedInPage: page }) => {
        await page.goto(route);
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page.getByRole('combobox').first()).toBeVisible();
        const { small } = await measureLayout(page);
        expect(small).toEqual([]);
      });
    }
  });
}
