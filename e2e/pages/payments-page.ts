import { openScreen } from './app-page';
import { type Locator, type Page, expect } from '@playwright/test';
import ExcelJS from 'exceljs';
import { dongOf } from '../support/money';

/** A receipt staff record at the office (cash unless said), as the dialog takes it. */
export interface ReceiptInput {
  unitNumber: string;
  /** As typed, in whole đồng: '1250000'. */
  amount: string;
  payerName?: string;
  memo?: string;
}

/** A row of "Công nợ": what is owed in all and by days past the due date, in đồng. */
export interface DebtFigures {
  total: number;
  ages: number[];
}

/** A unit of the debts' Excel: its number and what it owes in all. */
export interface DebtLine {
  unitNumber: string;
  total: number;
}

/**
 * The office's "Thu tiền" (/payments, rule S34): receipts recorded at the office, each listed
 * with its receipt number (provisional until synced), and its printed receipt (phiếu thu) at
 * /payments/:id/receipt.
 */
export class PaymentsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await openScreen(this.page, '/payments');
    await expect(this.page.getByRole('heading', { name: 'Thu tiền', level: 1 })).toBeVisible();
  }

  /** 'Ghi khoản thu': the unit picked by its number, the amount, the payer; saved, offline too. */
  async record({ unitNumber, amount, payerName, memo }: ReceiptInput): Promise<void> {
    await this.page.getByTestId('payment-record').click();
    const dialog = this.page.getByTestId('record-payment-dialog');
    // Received today in Hà Nội, also between midnight and 07:00 there, when UTC's is yesterday.
    const today = await this.page.evaluate(() =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date()),
    );
    await expect(dialog.getByLabel('Ngày thu', { exact: true })).toHaveValue(today);
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

  /** Types in the search of the received payments; the list then shows what it finds. */
  async search(text: string): Promise<void> {
    await this.page.getByTestId('payments-search').fill(text);
  }

  /** What the search found, in words ('Tìm thấy 1 khoản.'). */
  found(): Locator {
    return this.page.getByTestId('payments-found');
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

  /** The card "Công nợ" of the complex worked in. */
  debts(): Locator {
    return this.page.getByTestId('payments-debts');
  }

  /** The figures of the complex's row ('complex') or of every block's, as the card shows them. */
  async debtFigures(scope: 'complex' | 'blocks'): Promise<DebtFigures[]> {
    const rows = this.debts().locator(
      scope === 'complex' ? '[data-testid="debts-complex"]' : '[data-testid^="debts-block-"]',
    );
    const figures: DebtFigures[] = [];
    for (const row of await rows.all()) {
      const [total = 0, ...ages] = (await row.locator('[data-figure]').allTextContents()).map(
        dongOf,
      );
      figures.push({ total, ages });
    }
    return figures;
  }

  /** What the complex owes in all, as the card shows it now. */
  async complexOwes(): Promise<number> {
    return (await this.debtFigures('complex'))[0]?.total ?? 0;
  }

  /** The units owing most, as listed: 'Căn A-1203: nợ 1.250.000 ₫'. */
  topDebts(): Locator {
    return this.debts().getByTestId('debt-unit');
  }

  /** The first of the units owing most: its number and debt. */
  async topDebt(): Promise<DebtLine> {
    const text = (await this.topDebts().first().textContent()) ?? '';
    const [, unitNumber = '', amount = ''] = /^Căn (.+): nợ (.+)$/.exec(text) ?? [];
    return { unitNumber, total: dongOf(amount) };
  }

  /** 'Xuất Excel' of the debts: the workbook's units, in its order. */
  async exportDebts(): Promise<DebtLine[]> {
    const download = this.page.waitForEvent('download');
    await this.debts().getByRole('button', { name: 'Xuất Excel' }).click();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await (await download).path());
    const sheet = workbook.getWorksheet('Công nợ');
    if (!sheet) throw new Error('the debts workbook has no sheet "Công nợ"');
    const headers = sheet.getRow(1).values as unknown[];
    const column = (header: string) => sheet.getColumn(headers.indexOf(header)).values.slice(2);
    const totals = column('Tổng nợ');
    return column('Căn hộ').map((unitNumber, i) => ({
      unitNumber: String(unitNumber),
      total: Number(totals[i]),
    }));
  }
}
