import { randomUUID } from 'node:crypto';
import { waitForFirstSync } from '../pages/app-page';
import { DEMO_ADMIN, DEMO_RESIDENT } from '../pages/login-page';
import { expect, test } from '../support/fixtures';
import { demoResidentRequest } from '../support/requests';

/**
 * A completed request's photos are final. The resident's request has a photo they added; while
 * it is open the detail offers to add another and to remove it. Once the office completes it,
 * the detail offers neither and says why, and the server refuses a removal.
 */
test.use({ account: DEMO_RESIDENT });

test("a completed request's photos can no longer be added or removed, on the screen and by the server", async ({
  signedInPage: page,
  browser,
  baseURL,
}) => {
  const office = await browser.newContext({ baseURL });
  expect((await office.request.post('/api/auth/login', { data: DEMO_ADMIN })).ok()).toBe(true);
  const id = await demoResidentRequest(office.request, {
    title: 'Gạch nền ban công bị nứt',
    description: 'Gạch ban công nứt một đường dài.',
  });
  const file = {
    id: randomUUID(),
    ownerEntity: 'inquiry',
    ownerId: id,
    purpose: 'photo',
    fileName: 'gach-nut.jpg',
    mimeType: 'image/jpeg',
    byteSize: 2048,
    sha256: 'a'.repeat(64),
  };
  const attached = await page.request.post('/api/attachments', { data: file });
  expect(attached.status(), await attached.text()).toBe(201);

  await waitForFirstSync(page);
  await page.goto(`/inquiries/${id}`);
  const card = page.locator('.MuiCard-root', {
    has: page.getByRole('heading', { name: 'Tệp đính kèm', exact: true }),
  });
  await expect(card.getByRole('button', { name: 'Xóa gach-nut.jpg' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(card.getByRole('button', { name: 'Chụp ảnh' })).toBeVisible();
  await expect(card.getByTestId('attachments-final')).toHaveCount(0);

  const done = await office.request.patch(`/api/inquiries/${id}`, {
    data: { status: 'completed' },
  });
  expect(done.status()).toBe(200);
  await expect(card.getByTestId('attachments-final')).toHaveText(
    'Yêu cầu đã hoàn thành: ảnh và tệp đính kèm được giữ nguyên như lúc hoàn thành.',
    { timeout: 20_000 },
  );
  await expect(card.getByRole('button', { name: 'Xóa gach-nut.jpg' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Chụp ảnh' })).toHaveCount(0);

  const removed = await page.request.delete(`/api/attachments/${file.id}`);
  expect(removed.status()).toBe(409);
  expect(((await removed.json()) as { message: string }).message).toBe(
    'Yêu cầu đã hoàn thành: không thể thêm hay xoá ảnh và tệp đính kèm của yêu cầu',
  );
  await office.close();
});
