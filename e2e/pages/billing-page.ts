import { openScreen } from './app-page';
import { type Locator, type Page, expect } from '@playwright/test';

/**
 * The office's fee screens: /fee-types (fees and their tariffs) and /billing (a month's notices
 * made, reviewed, issued and printed).
 */
export class BillingPage {
  constructor(private readonly page: Page) {}

  async openFees(): Promise<void> {
    await openScreen(this.page, '/fee-types');
    await expect(this.page.getByRole('heading', { name: 'Khoản phí & biểu giá' })).toBeVisible();
  }

  /** Sets tier `tier` (1-based) of a metered fee's first tariff to `price` (as typed). */
  async setTierPrice(feeName: string, tier: number, price: string): Promise<void> {
    await this.page.getByRole('button', { name: `Sửa khoản phí ${feeName}` }).click();
    const dialog = this.page.getByTestId('fee-type-dialog');
    await dialog
      .getByTestId('tier-price')
      .nth(tier - 1)
      .fill(price);
    await dialog.getByTestId('fee-type-save').click();
    await expect(dialog).toBeHidden();
  }

  async open(): Promise<void> {
    await openScreen(this.page, '/billing');
    await expect(this.page.getByRole('heading', { name: 'Thu phí', level: 1 })).toBeVisible();
  }

  summary(): Locator {
    return this.page.getByTestId('billing-summary');
  }

  /** Opens the device's month, paid by the 15th of the next. */
  async openThisMonth(): Promise<void> {
    await this.page.getByTestId('open-period').click();
    await this.page.getByTestId('open-period-save').click();
    await expect(this.page.getByTestId('open-period-dialog')).toBeHidden();
    await expect(this.summary()).toHaveAttribute('data-status', 'open');
  }

  /** Chooses a period by its place in the select, newest first (0). */
  async choosePeriod(index: number): Promise<void> {
    await this.page.getByTestId('billing-period').locator('..').click();
    await this.page.getByRole('option').nth(index).click();
  }

  notice(unitNumber: string): Locator {
    return this.page
      .getByTestId('period-notice')
      .filter({ has: this.page.getByText(unitNumber, { exact: true }) });
  }

  /** The notices listed, in the order of review. */
  notices(): Locator {
    return this.page.getByTestId('period-notice');
  }

  /** 'Tìm căn hộ': lists the notices of the units (or the notice numbers) typed. */
  async findUnit(text: string): Promise<void> {
    await this.page.getByTestId('period-notices-search').fill(text);
  }

  /** 'Chỉ hiện bất thường': lists only the notices with something unusual. */
  async showOnlyUnusual(): Promise<void> {
    await this.page.getByRole('switch', { name: /Chỉ hiện bất thường/ }).check();
  }

  /** 'Khóa kỳ', confirmed: the month is closed for good. */
  async closePeriod(): Promise<void> {
    await this.page.getByTestId('close-period').click();
    await this.page.getByTestId('close-period-confirm').click();
    await expect(this.summary()).toHaveAttribute('data-status', 'closed', { timeout: 30_000 });
  }

  /** 'In theo tòa': prints the issued notices of one block ('A'), or of every block (null). */
  async printBlock(block: string | null): Promise<void> {
    await this.page.getByTestId('print-block').locator('..').getByRole('combobox').click();
    await this.page
      .getByRole('option', {
        name: block === null ? 'Tất cả các tòa' : `Tòa ${block}`,
        exact: true,
      })
      .click();
    await this.page.getByTestId('print-by-block').click();
    await expect(this.page.getByTestId('printed-count')).toBeVisible();
  }

  /** Issues one unit's draft from its preview. */
  async issueOne(unitNumber: string): Promise<void> {
    await this.page.getByRole('button', { name: `Xem phiếu căn ${unitNumber}` }).click();
    await this.page.getByTestId('issue-one').click();
    await expect(this.notice(unitNumber)).toHaveAttribute('data-status', 'issued', {
      timeout: 30_000,
    });
  }
}
