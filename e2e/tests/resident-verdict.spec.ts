import { goOffline, goOnline, waitForFirstSync } from '../pages/app-page';
import { DEMO_RESIDENT, signIn } from '../pages/login-page';
import { expect, test } from '../support/fixtures';

/**
 * The resident's verdict on a phone. Staff complete the resident's request; the
 * resident, offline at 390×844, rates it and confirms; once online the server has the rating and
 * staff see it on the request.
 */
test('a resident confirms completed work with a rating offline on the phone; staff see it once online', async ({
  signedInPage: office,
  browser,
  baseURL,
  context,
}) => {
  test.setTimeout(150_000);
  const residents = (await (await context.request.get('/api/residents')).json()) as {
    id: string;
    email: string | null;
  }[];
  const record = residents.find((r) => r.email === DEMO_RESIDENT.email);
  if (!record) throw new Error('the demo resident has no record');
  const made = await context.request.post('/api/inquiries', {
    data: {
      title: 'Bình nóng lạnh không nóng',
      description: 'Bình nóng lạnh phòng tắm không lên nhiệt.',
      category: 'maintenance',
      residentId: record.id,
      status: 'completed',
    },
  });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: string };

  const phoneContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await signIn(phone, DEMO_RESIDENT);
  await waitForFirstSync(phone);
  await phone.goto(`/inquiries/${id}`);
  const form = phone.getByTestId('verdict-form');
  await expect(form).toBeVisible({ timeout: 20_000 });

  await goOffline(phoneContext);
  const confirm = form.getByRole('button', { name: 'Xác nhận hoàn thành' });
  await expect(confirm).toBeDisabled();
  await form.locator('label', { hasText: '4/5 sao' }).click();
  await form.getByLabel('Nhận xét (không bắt buộc)').fill('Thợ đến đúng hẹn');
  await confirm.click();
  await expect(phone.getByTestId('verdict-confirmed')).toHaveAttribute('data-rating', '4');

  await goOnline(phoneContext);
  await expect
    .poll(
      async () =>
        (
          (await (await context.request.get(`/api/inquiries/${id}`)).json()) as {
            rating: number | null;
          }
        ).rating,
      { timeout: 30_000 },
    )
    .toBe(4);
  await office.goto(`/inquiries/${id}`);
  await expect(office.getByTestId('verdict-confirmed')).toContainText('Thợ đến đúng hẹn', {
    timeout: 20_000,
  });
  await phoneContext.close();
});
