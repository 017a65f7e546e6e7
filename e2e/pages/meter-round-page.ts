import { type Locator, type Page, expect } from '@playwright/test';
import type { FilePayload } from './apartments-page';

/**
 * /meters/round: the monthly reading round, one meter at a time (the unit page's meters card
 * opens it at that unit's first meter). Stops are named by unit and kind (`data-unit`,
 * `data-kind`).
 */
export class MeterRoundPage {
  constructor(private readonly page: Page) {}

  /** On the unit page: opens the round at this unit's meters. */
  async openFromUnitPage(): Promise<void> {
    await this.page.getByTestId('unit-meters').getByTestId('open-round').click();
    await expect(this.page.getByTestId('reading-round')).toBeVisible();
  }

  stop(): Locator {
    return this.page.getByTestId('round-stop');
  }

  async expectStop(unitNumber: string, kind: 'water' | 'electricity'): Promise<void> {
    await expect(this.stop()).toHaveAttribute('data-unit', unitNumber);
    await expect(this.stop()).toHaveAttribute('data-kind', kind);
  }

  progress(): Locator {
    return this.page.getByTestId('round-progress');
  }

  /**
   * Types the shown meter's new index (with a photo of the meter if given) and saves; an
   * unusual consumption is confirmed. Resolves once the round has moved past this meter.
   */
  async read(value: string, photo?: FilePayload): Promise<void> {
    const stop = this.stop();
    const unit = await stop.getAttribute('data-unit');
    const kind = await stop.getAttribute('data-kind');
    await stop.getByTestId('round-value').fill(value);
    if (photo) {
      await stop.getByTestId('photo-gallery-input').setInputFiles(photo);
      await expect(stop.getByTestId('round-photo-chosen')).toBeVisible();
    }
    await stop.getByTestId('round-save').click();
    const moved = this.page
      .locator(`[data-testid="round-stop"]:not([data-unit="${unit}"][data-kind="${kind}"])`)
      .or(this.page.getByTestId('round-done'));
    const unusual = this.page.getByTestId('unusual-dialog');
    await expect(moved.or(unusual).first()).toBeVisible();
    if (await unusual.isVisible()) await unusual.getByTestId('unusual-save').click();
    await expect(moved.first()).toBeVisible();
  }
}
