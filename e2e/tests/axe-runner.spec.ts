import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';

/**
 * The viewport walk passes only when axe finds nothing, so the runner must be able to find
 * something: a page with known faults, inside and outside a dialog, checked whole and scoped,
 * and checked again after the page changed (axe is injected once per document).
 */
test('the in-page axe runner finds known faults, keeps to its scope and sees later changes', async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="vi"><head><title>Thử</title></head><body>
    <main><h1>Trang</h1><button id="nameless"></button><img src="data:," id="no-alt"></main>
    <div role="dialog" aria-label="Hộp thoại"><input id="unlabelled"></div>
  </body></html>`);
  const ids = (found: { id: string }[]) => found.map((v) => v.id).sort();

  expect(ids(await axeViolations(page))).toEqual(['button-name', 'image-alt', 'label']);
  expect(ids(await axeViolations(page, '[role=dialog]'))).toEqual(['label']);

  await page.evaluate(() => {
    document.querySelector('#nameless')?.setAttribute('aria-label', 'Lưu');
    document.querySelector('#no-alt')?.setAttribute('alt', '');
  });
  expect(ids(await axeViolations(page))).toEqual(['label']);
});
