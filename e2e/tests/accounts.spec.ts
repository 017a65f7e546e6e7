import type { Browser, Page } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { storedRows } from '../support/mirror';
import { expect as baseExpect, test } from '../support/fixtures';

// Several browsers and the server share two cores here: give each wait room, and each test too.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/**
 * Accounts of a real complex through the real server and the built PWA: an admin invites, the
 * invited person accepts in a browser of their own and is signed in, signs in again later; an
 * admin locks an account and its open session ends at once; a user changes their password.
 */

const PASSWORD_LABEL = 'Mật khẩu mới (ít nhất 10 ký tự)';
const AGAIN_LABEL = 'Nhập lại mật khẩu mới';
let n = 0;
const uniqueEmail = (who: string) => `${who}.${Date.now()}.${++n}@toa-a.vn`;

async function openLogin(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByTestId('login-form')).toBeVisible();
}

async function signedInAdmin(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await openLogin(page);
  await new LoginPage(page).signIn();
  return page;
}

/** Fills the staff invitation dialog and answers the link it shows once. */
async function inviteStaff(admin: Page, email: string, firstName: string): Promise<string> {
  await admin.goto('/accounts');
  await admin.getByRole('button', { name: 'Mời nhân viên' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Họ và tên đệm' }).fill('Trần Văn');
  await dialog.getByRole('textbox', { name: 'Tên', exact: true }).fill(firstName);
  await dialog.getByRole('button', { name: 'Tạo liên kết' }).click();
  const link = await admin.getByTestId('invitation-link').inputValue();
  expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]+$/);
  await admin.getByRole('button', { name: 'Đóng' }).click();
  await expect(admin.getByText(`Lời mời: ${email}`)).toBeVisible();
  return link;
}

/** Opens a link in a browser of its own (no cookies) and sets the password there. */
async function accept(browser: Browser, link: string, password: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: new URL(link).origin })).newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Kích hoạt tài khoản' })).toBeVisible();
  await page.getByLabel(PASSWORD_LABEL).fill(password);
  await page.getByLabel(AGAIN_LABEL).fill(password);
  await page.getByRole('button', { name: 'Lưu mật khẩu và đăng nhập' }).click();
  await expect(page.getByTestId('sync-indicator')).toBeVisible({ timeout: 30_000 });
  return page;
}

test('an invited staff member sets a password in a fresh browser, is signed in, and signs in again', async ({
  browser,
  server,
}) => {
  const admin = await signedInAdmin(browser, server.baseURL);
  const email = uniqueEmail('ky.thuat');
  const link = await inviteStaff(admin, email, 'Hùng');

  const invited = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await invited.goto(link);
  await expect(invited.getByText(`Đặt mật khẩu cho tài khoản ${email}.`)).toBeVisible();
  // Too short: the server's message; nothing is created.
  await invited.getByLabel(PASSWORD_LABEL).fill('ngắn');
  await invited.getByLabel(AGAIN_LABEL).fill('ngắn');
  await invited.getByRole('button', { name: 'Lưu mật khẩu và đăng nhập' }).click();
  await expect(invited.getByText('Mật khẩu phải có ít nhất 10 ký tự')).toBeVisible();
  // Typed differently twice: said at once under the field, and refused on submit.
  await invited.getByLabel(PASSWORD_LABEL).fill('mật khẩu kỹ thuật 1');
  await invited.getByLabel(AGAIN_LABEL).fill('mật khẩu kỹ thuật 2');
  await expect(invited.getByText('Hai lần nhập mật khẩu không khớp')).toBeVisible();
  await invited.getByRole('button', { name: 'Lưu mật khẩu và đăng nhập' }).click();
  await expect(invited.getByRole('alert')).toHaveText('Hai lần nhập mật khẩu không khớp');
  await invited.getByLabel(AGAIN_LABEL).fill('mật khẩu kỹ thuật 1');
  await invited.getByRole('button', { name: 'Lưu mật khẩu và đăng nhập' }).click();
  await expect(invited.getByTestId('sync-indicator')).toBeVisible({ timeout: 30_000 });
  expect(new URL(invited.url()).pathname).toBe('/');
  const me = await invited.context().request.get('/api/auth/user');
  expect(((await me.json()) as { email: string }).email).toBe(email);

  // The link was used: another browser is told so and offered the login page.
  const late = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await late.goto(link);
  await expect(
    late.getByText('Liên kết mời không hợp lệ, đã được dùng hoặc đã hết hạn'),
  ).toBeVisible();
  await late.getByRole('link', { name: 'Về trang đăng nhập' }).click();
  const login = new LoginPage(late);
  await expect(late.getByTestId('login-form')).toBeVisible();
  await login.signIn({ email, password: 'mật khẩu kỹ thuật 1' });
  await expect(admin.getByText(`Lời mời: ${email}`)).toBeVisible();
  await admin.reload();
  await expect(admin.getByText(`Lời mời: ${email}`)).toHaveCount(0);
  await expect(admin.getByText(email)).toBeVisible();
});

/** A resident record made by the admin, invited by it: its email and the link shown once. */
async function inviteResidentByRecord(admin: Page): Promise<{ email: string; link: string }> {
  const email = uniqueEmail('cu.dan');
  const created = await admin.context().request.post('/api/residents', {
    data: {
      firstName: 'Ngọc',
      lastName: 'Hoàng Thị',
      idCardNumber: `079${String(Date.now()).slice(-9)}`,
      email,
      phone: '+84901234567',
      gender: 'female',
      occupation: 'Bác sĩ',
      emergencyContact: 'Hoàng Văn Nam',
      emergencyPhone: '+84907654321',
      notes: null,
      status: 'active',
    },
  });
  expect(created.status()).toBe(201);

  await admin.goto('/accounts');
  await admin.getByRole('button', { name: 'Mời cư dân' }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Tạo liên kết' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Hồ sơ cư dân' }).fill('Hoàng Thị Ngọc');
  await admin.getByRole('option', { name: `Hoàng Thị Ngọc — ${email}` }).click();
  await dialog.getByRole('button', { name: 'Tạo liên kết' }).click();
  return { email, link: await admin.getByTestId('invitation-link').inputValue() };
}

test('a resident is invited by their record; their account sees the resident view', async ({
  browser,
  server,
}) => {
  const admin = await signedInAdmin(browser, server.baseURL);
  const { email, link } = await inviteResidentByRecord(admin);

  const resident = await accept(browser, link, 'cư dân tòa A 2026');
  const me = await resident.context().request.get('/api/auth/user');
  expect((await me.json()) as { email: string; role: string }).toMatchObject({
    email,
    role: 'resident',
  });
  await resident.goto('/residents');
  await expect(resident.getByText('Trang này dành cho ban quản lý')).toBeVisible();
});

/**
 * A shared tablet: the invitation is accepted in the browser where the office is signed in. The
 * server's session becomes the resident's; the device must keep nothing of the office's data.
 */
test('an invitation accepted where the office is signed in leaves none of its data on the device', async ({
  browser,
  server,
}) => {
  const page = await signedInAdmin(browser, server.baseURL);
  await expect.poll(async () => (await storedRows(page, 'residents')).length).toBeGreaterThan(10);
  const { email, link } = await inviteResidentByRecord(page);

  await page.goto(link);
  await page.getByLabel(PASSWORD_LABEL).fill('cư dân tòa A 2026');
  await page.getByLabel(AGAIN_LABEL).fill('cư dân tòa A 2026');
  await page.getByRole('button', { name: 'Lưu mật khẩu và đăng nhập' }).click();
  await expect(page.getByRole('link', { name: 'Yêu cầu của tôi' }).first()).toBeVisible();
  // Once the resident's first pull has landed: their own record, nothing of the office's.
  await expect
    .poll(async () => (await storedRows<{ email: string }>(page, 'residents')).map((r) => r.email))
    .toEqual([email]);
  expect(await storedRows(page, 'apartments')).toEqual([]);
});

test('locking an account ends its open session at once; its owner cannot sign in', async ({
  browser,
  server,
}) => {
  const admin = await signedInAdmin(browser, server.baseURL);
  const email = uniqueEmail('le.tan');
  const link = await inviteStaff(admin, email, 'Hoa');
  const staff = await accept(browser, link, 'mật khẩu lễ tân 1');

  await admin.reload();
  const row = admin.locator('[data-testid^="account-"]', { hasText: email });
  admin.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: 'Khóa' }).click();
  await expect(admin.getByTestId('toast')).toContainText('Đã khóa tài khoản Trần Văn Hoa');
  await expect(row.getByText('Đã khóa')).toBeVisible();

  // The other browser's very next call is refused, and a reload shows the login page.
  expect((await staff.context().request.get('/api/auth/user')).status()).toBe(401);
  await staff.reload();
  await expect(staff.getByTestId('login-form')).toBeVisible({ timeout: 30_000 });
  await staff.getByLabel('Email').fill(email);
  await staff.getByLabel('Mật khẩu', { exact: true }).fill('mật khẩu lễ tân 1');
  await staff.getByTestId('login-submit').click();
  await expect(staff.getByText('Tài khoản đã bị khóa')).toBeVisible();
});

test('a user changes their password: wrong current and mismatch are refused, the new one works', async ({
  browser,
  server,
}) => {
  const admin = await signedInAdmin(browser, server.baseURL);
  const email = uniqueEmail('ke.toan');
  const link = await inviteStaff(admin, email, 'Lan');
  const user = await accept(browser, link, 'mật khẩu đầu 01');

  await user.goto('/change-password');
  await expect(user.getByRole('heading', { name: 'Đổi mật khẩu' })).toBeVisible();
  await user.getByLabel('Mật khẩu hiện tại').fill('không đúng 000');
  await user.getByLabel(PASSWORD_LABEL).fill('mật khẩu sau 02');
  await user.getByLabel(AGAIN_LABEL).fill('mật khẩu sau 02');
  await user.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  await expect(user.getByRole('alert')).toHaveText('Mật khẩu hiện tại không đúng');
  await user.getByLabel('Mật khẩu hiện tại').fill('mật khẩu đầu 01');
  await user.getByLabel(AGAIN_LABEL).fill('mật khẩu sau 03');
  await user.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  await expect(user.getByRole('alert')).toHaveText('Hai lần nhập mật khẩu không khớp');
  await user.getByLabel(AGAIN_LABEL).fill('mật khẩu sau 02');
  await user.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  await expect(user.getByTestId('toast')).toContainText('Đã đổi mật khẩu');
  await expect(user).toHaveURL(/\/$/);

  const fresh = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  const login = new LoginPage(fresh);
  await openLogin(fresh);
  await fresh.getByLabel('Email').fill(email);
  await fresh.getByLabel('Mật khẩu', { exact: true }).fill('mật khẩu đầu 01');
  await fresh.getByTestId('login-submit').click();
  await expect(fresh.getByText('Email hoặc mật khẩu không đúng')).toBeVisible();
  await login.signIn({ email, password: 'mật khẩu sau 02' });
});
