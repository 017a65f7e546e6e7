import { goOffline, goOnline, waitForFirstSync } from '../pages/app-page';
import { DEMO_RESIDENT, signIn } from '../pages/login-page';
import { expect, test } from '../support/fixtures';
import { demoResidentRequest } from '../support/requests';

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
  const id = await demoResidentRequest(context.request, {
    title: 'Bình nóng lạnh không nóng',
    description: 'Bình nóng lạnh phòng tắm không lên nhiệt.',
    status: 'completed',
  });

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
