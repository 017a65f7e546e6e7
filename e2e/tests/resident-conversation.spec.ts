import { goOffline, goOnline, waitForFirstSync, waitForServiceWorker } from '../pages/app-page';
import { DEMO_RESIDENT, signIn } from '../pages/login-page';
import { liveRows } from '../support/feed';
import { expect, test } from '../support/fixtures';
import { pngPhoto } from '../support/images';
import { demoResidentRequest } from '../support/requests';

/**
 * A request's conversation. The resident, offline on a phone (390×844), writes to the office
 * about their request with a photo: both show at once, survive a reload, and reach the server
 * once the network is back, where the office sees the photo with the message. The office answers and keeps an internal note; the answer reaches the phone,
 * the note never does.
 */
test('a resident writes to the office offline on the phone; the answer comes back, internal notes never', async ({
  signedInPage: office,
  browser,
  baseURL,
  context,
}) => {
  test.setTimeout(180_000);
  const id = await demoResidentRequest(context.request, {
    title: 'Đèn hành lang tầng 12 hỏng',
    description: 'Đèn hành lang trước cửa căn hộ không sáng từ tối qua.',
    status: 'in_progress',
  });
  const serverMessages = async () =>
    (await liveRows(context.request, 'inquiryMessage')).filter((row) => row.inquiryId === id);

  const phoneContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await signIn(phone, DEMO_RESIDENT);
  // The reload offline below is served by the service worker: it must hold the page first.
  await waitForServiceWorker(phone);
  await waitForFirstSync(phone);
  await phone.goto(`/inquiries/${id}`);
  const onPhone = phone.getByTestId('conversation').getByTestId('conversation-message');
  await expect(phone.getByTestId('conversation')).toBeVisible({ timeout: 20_000 });
  await expect(phone.getByRole('heading', { name: 'Trao đổi với ban quản lý' })).toBeVisible();

  await goOffline(phoneContext);
  const question = 'Chiều nay tôi ở nhà, thợ lên được không ạ?';
  await phone.getByTestId('conversation-input').fill(question);
  const compose = phone.getByTestId('conversation-compose');
  await compose.getByTestId('photo-gallery-input').setInputFiles(pngPhoto('den.png', 640, 480, 3));
  await expect(compose.getByTestId('message-photos-chosen').getByRole('listitem')).toHaveCount(1);
  await phone.getByTestId('conversation-send').click();
  await expect(onPhone).toHaveCount(1);
  await expect(onPhone.first()).toContainText(question);
  await expect(onPhone.first().getByTestId('attachment-thumb')).toHaveCount(1);
  await expect(compose.getByTestId('message-photos-chosen')).toHaveCount(0);
  await expect(onPhone.first()).toContainText('Bạn');
  await expect(phone.getByTestId('conversation-input')).toHaveValue('');
  // Kept on the device: a reload offline still shows it (once its photo is stored, as the
  // shell asks anyone leaving before).
  await expect(phone.locator('html')).not.toHaveAttribute('data-saving');
  await phone.reload();
  await expect(onPhone).toHaveCount(1, { timeout: 30_000 });
  await expect(onPhone.first()).toContainText(question);
  await expect(onPhone.first().getByTestId('attachment-thumb')).toHaveCount(1);
  expect(await serverMessages()).toEqual([]);

  await goOnline(phoneContext);
  await expect.poll(async () => (await serverMessages()).length, { timeout: 30_000 }).toBe(1);
  expect(await serverMessages()).toMatchObject([{ body: question, fromStaff: false }]);
  // Its photo follows it: the row, then the bytes.
  const [sent] = await serverMessages();
  await expect
    .poll(
      async () =>
        (await liveRows(context.request, 'attachment'))
          .filter((row) => row.ownerId === sent?.id)
          .map((row) => Boolean(row.uploadedAt)),
      { timeout: 30_000 },
    )
    .toEqual([true]);

  // The office reads it, answers, and keeps a note of its own.
  await office.goto(`/inquiries/${id}`);
  const atOffice = office.getByTestId('conversation').getByTestId('conversation-message');
  await expect(atOffice).toHaveCount(1, { timeout: 30_000 });
  await expect(atOffice.first()).toContainText('Cư dân');
  // The photo came with it, uploaded: the office's thumbnail shows the picture itself.
  await expect(atOffice.first().locator('[data-testid=attachment-thumb] img')).toBeVisible({
    timeout: 30_000,
  });
  const answer = 'Chiều nay 15:00 thợ điện sẽ lên thay bóng.';
  await office.getByTestId('conversation-input').fill(answer);
  await office.getByTestId('conversation-send').click();
  await expect(atOffice).toHaveCount(2);
  await office.getByTestId('conversation-internal').check();
  await office.getByTestId('conversation-input').fill('Bóng LED 18W lấy ở kho tầng hầm B1');
  await office.getByTestId('conversation-send').click();
  await expect(atOffice).toHaveCount(3);
  await expect(atOffice.nth(2)).toHaveAttribute('data-internal', 'true');
  await expect.poll(async () => (await serverMessages()).length, { timeout: 30_000 }).toBe(3);

  // The phone gets the answer, from the office, and never the note.
  await expect(onPhone).toHaveCount(2, { timeout: 30_000 });
  await expect(onPhone.nth(1)).toContainText(answer);
  await expect(onPhone.nth(1)).toContainText('Ban quản lý');
  await expect(phone.getByTestId('conversation')).not.toContainText('kho tầng hầm');
  await phoneContext.close();
});
