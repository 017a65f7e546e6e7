import { DEMO_ADMIN, DEMO_MANAGER, LoginPage } from '../pages/login-page';
import { expect, test } from '../support/fixtures';

test('an admin switches to the resident account and gets the resident view', async ({
  context,
}) => {
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.open();
  await login.signIn();

  await page.goto('/user-switcher');
  await expect(page.getByTestId('current-user-card')).toContainText('admin@chungcu.demo');
  await page.getByRole('tab', { name: 'Cư dân' }).click();
  await page.getByRole('button', { name: 'Chuyển sang Nguyễn Thị Lan' }).click();

  // The app reloads on the home page as the resident, with their data pulled afresh.
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  await expect(page.getByTestId('user-name')).toHaveText('Nguyễn Thị Lan', {
    timeout: 30_000,
  });
  const me = await context.request.get('/api/auth/user');
  expect(((await me.json()) as { email: string }).email).toBe('resident@chungcu.demo');

  await page.goto('/residents');
  await expect(page.getByText('Trang này dành cho ban quản lý')).toBeVisible();
  expect((await context.request.get('/api/residents')).status()).toBe(403);
});

test('a test user is created from a phone number and listed', async ({ context }) => {
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.open();
  await login.signIn();

  await page.goto('/user-management');
  await page.getByRole('button', { name: 'Gửi mã xác thực' }).click();
  await expect(page.getByText('Vui lòng nhập số điện thoại')).toBeVisible();

  const phone = `+8490${String(Date.now()).slice(-7)}`;
  await page.getByLabel('Số điện thoại').fill(phone);
  await page.getByRole('button', { name: 'Gửi mã xác thực' }).click();
  await expect(page.getByTestId('toast')).toContainText('Mã xác thực đã được tạo');
  await expect(page.getByLabel('Mã xác thực')).toHaveValue(/^\d{6}$/);
  await page.getByRole('button', { name: 'Xác thực và tạo người dùng' }).click();
  await expect(page.getByTestId('toast')).toContainText('Người dùng test đã được tạo');
  await expect(page.getByTestId('users-list')).toContainText(phone);

  const users = (await (await context.request.get('/api/users')).json()) as {
    phoneNumber: string | null;
  }[];
  expect(users.filter((u) => u.phoneNumber === phone)).toHaveLength(1);
});

test('signing in at /login, typed or bookmarked, lands on the home screen', async ({ page }) => {
  await page.goto('/login');
  const login = new LoginPage(page);
  await login.signIn(DEMO_MANAGER);
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('heading', { name: /404/ })).toHaveCount(0);
});

test('the sign-in button stays where it is when the demo accounts appear below the form', async ({
  page,
}) => {
  // The list waits for its answer: held until the form has been measured without it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/mock-users', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const submit = page.getByTestId('login-submit');
  const demoAdmin = page.getByRole('button', { name: /admin@chungcu\.demo/ });
  await expect(submit).toBeVisible();
  await expect(demoAdmin).toHaveCount(0);
  const before = await submit.boundingBox();

  release();
  await expect(demoAdmin).toBeVisible();
  expect(await submit.boundingBox()).toEqual(before);
  // Every role can be tried, each named with where it works or lives (the file's other tests
  // may have added test users to the list).
  const roles: [string, string | RegExp][] = [
    ['admin', 'Quản trị viên · Mọi chung cư'],
    ['quanly', 'Quản lý chung cư · Chung cư Times City'],
    ['kythuat', 'Kỹ thuật viên · Chung cư Times City'],
    ['baove', 'Nhân viên bảo vệ · Chung cư Sunrise City'],
    ['resident', /^Cư dân · Chung cư Times City · Tòa [A-C]$/],
    ['cudan.b', /^Cư dân · Chung cư Times City · Tòa [A-C]$/],
  ];
  for (const [user, role] of roles) {
    const account = page.getByRole('button', { name: `${user}@chungcu.demo` });
    await expect(account.getByTestId('quick-login-role')).toHaveText(role);
  }
});

test.describe('before the service worker holds the app', () => {
  test.use({ serviceWorkers: 'block' });

  test('a sign-in whose form checks cannot load says so, and the next try signs in', async ({
    page,
  }) => {
    // The login form's checks load on the first submit: that file fails once.
    let cut = true;
    await page.route('**/assets/login-schema-*.js', (route) =>
      cut ? route.abort('internetdisconnected') : route.continue(),
    );
    const login = new LoginPage(page);
    await login.open();
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-form-error')).toHaveText(
      'Không có kết nối mạng. Cần kết nối Internet để đăng nhập; hãy thử lại khi có mạng.',
    );

    cut = false;
    await login.signIn();
  });
});
