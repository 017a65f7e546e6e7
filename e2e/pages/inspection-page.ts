import { openScreen } from './app-page';
import { type Locator, type Page, expect } from '@playwright/test';

type Outcome = 'pass' | 'fail' | 'na';
interface PhotoFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * /inspections/{id}: the walk through one checklist (pass / fail / N/A per item, notes, photos,
 * requests from failed items, summary, signature, completion), and starting one from the unit
 * page's inspections card. Items are found by their checklist id (`data-item-id`).
 */
export class InspectionPage {
  constructor(private readonly page: Page) {}

  /** On the unit page: starts an inspection with the named checklist; answers its id. */
  async startFromUnitPage(templateName: string): Promise<string> {
    await this.page.getByTestId('start-inspection').click();
    await this.page.getByTestId('start-template').filter({ hasText: templateName }).click();
    await expect(this.root()).toBeVisible();
    return this.idFromUrl();
  }

  async open(inspectionId: string): Promise<void> {
    await openScreen(this.page, `/inspections/${inspectionId}`);
    // A cold start reads the session and the mirror first (offline too): give it time.
    await expect(this.root()).toBeVisible({ timeout: 20_000 });
  }

  idFromUrl(): string {
    return new URL(this.page.url()).pathname.split('/')[2] as string;
  }

  root(): Locator {
    return this.page.getByTestId('inspection-page');
  }

  item(itemId: string): Locator {
    return this.page.locator(`[data-testid="inspection-item"][data-item-id="${itemId}"]`);
  }

  /** Every item's checklist id, in the order the screen walks them. */
  async itemIds(): Promise<string[]> {
    const ids = await this.page
      .getByTestId('inspection-item')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-item-id') ?? ''));
    return ids;
  }

  async mark(itemId: string, outcome: Outcome): Promise<void> {
    await this.item(itemId).getByTestId(`outcome-${outcome}`).click();
    await expect(this.item(itemId)).toHaveAttribute('data-outcome', outcome);
  }

  /** Marks every item not yet answered with `outcome`. */
  async markRemaining(outcome: Outcome): Promise<void> {
    for (const id of await this.itemIds()) {
      if ((await this.item(id).getAttribute('data-outcome')) === '') await this.mark(id, outcome);
    }
  }

  /** Types an item's note and leaves the field (a note is saved when the field is left). */
  async note(itemId: string, text: string): Promise<void> {
    const field = this.item(itemId).getByTestId('item-note');
    await field.fill(text);
    await field.blur();
  }

  async addPhoto(itemId: string, photo: PhotoFile): Promise<void> {
    const before = await this.photos(itemId).count();
    await this.item(itemId).getByTestId('photo-gallery-input').setInputFiles(photo);
    await expect(this.photos(itemId)).toHaveCount(before + 1);
  }

  photos(itemId: string): Locator {
    return this.item(itemId).getByTestId('attachment-thumb');
  }

  /** One tap on "Tạo yêu cầu": resolves once the item shows its request. */
  async createRequest(itemId: string): Promise<void> {
    await this.item(itemId).getByTestId('create-finding').click();
    await expect(this.item(itemId).getByTestId('finding-made')).toBeVisible();
    await expect(this.item(itemId).getByTestId('create-finding')).toHaveCount(0);
  }

  /** Follows a failed item's link to the request made from it. */
  async openRequest(itemId: string): Promise<void> {
    await this.item(itemId).getByTestId('finding-link').click();
    await expect(this.page).toHaveURL(/\/inquiries\/[0-9a-f-]{36}$/);
  }

  async summary(text: string): Promise<void> {
    const field = this.page.getByTestId('inspection-summary');
    await field.fill(text);
    await field.blur();
  }

  /** Draws a signature on the pad with the mouse (pointer events), names the signer, saves. */
  async sign(name: string): Promise<void> {
    const canvas = this.page.getByTestId('signature-canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the signature pad is not shown');
    const y = box.y + box.height / 2;
    await this.page.mouse.move(box.x + 20, y);
    await this.page.mouse.down();
    for (let i = 1; i <= 10; i++) {
      await this.page.mouse.move(box.x + 20 + i * 25, y + (i % 2 ? -20 : 20));
    }
    await this.page.mouse.up();
    await this.page.getByTestId('signed-by').fill(name);
    await this.page.getByTestId('save-signature').click();
    await expect(this.page.getByTestId('signature-saved')).toContainText(name);
  }

  async complete(): Promise<void> {
    await this.page.getByTestId('complete-inspection').click();
    await expect(this.root()).toHaveAttribute('data-completed', 'true');
  }

  async openReport(): Promise<void> {
    await this.page.getByTestId('inspection-report-link').click();
    await expect(this.page.getByTestId('inspection-report')).toBeVisible();
  }
}
