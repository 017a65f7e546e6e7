import { openScreen } from './app-page';
import { type Locator, type Page, expect } from '@playwright/test';

/** The unit's fields as the edit dialog labels them. */
export interface UnitEdit {
  'Số căn hộ'?: string;
  Tòa?: string;
  Tầng?: string;
  'Phòng ngủ'?: string;
  'Phòng tắm'?: string;
  'Diện tích (m²)'?: string;
  'Giá thuê/tháng (₫)'?: string;
  'Mô tả'?: string;
  'Ghi chú'?: string;
}

/** /apartments/{id}: the unit page (fields, one-tap status, edit dialog, residents, requests). */
export class UnitPage {
  constructor(private readonly page: Page) {}

  async open(apartmentId: string, unitNumber: string): Promise<void> {
    await openScreen(this.page, `/apartments/${apartmentId}`);
    await this.expectOpen(unitNumber);
  }

  async expectOpen(unitNumber: string): Promise<void> {
    await expect(this.page.getByRole('heading', { name: `Căn hộ ${unitNumber}` })).toBeVisible();
  }

  /** One of the unit's shown fields: block, floor, area, bedrooms, bathrooms, rent, notes… */
  field(name: string): Locator {
    return this.page.getByTestId(`unit-${name}`);
  }

  statusButton(label: string): Locator {
    return this.page
      .getByRole('group', { name: 'Trạng thái căn hộ' })
      .getByRole('button', { name: label, exact: true });
  }

  /** Taps a status button; resolves once it shows pressed. */
  async setStatus(label: string): Promise<void> {
    await this.statusButton(label).click();
    await expect(this.statusButton(label)).toHaveAttribute('aria-pressed', 'true');
  }

  /** Opens the edit dialog, types the given fields over their values and saves. */
  async edit(values: UnitEdit): Promise<void> {
    await this.page.getByRole('button', { name: 'Sửa thông tin' }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    for (const [label, value] of Object.entries(values)) {
      await dialog.getByRole('textbox', { name: label, exact: true }).fill(value ?? '');
    }
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await expect(dialog).toBeHidden();
  }

  /** The pending or failed mark of the unit's row (absent once the server has it). */
  rowState(): Locator {
    return this.page.getByTestId('unit-row-state');
  }

  requests(): Locator {
    return this.page.getByTestId('unit-request');
  }

  /** The card 'Phí': what the unit owes ('Còn phải thu'), its notices, payments and fees. */
  fees(): Locator {
    return this.page.getByTestId('unit-fees');
  }

  /** What the unit owes as its card says: '3.651.012 ₫' or 'Không còn nợ'. */
  balance(): Locator {
    return this.fees().getByTestId('unit-balance');
  }

  /**
   * 'Ghi khoản thu' on the card: the dialog opens with this unit chosen and what it owes filled
   * in (checked against `owed`, as typed: '3651012'), and saves the receipt as it stands.
   */
  async receiveWhatIsOwed(unitNumber: string, owed: string): Promise<void> {
    await this.fees().getByTestId('unit-record-payment').click();
    const dialog = this.page.getByTestId('record-payment-dialog');
    await expect(dialog.getByTestId('payment-unit')).toHaveValue(unitNumber);
    await expect(dialog.getByTestId('payment-amount-input')).toHaveValue(owed);
    await dialog.getByTestId('payment-save').click();
    await expect(dialog).toBeHidden();
  }
}
