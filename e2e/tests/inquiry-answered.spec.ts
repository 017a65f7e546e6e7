import { waitForFirstSync } from '../pages/app-page';
import { DEMO_ADMIN, DEMO_RESIDENT } from '../pages/login-page';
import { expect, test } from '../support/fixtures';
import { demoResidentRequest } from '../support/requests';

/**
 * 'Đã phản hồi lúc …' tells the resident the office answered, so it shows only once it has: the
 * request's deadline to answer stays while nobody wrote to the resident (an internal note is
 * not an answer) and becomes 'Đã phản hồi lúc HH:mm' with the office's first reply.
 */
test.use({ account: DEMO_RESIDENT });

test('the resident is told the request was answered only once the office replied', async ({
  signedInPage: page,
  browser,
  baseURL,
}) => {
  const office = await browser.newContext({ baseURL });
  const { request } = office;
  expect((await request.post('/api/auth/login', { data: DEMO_ADMIN })).ok()).toBe(true);
  const categories = (await (await request.get('/api/workflow-categories')).json()) as {
    id: string;
    sla: unknown;
  }[];
  const templates = (await (await request.get('/api/workflow-templates')).json()) as {
    id: string;
    category: string;
  }[];
  const timed = new Set(categories.filter((c) => c.sla).map((c) => c.id));
  const template = templates.find((t) => timed.has(t.category));
  expect(template).toBeDefined();
  const id = await demoResidentRequest(request, {
    title: 'Cửa sổ phòng ngủ không đóng được',
    description: 'Bản lề cửa sổ bị lệch.',
    templateId: template?.id,
  });

  await waitForFirstSync(page);
  await page.goto(`/inquiries/${id}`);
  const due = page.getByTestId('response-due');
  await expect(due).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/, { timeout: 20_000 });

  const note = await request.post(`/api/inquiries/${id}/messages`, {
    data: { body: 'Nhờ tổ kỹ thuật xem giúp', internal: true },
  });
  expect(note.status()).toBe(201);
  await page.reload();
  await expect(due).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/, { timeout: 20_000 });

  const reply = await request.post(`/api/inquiries/${id}/messages`, {
    data: { body: 'Chiều nay thợ sẽ lên sửa bản lề.' },
  });
  expect(reply.status()).toBe(201);
  await expect(due).toHaveText(/^Đã phản hồi lúc \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/, {
    timeout: 20_000,
  });
  await office.close();
});
