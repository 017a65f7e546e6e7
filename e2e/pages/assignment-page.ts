import { openScreen } from './app-page';
import { type Locator, type Page, expect } from '@playwright/test';

/** The automatic assignment settings (/assignment): ordered rules and each block's duty. */
export class AssignmentPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await openScreen(this.page, '/assignment');
    await expect(this.page.getByRole('heading', { name: 'Phân công tự động' })).toBeVisible();
  }

  /** Shows a complex's settings (the page's own picker; the device holds several). */
  async chooseComplex(name: string): Promise<void> {
    await this.pick(this.page.getByRole('combobox', { name: 'Chung cư', exact: true }), name);
    await expect(this.page.getByText(`Yêu cầu mới của ${name} được giao tự động.`)).toBeVisible();
  }

  rules(): Locator {
    return this.page.getByTestId('assignment-rule');
  }

  rule(n: number): Locator {
    return this.page.getByRole('listitem', { name: `Quy tắc ${n}`, exact: true });
  }

  /** Sets rule `n`'s fields by their visible choices (only those given). */
  async setRule(
    n: number,
    choice: { category?: string; block?: string; assignee?: string },
  ): Promise<void> {
    const rule = this.rule(n);
    if (choice.category)
      await this.pick(rule.getByRole('combobox', { name: 'Loại yêu cầu' }), choice.category);
    if (choice.block) await this.pick(rule.getByRole('combobox', { name: 'Tòa' }), choice.block);
    if (choice.assignee)
      await this.pick(rule.getByRole('combobox', { name: 'Người phụ trách' }), choice.assignee);
  }

  async addRule(): Promise<void> {
    await this.page.getByRole('button', { name: 'Thêm quy tắc' }).click();
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Lưu quy tắc' }).click();
  }

  onDuty(block: string): Locator {
    return this.page.getByRole('combobox', { name: `Người trực tòa ${block}` });
  }

  async setOnDuty(block: string, name: string): Promise<void> {
    await this.pick(this.onDuty(block), name);
  }

  /**
   * Opens a select and clicks the option that starts with `name`, again if the click was lost
   * (a first sync landing as the menu opens re-renders it; the menu then stays open unchosen).
   */
  private async pick(select: Locator, name: string): Promise<void> {
    const listbox = this.page.getByRole('listbox');
    await expect(async () => {
      if (await listbox.isVisible()) await this.page.keyboard.press('Escape');
      await expect(listbox).toBeHidden({ timeout: 2_000 });
      await select.click({ timeout: 5_000 });
      const option = listbox.getByRole('option', { name: new RegExp(`^${escape(name)}`) });
      await option.click({ timeout: 5_000 });
      await expect(listbox).toBeHidden({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
