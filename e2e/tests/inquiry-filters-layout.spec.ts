import { InquiriesPage } from '../pages/inquiries-page';
import { expect, test } from '../support/fixtures';

interface Box {
  name: string;
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * The requests list's filter card at the widths staff use it on: where its fields wrap onto a
 * second row, no field's floating label sits under a field or button of the row above.
 */
for (const size of [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
]) {
  test(`the request filters' labels clear the row above at ${size.width}×${size.height}`, async ({
    signedInPage: page,
  }) => {
    await page.setViewportSize(size);
    const inquiries = new InquiriesPage(page);
    await inquiries.open();
    const card = page
      .getByRole('combobox', { name: 'Trạng thái' })
      .locator('xpath=ancestor::*[contains(@class,"MuiCard-root")][1]');
    await expect(card).toBeVisible();
    const { labels, controls } = await card.evaluate((root) => {
      const box = (el: Element, name: string) => {
        const r = el.getBoundingClientRect();
        return { name, top: r.top, bottom: r.bottom, left: r.left, right: r.right };
      };
      const nameOf = (el: Element) => (el.textContent ?? '').trim();
      // A field's floating label (a <label>, or a <div> for a select), named by its text.
      const labelOf = (el: Element) =>
        el.closest('.MuiFormControl-root')?.querySelector('.MuiFormLabel-root') ?? null;
      return {
        labels: Array.from(root.querySelectorAll('.MuiFormLabel-root')).map((label) => ({
          ...box(label, nameOf(label)),
          field: nameOf(label),
        })),
        controls: [
          ...Array.from(root.querySelectorAll('.MuiInputBase-root')).map((el) =>
            box(el, nameOf(labelOf(el) ?? el)),
          ),
          ...Array.from(root.querySelectorAll('button')).map((el) => box(el, nameOf(el))),
        ],
      };
    });
    const overlaps = (a: Box, b: Box) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    // The fields wrap here: some label belongs to a field below the first row.
    const firstRowBottom = Math.min(...controls.map((c) => c.bottom));
    expect(labels.some((label) => label.bottom > firstRowBottom)).toBe(true);
    const clashes = labels.flatMap((label) =>
      controls
        .filter((control) => control.name !== label.field && overlaps(label, control))
        .map((control) => `'${label.name}' under '${control.name}'`),
    );
    expect(clashes).toEqual([]);
  });
}

/**
 * On a phone the same card keeps the list in sight: its selects fold behind one "Bộ lọc" button,
 * which counts the filters set once they narrow the list; "Bỏ lọc" clears them all.
 */
test('on a phone the request filters fold behind one button that counts them', async ({
  signedInPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const inquiries = new InquiriesPage(page);
  await inquiries.open();
  const toggle = page.getByTestId('filter-panel-toggle');
  await expect(toggle).toHaveText('Bộ lọc');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('searchbox')).toBeVisible();
  await expect(inquiries.rows().first()).toBeInViewport();
  // Its two buttons share one row above the filters.
  const [create, exporting] = await Promise.all([
    page.getByRole('button', { name: 'Tạo yêu cầu', exact: true }).boundingBox(),
    page.getByRole('button', { name: 'Xuất Excel' }).boundingBox(),
  ]);
  expect(create?.y).toBe(exporting?.y);

  await inquiries.choose('Hạn xử lý', 'Quá hạn');
  await expect(toggle).toHaveText('Bộ lọc (1)');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('combobox', { name: 'Hạn xử lý' })).toHaveText('Quá hạn');
  const shown = await inquiries.deadlines();
  expect(shown.length).toBeGreaterThan(0);
  for (const text of shown) expect(text).toMatch(/^(Tạm dừng · )?Quá hạn \d+ (ngày|giờ|phút)$/);

  // Folded again, the count still says the list is narrowed.
  await toggle.click();
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await expect(toggle).toHaveText('Bộ lọc (1)');
  expect(await inquiries.deadlines()).toEqual(shown);

  // "Bỏ lọc" sets every filter back to "Tất cả" at once, and goes while none is set.
  await inquiries.choose('Mức độ ưu tiên', 'Cao');
  await expect(toggle).toHaveText('Bộ lọc (2)');
  await page.getByRole('button', { name: 'Bỏ lọc' }).click();
  await expect(toggle).toHaveText('Bộ lọc');
  for (const filter of ['Trạng thái', 'Loại yêu cầu', 'Mức độ ưu tiên', 'Hạn xử lý']) {
    await expect(page.getByRole('combobox', { name: filter })).toHaveText('Tất cả');
  }
  await expect(page.getByRole('button', { name: 'Bỏ lọc' })).toHaveCount(0);
  // The button went: the focus is on the first filter it reset, not lost to the page.
  await expect(page.getByRole('combobox', { name: 'Trạng thái' })).toBeFocused();

  // On a wide screen too, where the filters stand in the list's row.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(toggle).toHaveCount(0);
  await inquiries.choose('Mức độ ưu tiên', 'Cao');
  await page.getByRole('button', { name: 'Bỏ lọc' }).click();
  await expect(page.getByRole('combobox', { name: 'Mức độ ưu tiên' })).toHaveText('Tất cả');
  await expect(page.getByRole('combobox', { name: 'Trạng thái' })).toBeFocused();
});
