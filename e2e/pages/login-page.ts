import { type Page, expect } from '@playwright/test';

/** Who signs in: an email and its password. */
export interface Account {
  email: string;
  password: string;
}

export const DEMO_ADMIN: Account = { email: 'admin@chungcu.demo', password: 'demo-admin' };
export const DEMO_RESIDENT: Account = { email: 'resident@chungcu.demo', password: 'demo-resident' };
/** The demo manager of Times City. */
export const DEMO_MANAGER: Account = { email: 'quanly@chungcu.demo', password: 'demo-admin' };
/** The demo technician: staff of Times City only. */
export const DEMO_TECHNICIAN: Account = { email: 'kythuat@chungcu.demo', password: 'demo-admin' };
/** The demo guard: staff of Sunrise City only. */
export const DEMO_GUARD: Account = { email: 'baove@chungcu.demo', password: 'demo-admin' };
/** The second demo resident (Bảo), living in another block than the first. */
export const DEMO_RESIDENT_B: Account = {
  email: 'cudan.b@chungcu.demo',
  password: 'demo-resident',
};

/** The login page at / while signed out. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/');
    // The first load of a file's fresh server compiles and caches the shell: slow on a busy machine.
    await expect(this.page.getByTestId('login-form')).toBeVisible({ timeout: 30_000 });
  }

  /**
   * Signs in and waits until the signed-in app (its sync indicator) is on screen. The fields are
   * found by test id: the login screen speaks the device's last choice of language.
   */
  async signIn(account: Account = DEMO_ADMIN): Promise<void> {
    await this.page.getByTestId('login-email').fill(account.email);
    await this.page.getByTestId('login-password').fill(account.password);
    await this.page.getByTestId('login-submit').click();
    await expect(this.page.getByTestId('sync-indicator')).toBeVisible({ timeout: 30_000 });
  }
}

/**
 * Opens / on a signed-out page and signs in as `account`, until the signed-in app is on screen:
 * for a second device or tab that joins a test (a test's own device is the `signedInPage`
 * fixture's, support/fixtures.ts).
 */
export async function signIn(page: Page, account: Account = DEMO_ADMIN): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(account);
}
