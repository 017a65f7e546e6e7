import { openScreen } from './app-page';
import { type Locator, type Page, expect } from '@playwright/test';

/** The shell's complex switcher and the company screen (/complexes). */
export class ComplexesPage {
  constructor(private readonly page: Page) {}

  /** The switcher in the top bar (shown when the device holds several complexes). */
  switcher(): Locator {
    return this.page.getByTestId('complex-switcher');
  }

  /** What the switcher shows now: the complex's name (its code on a phone) or "Tất cả…". */
  current(): Locator {
    return this.page.getByTestId('complex-current');
  }

  /** The switcher's choices, by their visible names. */
  async choices(): Promise<string[]> {
    await this.switcher().click();
    const menu = this.page.getByRole('menu', { name: 'Chung cư đang làm việc' });
    await expect(menu).toBeVisible();
    const names = await menu
      .getByRole('menuitem')
      .locator('.MuiListItemText-primary')
      .allInnerTexts();
    await this.page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    return names;
  }

  /** Chooses a complex by name ('Tất cả chung cư' for all). */
  async choose(name: string): Promise<void> {
    await this.switcher().click();
    const menu = this.page.getByRole('menu', { name: 'Chung cư đang làm việc' });
    await menu.getByRole('menuitem').filter({ hasText: name }).click();
    await expect(menu).toBeHidden();
    await expect(this.current()).toHaveText(name);
  }

  async open(): Promise<void> {
    await openScreen(this.page, '/complexes');
    await expect(this.page.getByRole('heading', { name: 'Chung cư của công ty' })).toBeVisible({
      timeout: 20_000,
    });
  }

  row(code: string): Locator {
    return this.page.locator(`[data-testid="complex-row"][data-code="${code}"]`);
  }

  /** Opens the add dialog, fills it and submits; the dialog stays open on a refusal. */
  async submitNew(fields: { code: string; name: string; address?: string }): Promise<void> {
    const dialog = this.dialog();
    if (!(await dialog.isVisible())) {
      await this.page.getByRole('button', { name: 'Thêm chung cư' }).click();
    }
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('complex-code').fill(fields.code);
    await dialog.getByTestId('complex-name').fill(fields.name);
    await dialog.getByTestId('complex-address').fill(fields.address ?? '');
    await dialog.getByRole('button', { name: 'Thêm', exact: true }).click();
  }

  /** A manager's or staff member's card on the company screen, by their email. */
  staffCard(email: string): Locator {
    return this.page.locator(`[data-testid="staff-card"][data-email="${email}"]`);
  }

  /**
   * Ticks exactly the complexes named (`name (code)` as the card lists them) on a staff
   * member's card and saves the assignment.
   */
  async assign(email: string, serves: Record<string, boolean>): Promise<void> {
    const card = this.staffCard(email);
    for (const [label, checked] of Object.entries(serves)) {
      await card.getByRole('checkbox', { name: label }).setChecked(checked);
    }
    await card.getByRole('button', { name: 'Lưu phân công' }).click();
    await expect(this.page.getByText('Đã lưu phân công của', { exact: false })).toBeVisible();
  }

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Thêm chung cư' });
  }

  /** The block chips of a complex's row, in the order shown. */
  blocks(code: string): Locator {
    return this.row(code).getByTestId('block-chip');
  }

  /** Opens a complex's add-block dialog, fills it and submits; it stays open on a refusal. */
  async submitBlock(code: string, name: string): Promise<void> {
    const dialog = this.blockDialog();
    if (!(await dialog.isVisible())) {
      await this.row(code)
        .getByRole('button', { name: /^Thêm tòa cho/ })
        .click();
    }
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('block-name').fill(name);
    await dialog.getByRole('button', { name: 'Thêm', exact: true }).click();
  }

  blockDialog(): Locator {
    return this.page.getByRole('dialog', { name: /^Thêm tòa cho/ });
  }
}
