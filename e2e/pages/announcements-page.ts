import { openScreen } from './app-page';
import { type Locator, type Page, expect } from '@playwright/test';

export interface AnnouncementInput {
  title: string;
  body: string;
  /** The block names it goes to (none: the whole complex). */
  blocks?: string[];
  /** Urgent, ending at this `datetime-local` value ('2026-12-01T18:00'). */
  urgentUntil?: string;
}

/** "Thông báo" (/announcements): the list, the compose dialog and an announcement's page. */
export class AnnouncementsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await openScreen(this.page, '/announcements');
    await expect(this.page.getByRole('heading', { name: 'Thông báo', level: 1 })).toBeVisible({
      timeout: 20_000,
    });
  }

  items(): Locator {
    return this.page.getByTestId('announcement-item');
  }

  item(title: string): Locator {
    return this.items().filter({ hasText: title });
  }

  /** Writes and sends an announcement from the compose dialog (staff). */
  async send(input: AnnouncementInput): Promise<void> {
    await this.page.getByTestId('compose-announcement').click();
    const dialog = this.page.getByTestId('compose-dialog');
    await dialog.getByTestId('announcement-title-field').fill(input.title);
    await dialog.getByTestId('announcement-body-field').fill(input.body);
    if (input.blocks?.length) {
      await dialog.getByLabel('Theo tòa').check();
      for (const name of input.blocks) {
        await dialog.getByTestId('audience-blocks').fill(name);
        await this.page.getByRole('option', { name, exact: true }).click();
      }
    }
    if (input.urgentUntil) {
      await dialog.getByTestId('announcement-urgent').locator('input').check();
      await dialog.getByTestId('announcement-ends-at').fill(input.urgentUntil);
    }
    await dialog.getByTestId('announcement-submit').click();
    await expect(dialog).toBeHidden();
  }
}
