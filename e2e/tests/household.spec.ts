import { goOffline, goOnline, waitForFirstSync } from '../pages/app-page';
import { DEMO_RESIDENT, signIn } from '../pages/login-page';
import { expect, test } from '../support/fixtures';

const PLATE = '29-Z9 135.79';

/**
 * Households: on a phone (390×844) the resident sees her household's members and asks,
 * offline, to register a motorbike; once online the request reaches the office, staff approve it
 * on the unit page, and the vehicle appears on her phone. Removing it asks first, and it leaves
 * her phone too.
 */
test('a resident asks offline to register a vehicle; staff approve it; she sees the vehicle, until staff remove it', async ({
  signedInPage: office,
  browser,
  baseURL,
  context,
}) => {
  test.setTimeout(150_000);

  const phoneContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await signIn(phone, DEMO_RESIDENT);
  await waitForFirstSync(phone);
  await phone.goto('/household');
  await expect(phone.getByRole('heading', { name: 'Hộ gia đình', level: 1 })).toBeVisible();
  // Her family: names and relations, the head first.
  const members = phone.getByTestId('household-member');
  await expect(members.first()).toContainText('Chủ hộ', { timeout: 20_000 });
  await expect(phone.getByTestId('household-members')).toContainText('Con');

  await goOffline(phoneContext);
  await phone.getByTestId('ask-vehicle').click();
  const dialog = phone.getByTestId('ask-vehicle-dialog');
  await dialog.getByTestId('ask-vehicle-plate').fill('rác');
  await dialog.getByTestId('ask-send').click();
  await expect(dialog.getByRole('alert')).toContainText('Biển số xe không hợp lệ');
  await dialog.getByTestId('ask-vehicle-plate').fill('29z9 13579');
  await dialog.getByTestId('ask-send').click();
  await expect(dialog).toBeHidden();
  const asked = phone.getByTestId('household-request').filter({ hasText: PLATE });
  await expect(asked).toHaveAttribute('data-status', 'pending');
  await expect(asked.getByTestId('row-state-mark')).toHaveAttribute('data-state', 'pending');

  await goOnline(phoneContext);
  const pending = async () =>
    (
      (await (await context.request.get('/api/household-requests?status=pending')).json()) as {
        id: string;
        apartmentId: string;
        plateNumber: string | null;
      }[]
    ).find((r) => r.plateNumber === PLATE);
  await expect.poll(pending, { timeout: 30_000 }).toBeTruthy();
  const request = await pending();

  // The office's list of waiting requests leads to the unit page, where staff decide.
  await office.goto('/household-requests');
  const waiting = office.getByTestId('pending-household-request').filter({ hasText: PLATE });
  await waiting.getByRole('link', { name: 'Mở căn hộ để duyệt' }).click({ timeout: 20_000 });
  await expect(office).toHaveURL(new RegExp(`/apartments/${request?.apartmentId}$`));
  const card = office.getByTestId('unit-household');
  await expect(card.getByTestId('household-pending-count')).toBeVisible({ timeout: 20_000 });
  await card
    .getByTestId('household-request')
    .filter({ hasText: PLATE })
    .getByTestId('approve-request')
    .click();
  await expect(card.getByTestId('household-vehicle').filter({ hasText: PLATE })).toBeVisible();

  // The phone hears of it and shows the vehicle, and the request approved.
  await expect(phone.getByTestId('household-vehicle').filter({ hasText: PLATE })).toBeVisible({
    timeout: 30_000,
  });
  await expect(asked).toHaveAttribute('data-status', 'approved');

  // Removing it asks first (parking is charged by the list); Hủy keeps it, the phone follows.
  const vehicle = card.getByTestId('household-vehicle').filter({ hasText: PLATE });
  const confirm = office.getByTestId('confirm-delete-vehicle');
  await vehicle.getByRole('button', { name: 'Xóa xe' }).click();
  await expect(confirm).toContainText(`Xóa xe ${PLATE}?`);
  await expect(confirm).toContainText('không được tính phí gửi xe');
  await confirm.getByRole('button', { name: 'Hủy' }).click();
  await expect(confirm).toBeHidden();
  await expect(vehicle).toHaveCount(1);
  await vehicle.getByRole('button', { name: 'Xóa xe' }).click();
  await confirm.getByRole('button', { name: 'Xóa xe' }).click();
  await expect(vehicle).toHaveCount(0);
  await expect(phone.getByTestId('household-vehicle').filter({ hasText: PLATE })).toHaveCount(0, {
    timeout: 30_000,
  });
  await phoneContext.close();
});
