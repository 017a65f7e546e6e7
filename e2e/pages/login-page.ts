import { type Page, expect } from '@playwright/test';

export const DEMO_ADMIN = { email: 'admin@chungcu.demo', password: 'demo-admin' };
export const DEMO_RESIDENT = { email: 'resident@chungcu.demo', password: 'demo-resident' };
/** The second demo resident (Bảo), living in another block than the first. */
export const DEMO_RESIDENT_B = { email: 'cudan.b@chungcu.demo', password: 'demo-resident' };

/** The login page at / while signed out. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/');
    // The first load of a file's fresh server compiles and caches the shell: slow on a busy machine.
    await expect(this.page.getByTestId('login-form')).toBeVisible({ timeout: 30_000 });
  }

  /** Signs in and waits until the signed-in app (its sync indicator) is on screen. */
  async signIn(account: { email: string; password: string } = DEMO_ADMIN): Promise<void> {
    await this.page.getByLabel('Email').fill(account.email);
    await this.page.getByLabel('Mật khẩu', { exact: true }).fill(account.password);
    await this.page.getByTestId('login-submit').click();
    await expect(this.page.getByTestId('sync-indicator')).toBeVisible({ timeout: 30_000 });
  }
}
