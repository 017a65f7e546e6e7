import { openScreen } from './app-page';
import { type Locator, type Page, expect } from '@playwright/test';

/** The import screen (/imports, 'Nhập từ Excel'): kind, complex, file, mapping, rows, confirm. */
export class ImportPage {
  constructor(private readonly page: Page) {}

  /** Opens it from a list's header link ('Nhập từ Excel'). */
  async openFrom(listPath: string): Promise<void> {
    await openScreen(this.page, listPath);
    await this.page.getByRole('link', { name: 'Nhập từ Excel' }).click();
    await expect(this.page.getByRole('heading', { name: 'Nhập từ Excel' })).toBeVisible({
      timeout: 30_000,
    });
  }

  /** Chooses the complex (shown when the device works in several, on "Tất cả"). */
  async chooseComplex(name: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Chung cư' }).click();
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  async chooseKind(label: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Loại dữ liệu' }).click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  /** Picks a sheet; the preview follows. */
  async pick(name: string, buffer: Buffer): Promise<void> {
    const mimeType = name.endsWith('.csv')
      ? 'text/csv'
      : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    await this.page.getByTestId('import-file').setInputFiles({ name, mimeType, buffer });
  }

  count(status: 'new' | 'changed' | 'unchanged' | 'error'): Locator {
    return this.page.getByTestId(`import-count-${status}`);
  }

  mapping(): Locator {
    return this.page.getByLabel('Cột trong tệp');
  }

  rows(): Locator {
    return this.page.getByTestId('import-row');
  }

  /** Downloads the error sheet; answers the file's path. */
  async downloadErrors(): Promise<string> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: 'Tải tệp lỗi' }).click();
    return (await download).path();
  }

  async confirm(): Promise<void> {
    await this.page.getByRole('button', { name: 'Xác nhận nhập' }).click();
  }
}
