import { openScreen } from './app-page';
import { type Locator, type Page, expect } from '@playwright/test';
import type { FilePayload } from './apartments-page';

/** /apartments/labels: the printable sheet of QR labels of a block or a floor. */
export class QrLabelsPage {
  constructor(private readonly page: Page) {}

  async open(block: string, floor?: number): Promise<void> {
    await openScreen(
      this.page,
      `/apartments/labels?block=${block}${floor ? `&floor=${floor}` : ''}`,
    );
    await this.expectOpen();
  }

  async expectOpen(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'In tem QR căn hộ' })).toBeVisible();
  }

  labels(): Locator {
    return this.page.getByTestId('qr-label');
  }

  label(unitNumber: string): Locator {
    return this.page.locator(`[data-testid="qr-label"][data-unit="${unitNumber}"]`);
  }

  /** The URL a label's QR code holds (as drawn). */
  async qrValue(unitNumber: string): Promise<string | null> {
    return this.label(unitNumber).getByRole('img').getAttribute('data-qr-value');
  }

  /** A picture of the label's QR code as it is drawn on the screen (PNG). */
  async qrPicture(unitNumber: string): Promise<Buffer> {
    return this.label(unitNumber).getByRole('img').screenshot();
  }
}

/** The scanner dialog, opened from the apartments list's header. */
export class QrScanner {
  constructor(private readonly page: Page) {}

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Quét tem QR căn hộ' });
  }

  async open(): Promise<void> {
    await this.page.getByRole('button', { name: 'Quét mã QR' }).click();
    await expect(this.dialog()).toBeVisible();
  }

  async close(): Promise<void> {
    await this.dialog().getByRole('button', { name: 'Đóng' }).click();
    await expect(this.dialog()).toBeHidden();
  }

  /** What the scanner says of a code it will not open. */
  message(): Locator {
    return this.dialog().getByTestId('qr-scan-message');
  }

  /** Why the camera is not shown (denied, missing…). */
  cameraProblem(): Locator {
    return this.dialog().getByTestId('qr-camera-problem');
  }

  /** Hands the scanner a photo of a label ("Chọn ảnh chụp tem"). */
  async choosePhoto(photo: FilePayload): Promise<void> {
    await this.dialog().getByTestId('qr-photo-input').setInputFiles(photo);
  }

  /** The fallback: types a unit number and taps the unit found. */
  async openByNumber(typed: string, unitNumber: string): Promise<void> {
    await this.dialog().getByRole('searchbox', { name: 'Số căn hộ' }).fill(typed);
    await this.dialog()
      .getByRole('button', { name: `Mở căn hộ ${unitNumber}` })
      .click();
    await expect(this.dialog()).toBeHidden();
  }
}
