import ExcelJS from 'exceljs';
import { InquiriesPage } from '../pages/inquiries-page';
import { WorkflowPage } from '../pages/workflow-page';
import { expect, test } from '../support/fixtures';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Staff set a category's deadlines on the templates screen; a request made then gets
 * them, shows its time left, and once past due (the browser's clock moved on) the list's
 * 'Quá hạn' filter shows it with the overdue demo requests and 'Sắp quá hạn' does not.
 */
test('a category’s deadline set on the templates screen reaches a new request, which the overdue filter finds once past due', async ({
  signedInPage: page,
  context,
}) => {
  test.setTimeout(120_000);
  const workflow = new WorkflowPage(page);
  await workflow.open();
  await workflow.setDeadlines('Bảo trì', 'Khẩn cấp', { response: 1, resolution: 3 });
  await expect(page.getByTestId('toast')).toContainText('Đã lưu thời hạn xử lý');

  type Category = { id: string; name: string; sla: Record<string, unknown> | null };
  const categories = (await (
    await context.request.get('/api/workflow-categories')
  ).json()) as Category[];
  const upkeep = categories.find((c) => c.name === 'Bảo trì');
  expect(upkeep?.sla?.urgent).toEqual({ responseHours: 1, resolutionHours: 3 });
  type Template = { id: string; category: string };
  const templates = (await (
    await context.request.get('/api/workflow-templates')
  ).json()) as Template[];
  const template = templates.find((t) => t.category === upkeep?.id);
  const title = `Mất điện hành lang ${Date.now() % 100_000}`;
  const made = await context.request.post('/api/inquiries', {
    data: {
      title,
      description: 'Cả tầng 9 mất điện',
      priority: 'urgent',
      templateId: template?.id,
    },
  });
  expect(made.status()).toBe(201);
  const { resolutionDueAt, createdAt } = (await made.json()) as Record<string, string>;
  expect(Date.parse(resolutionDueAt ?? '') - Date.parse(createdAt ?? '')).toBe(3 * HOUR_MS);

  const requests = new InquiriesPage(page);
  await requests.open();
  await requests.search(title);
  await expect(requests.row(title).getByTestId('deadline')).toHaveText(/^Còn (2|3) giờ$/, {
    timeout: 20_000,
  });

  // Four hours on, as the device's clock sees it: past due.
  await page.clock.setFixedTime(Date.parse(createdAt ?? '') + 4 * HOUR_MS);
  await page.reload();
  await requests.search(title);
  await expect(requests.row(title).getByTestId('deadline')).toHaveText('Quá hạn 1 giờ');
  await requests.choose('Hạn xử lý', 'Sắp quá hạn');
  await expect(requests.row(title)).toHaveCount(0);
  await requests.choose('Hạn xử lý', 'Quá hạn');
  await expect(requests.row(title)).toHaveCount(1);
  // Without the search, every row the filter keeps is past due, the demo's old open ones too.
  await requests.search('');
  await requests.choose('Sắp xếp', 'Hạn xử lý gần nhất');
  const shown = await requests.deadlines();
  expect(shown.length).toBeGreaterThan(1);
  for (const text of shown) expect(text).toMatch(/^(Tạm dừng · )?Quá hạn \d+ (ngày|giờ|phút)$/);

  // 'Xuất Excel' writes what the filter keeps, every page of it, in the list's order.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Xuất Excel' }).click();
  const file = await (await download).path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.getWorksheet('Yêu cầu');
  // Columns by their headers: the sheet's order is the export's to choose.
  const headers = (sheet?.getRow(1).values ?? []) as unknown[];
  const column = (header: string) =>
    (sheet?.getColumn(headers.indexOf(header)).values ?? []).slice(2);
  const titles = column('Tiêu đề');
  const standings = column('Tình trạng hạn');
  expect(titles.length).toBeGreaterThan(1);
  expect(titles).toContain(title);
  expect(standings.length).toBe(titles.length);
  for (const text of standings) expect(String(text)).toMatch(/Quá hạn/);

  // The dashboard counts them by category and assignee; its link opens the list so filtered.
  await page.goto('/dashboard');
  const card = page.getByTestId('deadline-card');
  await expect(card.getByTestId('overdue-total')).toHaveText(/^\d+ yêu cầu quá hạn$/);
  const total = (await card.getByTestId('overdue-total').textContent()) ?? '';
  await expect(card.getByTestId('overdue-line').filter({ hasText: 'Bảo trì' })).toBeVisible();
  await card.getByRole('link', { name: 'Xem các yêu cầu quá hạn' }).click();
  await expect(page.getByRole('combobox', { name: 'Hạn xử lý' })).toHaveText('Quá hạn');
  await requests.search(title);
  await expect(requests.row(title)).toHaveCount(1);

  // The overdue requests' stat card says as many as the deadlines card, and leads to the same
  // list; the only bell is the top bar's, with the user's own notifications.
  await page.goto('/dashboard');
  const overdueCard = page.getByTestId('stat-overdueRequests');
  await expect(overdueCard.getByTestId('stat-value')).toHaveText(String(parseInt(total, 10)));
  await expect(page.getByRole('button', { name: /^Thông báo/ })).toHaveCount(1);
  await overdueCard.getByRole('link').click();
  await expect(page.getByRole('combobox', { name: 'Hạn xử lý' })).toHaveText('Quá hạn');
});
