import { InquiriesPage } from '../pages/inquiries-page';
import { DEMO_ADMIN, DEMO_RESIDENT, signIn } from '../pages/login-page';
import { expect, test } from '../support/fixtures';

test.use({ account: DEMO_RESIDENT, viewport: { width: 390, height: 844 } });

/**
 * A resident on a phone reports a broken corridor light as 'Điện': a tile among plain categories,
 * no workflow template in sight; the request is made from the template the office maps 'Điện'
 * to, and their list opens on their requests, the new one shown as 'Điện' (not the request
 * category), without the office's export and filters. Its message stands above the bottom bar,
 * whose labels keep to one line.
 */
test('a resident on a phone picks "Điện" from large tiles; the request follows the template the office maps it to; their list and its detail show it as "Điện" (to the office beside the request category) and the list has no staff filters', async ({
  signedInPage: page,
  request,
  browser,
  baseURL,
}) => {
  // The office's side is read with a staff session of its own; the browser is the resident's.
  expect((await request.post('/api/auth/login', { data: DEMO_ADMIN })).ok()).toBe(true);
  const templates = (await (await request.get('/api/workflow-templates')).json()) as {
    id: string;
    templateName: string;
    residentCategories: string[];
  }[];
  const mapped = templates.find((t) => t.residentCategories.includes('electricity'));
  expect(mapped?.templateName).toBe('Sửa chữa điện và thiết bị chung');

  const requests = new InquiriesPage(page);
  await page.goto('/inquiries');
  await expect(page.getByRole('heading', { name: 'Yêu cầu của tôi', level: 1 })).toBeVisible();
  // None of the office's tools: no export, no filter selects, no search, no columns.
  await expect(page.getByRole('button', { name: 'Xuất Excel' })).toHaveCount(0);
  for (const filter of ['Trạng thái', 'Loại yêu cầu', 'Mức độ ưu tiên', 'Hạn xử lý', 'Sắp xếp']) {
    await expect(page.getByRole('combobox', { name: filter })).toHaveCount(0);
  }
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await expect(page.getByRole('columnheader')).toHaveCount(0);
  const filters = page.getByRole('group', { name: 'Lọc yêu cầu' }).getByRole('button');
  await expect(filters).toHaveText(['Tất cả', 'Đang xử lý', 'Đã xong']);

  // The first step offers what residents report, as tiles a thumb can hit, all on the screen.
  await page.getByRole('button', { name: 'Tạo yêu cầu', exact: true }).click();
  await expect(page.getByRole('dialog').getByTestId('template-card')).toHaveCount(0);
  const tiles = page.getByRole('dialog').getByTestId('resident-category');
  await expect(tiles).toHaveText([
    'Điện',
    'Nước',
    'Thang máy',
    'Vệ sinh',
    'An ninh',
    'Tiếng ồn',
    'Gửi xe',
    'Khu vực chung',
    'Khác',
  ]);
  for (const tile of await tiles.all()) {
    const box = await tile.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  }
  await page.keyboard.press('Escape');

  const title = `Đèn hành lang tầng 5 không sáng ${Date.now() % 100_000}`;
  await requests.report('Điện', { title, content: 'Đèn trước thang máy tắt từ tối qua.' });

  // Its message stands above the phone's bottom bar, not over it, and each of the bar's
  // labels keeps to one line ("Hóa đơn" for "Phí & hóa đơn", its accessible name).
  const toast = page.getByTestId('toast');
  await toast.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)),
  );
  const bar = page.getByRole('navigation', { name: 'Điều hướng nhanh' });
  const [toastBox, barBox] = await Promise.all([toast.boundingBox(), bar.boundingBox()]);
  expect((toastBox?.y ?? 0) + (toastBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
  await expect(bar.getByRole('link', { name: 'Phí & hóa đơn' })).toHaveText('Hóa đơn');
  const labelLines = await bar.getByRole('link').evaluateAll((links) =>
    links.map((link) => {
      const label = link.lastElementChild as HTMLElement;
      return Math.round(label.offsetHeight / parseFloat(getComputedStyle(label).lineHeight));
    }),
  );
  expect(labelLines).toEqual([1, 1, 1, 1, 1]);

  // Made from the office's template for 'Điện', of its category, and keeps what was reported.
  type Row = {
    inquiries: {
      id: string;
      title: string;
      templateId: string | null;
      category: string;
      residentCategory: string | null;
    };
  };
  const rows = (await (await request.get('/api/inquiries-with-details')).json()) as Row[];
  const made = rows.filter((r) => r.inquiries.title === title);
  expect(made).toHaveLength(1);
  expect(made[0]?.inquiries).toMatchObject({
    templateId: mapped?.id,
    category: 'maintenance',
    residentCategory: 'electricity',
  });

  // Their list opens on it (being handled, newest), as what they reported: 'Điện', not the
  // request category 'Bảo trì'; 'Đã xong' holds only finished ones.
  await expect(requests.rows().first()).toContainText(title);
  await expect(requests.row(title).getByTestId('request-kind')).toHaveText('Điện');
  await expect(requests.row(title)).not.toContainText('Bảo trì');
  await filters.filter({ hasText: 'Đã xong' }).click();
  await expect(requests.row(title)).toHaveCount(0);
  await filters.filter({ hasText: 'Đang xử lý' }).click();
  await expect(requests.row(title)).toHaveCount(1);

  // Its detail says the same.
  await requests.openDetail(title);
  await expect(page.getByTestId('request-kind')).toHaveText('Điện');

  // The office sees its request category, and what the resident reported under it.
  const office = await (await browser.newContext({ baseURL })).newPage();
  await signIn(office, DEMO_ADMIN);
  await office.goto(`/inquiries/${made[0]?.inquiries.id}`);
  await expect(office.getByTestId('resident-reported')).toHaveText('Cư dân báo: Điện');
  await expect(office.getByTestId('inquiry-title')).toHaveText(title);
});
