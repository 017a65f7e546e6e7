import { type Locator, type Page, expect } from '@playwright/test';

/** A receipt staff record at the office (cash unless said), as the dialog takes it. */
export interface ReceiptInput {
  unitNumber: string;
  /** As typed, in whole đồng: '1250000'. */
  amount: string;
  payerName?: string;
  memo?: string;
}

/**
 * The office's "Thu tiền" (/payments, rule S34): receipts recorded at the office, each listed
 * with its receipt number (provisional until synced), and its printed receipt (phiếu thu) at
 * /payments/:id/receipt.
 */
export class PaymentsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/payments');
    await expect(this.page.getByRole('heading', { name: 'Thu tiền', level: 1 })).toBeVisible();
  }

  /** 'Ghi khoản thu': the unit picked by its number, the amount, the payer; saved, offline too. */
  async record({ unitNumber, amount, payerName, memo }: ReceiptInput): Promise<void> {
    await this.page.getByTestId('payment-record').click();
    const dialog = this.page.getByTestId('record-payment-dialog');
    await dialog.getByTestId('payment-unit').fill(unitNumber);
    await this.page.getByRole('option', { name: unitNumber, exact: true }).click();
    await dialog.getByTestId('payment-amount-input').fill(amount);
    if (payerName) await dialog.getByLabel('Người nộp', { exact: true }).fill(payerName);
    if (memo) await dialog.getByLabel('Ghi chú').fill(memo);
    await dialog.getByTestId('payment-save').click();
    await expect(dialog).toBeHidden();
  }

  /** The recently recorded payment of `unitNumber` (the list's newest first). */
  recent(unitNumber: string): Locator {
    return this.recentRows(unitNumber).first();
  }

  /** Every listed payment of `unitNumber`, newest first. */
  recentRows(unitNumber: string): Locator {
    return this.page
      .getByTestId('payments-recent')
      .getByTestId('payment-row')
      .filter({ hasText: `Căn ${unitNumber}` });
  }

  /** The receipt number a row shows: the official one, or the provisional mark. */
  receiptNumber(row: Locator): Locator {
    return row.getByTestId('receipt-number');
  }

  /** 'In phiếu thu' offered right after recording: opens the receipt to print. */
  async openRecordedReceipt(): Promise<void> {
    await this.page.getByTestId('payment-recorded-receipt').click();
    await expect(this.page.getByRole('heading', { name: 'Phiếu thu', level: 1 })).toBeVisible();
  }

  /** The printed receipt's sheet (phiếu thu). */
  sheet(): Locator {
    return this.page.getByTestId('receipt-sheet');
  }

  /** The transfers waiting to be matched ('Chờ gán căn hộ'). */
  unmatched(): Locator {
    return this.page.getByTestId('payments-unmatched');
  }

  /** Gives the waiting transfer of `amount` ('850.000 ₫') to `unitNumber`, by hand. */
  async matchTo(amount: string, unitNumber: string): Promise<void> {
    await this.unmatched()
      .getByRole('button', { name: `Gán căn hộ cho khoản ${amount}` })
      .click();
    const dialog = this.page.getByTestId('match-payment-dialog');
    await dialog.getByTestId('payment-unit').fill(unitNumber);
    await this.page.getByRole('option', { name: unitNumber, exact: true }).click();
    await dialog.getByTestId('payment-match-save').click();
    await expect(dialog).toBeHidden();
  }

  /** Undoes the match of the recent payment of `unitNumber`: it waits to be matched again. */
  async unmatch(unitNumber: string, amount: string): Promise<void> {
    await this.recentRows(unitNumber)
      .filter({ hasText: amount })
      .getByRole('button', { name: /^Bỏ gán/ })
      .click();
  }
}
