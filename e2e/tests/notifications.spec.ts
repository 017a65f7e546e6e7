import { waitForFirstSync } from '../pages/app-page';
import { DEMO_RESIDENT, signIn } from '../pages/login-page';
import { liveRows } from '../support/feed';
import { expect, test } from '../support/fixtures';
import { demoResidentRequest } from '../support/requests';

/**
 * The bell. A resident's phone (390×844) is open; staff move the resident's request
 * and the bell's count rises live, the home's recent activity lists it first; opening the
 * notification goes to the request and the count falls, on the server too. The permission is never asked on load: only the panel's button does.
 */
test("the resident's bell rises live when staff move their request, and falls when opened", async ({
  // Signed in at the office: the context's requests below carry the staff session.
  signedInPage: _office,
  browser,
  baseURL,
  context,
}) => {
  test.setTimeout(150_000);
  const id = await demoResidentRequest(context.request, {
    title: 'Cửa sổ phòng ngủ bị kẹt',
    description: 'Không mở được cửa sổ phòng ngủ.',
  });

  const phoneContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await signIn(phone, DEMO_RESIDENT);
  await waitForFirstSync(phone);
  // The demo's announcements may already have told her something: count from what she holds.
  const notifications = async () => [...(await liveRows(phoneContext.request, 'notification'))];
  const unreadBefore = (await notifications()).filter((n) => !n.readAt).length;
  const bellName = (unread: number) => (unread ? `Thông báo, ${unread} chưa đọc` : 'Thông báo');
  const bell = phone.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(bellName(unreadBefore));
  expect(await phone.evaluate(() => Notification.permission)).toBe('default');

  const moved = await context.request.patch(`/api/inquiries/${id}`, {
    data: { status: 'in_progress' },
  });
  expect(moved.status()).toBe(200);
  await expect(bell).toHaveAccessibleName(bellName(unreadBefore + 1), { timeout: 15_000 });
  // Her home's "Hoạt động gần đây" has it first too, unread, with the newest of what she holds.
  const activity = phone.getByTestId('home-activity-list').getByRole('button');
  await expect(activity.first()).toHaveAccessibleName(/Yêu cầu của bạn: Đang xử lý/);
  await expect(activity.first()).toHaveAttribute('data-unread', 'true');
  await expect(activity).toHaveCount(Math.min(5, (await notifications()).length));

  await bell.click();
  const panel = phone.getByRole('dialog', { name: 'Thông báo' });
  await expect(panel.getByTestId('push-switch')).toBeVisible();
  const item = panel.getByRole('button', { name: /Yêu cầu của bạn: Đang xử lý/ });
  await expect(item).toHaveAttribute('data-unread', 'true');
  await item.click();
  await expect(phone).toHaveURL(new RegExp(`/inquiries/${id}$`));
  await expect(bell).toHaveAccessibleName(bellName(unreadBefore));
  // Back home, the same line is read, and opens the request from there too.
  await phone
    .getByRole('navigation', { name: /^Điều hướng/ })
    .getByRole('link', { name: 'Trang chủ' })
    .click();
  await expect(activity.first()).not.toHaveAttribute('data-unread');
  await activity.first().click();
  await expect(phone).toHaveURL(new RegExp(`/inquiries/${id}$`));
  // Opening it was still a question, never asked: the permission stays untouched.
  expect(await phone.evaluate(() => Notification.permission)).toBe('default');

  // On the server too: the request's notification is read.
  await expect
    .poll(
      async () =>
        (await notifications()).filter((n) => n.url === `/inquiries/${id}`).map((n) => !!n.readAt),
      { timeout: 30_000 },
    )
    .toEqual([true]);

  // In English the same notification reads in English: the server keeps what it says as data,
  // and the device words it in its own language (the request's title is the resident's own).
  await phone
    .getByRole('navigation', { name: /^Điều hướng/ })
    .getByRole('link', { name: 'Trang chủ' })
    .click();
  await phone.getByTestId('user-menu-button').click();
  await phone.getByTestId('language-en').click();
  await phone.keyboard.press('Escape');
  await expect(activity.first()).toHaveAccessibleName(
    /^Your request: In progress\s*“Cửa sổ phòng ngủ bị kẹt” \([A-Z0-9-]+-YC-\d{4}-\d+\) is now “In progress”\./,
  );
  await phoneContext.close();
});
