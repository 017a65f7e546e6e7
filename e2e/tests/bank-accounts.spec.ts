import { waitForFirstSync } from '../pages/app-page';
import { DEMO_MANAGER } from '../pages/login-page';
import { expect, test } from '../support/fixtures';

test.use({ account: DEMO_MANAGER });

/**
 * Payments, first part (rule S33), the office's side: on the fee settings the manager of Times
 * City finds the demo's Vietcombank account as the default, adds a Techcombank account picked by
 * typing the bank's name without accents, its holder typed in lower case with accents, made the
 * default: it is stored as banks print it and takes the old default's place.
 */
test('a manager adds a receiving account, picked from the NAPAS list, and makes it the default', async ({
  signedInPage: page,
}) => {
  await waitForFirstSync(page);
  await page.goto('/fee-types');
  const section = page.getByTestId('bank-accounts');
  await expect(section.getByRole('heading', { name: 'Tài khoản nhận tiền' })).toBeVisible();
  const accounts = section.getByTestId('bank-account');
  await expect(accounts).toHaveCount(1);
  await expect(accounts.first()).toContainText('Vietcombank');
  await expect(accounts.first()).toContainText('Mặc định');

  await section.getByTestId('add-bank-account').click();
  const dialog = page.getByTestId('bank-account-dialog');
  await dialog.getByRole('combobox', { name: 'Ngân hàng' }).fill('ky thuong');
  await page.getByRole('option', { name: /Techcombank/ }).click();
  await dialog.getByTestId('bank-account-number').fill('1903 5555 8888');
  await dialog.getByTestId('bank-account-name').fill('Ban quản lý Tòa nhà Times City');
  await dialog.getByRole('switch', { name: /Tài khoản mặc định/ }).check();
  await dialog.getByTestId('bank-account-save').click();
  await expect(dialog).toBeHidden();

  await expect(accounts).toHaveCount(2);
  // The default first: the new account, as the bank prints it.
  await expect(accounts.first()).toContainText('Techcombank');
  await expect(accounts.first()).toContainText('190355558888');
  await expect(accounts.first()).toContainText('BAN QUAN LY TOA NHA TIMES CITY');
  await expect(accounts.first()).toContainText('Mặc định');
  await expect(accounts.nth(1)).toContainText('Vietcombank');
  await expect(accounts.nth(1)).not.toContainText('Mặc định');
});
