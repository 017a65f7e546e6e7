import { openScreen } from './app-page';
import { type Locator, type Page, expect } from '@playwright/test';

interface PhotoFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * /meters/round: the monthly meter reading round (one meter at a time in walking order, the
 * previous index, a big numeric field, a photo, progress read/total, the export), and the unit
 * page's meters card that opens it at a unit. Reusable by a combined walk-through test.
 */
export class ReadingRoundPage {
  constructor(private readonly page: Page) {}

  /** Opens the round directly (`period` YYYY-MM; by default the device's month). */
  async open(query: { period?: string; block?: string; floor?: number; unit?: string } = {}) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) params.set(key, String(value));
    }
    await openScreen(this.page, `/meters/round?${params.toString()}`);
    await expect(this.root()).toBeVisible({ timeout: 20_000 });
  }

  /** On the unit page: the meters card's "Ghi chỉ số" opens the round at this unit. */
  async openFromUnitPage(): Promise<void> {
    await this.page.getByTestId('open-round').click();
    await expect(this.root()).toBeVisible({ timeout: 20_000 });
  }

  root(): Locator {
    return this.page.getByTestId('reading-round');
  }

  /** The page's title, naming the period as the app writes months ('Ghi chỉ số · Tháng 11/2026'). */
  title(): Locator {
    return this.root().getByRole('heading', { level: 1 });
  }

  /** 'Tháng 11/2026' for '2026-11': how the period select names a month. */
  static monthName(period: string): string {
    const [year, month] = period.split('-');
    return `Tháng ${Number(month)}/${year}`;
  }

  /**
   * Chooses the round's period (YYYY-MM) in its select of months, which names them as the app
   * does ('Tháng 11/2026'); the select's input keeps the period (`round-period`).
   */
  async choosePeriod(period: string): Promise<void> {
    const input = this.page.getByTestId('round-period');
    await input.locator('..').getByRole('combobox').click();
    await this.page
      .getByRole('option', { name: ReadingRoundPage.monthName(period), exact: true })
      .click();
    await expect(input).toHaveValue(period);
  }

  /** The meter shown now (`data-unit`, `data-kind` say which). */
  stop(): Locator {
    return this.page.getByTestId('round-stop');
  }

  /** Waits until the round shows this unit's meter of this kind. */
  async expectAt(unitNumber: string, kind: 'water' | 'electricity'): Promise<void> {
    await expect(this.stop()).toHaveAttribute('data-unit', unitNumber);
    await expect(this.stop()).toHaveAttribute('data-kind', kind);
  }

  previous(): Locator {
    return this.page.getByTestId('round-previous');
  }

  /** Marks the value typed as staff's estimate ('Ước tính'): the meter could not be read. */
  async markEstimated(): Promise<void> {
    await this.stop().getByRole('checkbox', { name: 'Ước tính' }).check();
  }

  progress(): Locator {
    return this.page.getByTestId('round-progress');
  }

  /** The field's message under it (a refusal such as 'Chỉ số mới nhỏ hơn chỉ số kỳ trước'). */
  fieldMessage(): Locator {
    return this.stop().locator('.MuiFormHelperText-root');
  }

  async type(value: string): Promise<void> {
    await this.page.getByTestId('round-value').fill(value);
  }

  async attachPhoto(file: PhotoFile): Promise<void> {
    await this.stop().getByTestId('photo-gallery-input').setInputFiles(file);
    await expect(this.page.getByTestId('round-photo-chosen')).toBeVisible();
  }

  /** Taps "Lưu và tiếp" (the round moves on, or shows a refusal or the unusual warning). */
  async save(): Promise<void> {
    await this.page.getByTestId('round-save').click();
  }

  /**
   * Saves the value typed and waits until it is kept: the round moves on to another meter (or is
   * done), the unusual warning, if the value draws one, answered 'save anyway'. Whether a value is
   * unusual depends on the meter's history, and the warning may come a moment after the tap.
   */
  async saveKept(): Promise<void> {
    const unit = await this.stop().getAttribute('data-unit');
    const kind = await this.stop().getAttribute('data-kind');
    await this.save();
    const movedOn = this.page
      .locator(`[data-testid="round-stop"]:not([data-unit="${unit}"][data-kind="${kind}"])`)
      .or(this.page.getByTestId('round-done'));
    await expect(this.unusualDialog().or(movedOn).first()).toBeVisible();
    if (await this.unusualDialog().isVisible()) await this.answerUnusual(true);
    await expect(movedOn.first()).toBeVisible();
  }

  unusualDialog(): Locator {
    return this.page.getByTestId('unusual-dialog');
  }

  /** Answers the unusual warning: save anyway, or go back and check the index. */
  async answerUnusual(saveAnyway: boolean): Promise<void> {
    await expect(this.unusualDialog()).toBeVisible();
    await this.page.getByTestId(saveAnyway ? 'unusual-save' : 'unusual-check').click();
    await expect(this.unusualDialog()).toBeHidden();
  }

  async next(): Promise<void> {
    await this.page.getByTestId('round-next').click();
  }

  exportButton(): Locator {
    return this.page.getByTestId('round-export');
  }
}
