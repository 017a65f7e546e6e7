import { openScreen } from './app-page';
import { type Locator, type Page, expect } from '@playwright/test';

export interface InquiryInput {
  title: string;
  content: string;
  /** Typed into the requester picker, then the option showing `name` is chosen. */
  requester?: { typed: string; name: string };
  /** The unit the form must show once the requester is chosen ('A2-403 - A'). */
  expectUnit?: string;
  /** Then the unit picked instead ('A2-405 - A'), after checking how many the picker offers. */
  pickUnit?: { label: string; choices: number };
  /** Taken with the form's camera button (a phone opens its camera; a test hands the files). */
  files?: { name: string; mimeType: string; buffer: Buffer }[];
}

/** The inquiry screens: the list (/inquiries) with its new-inquiry dialog, detail and progress. */
export class InquiriesPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await openScreen(this.page, '/inquiries');
    await expect(this.page.getByRole('heading', { name: 'YÊU CẦU' })).toBeVisible();
  }

  rows(): Locator {
    return this.page.getByTestId('inquiry-row');
  }

  row(text: string): Locator {
    return this.rows().filter({ hasText: text });
  }

  async search(query: string): Promise<void> {
    await this.page.getByLabel('Tìm kiếm theo tiêu đề hoặc người yêu cầu').fill(query);
  }

  /**
   * Picks `option` in the filter card's select named `label` ('Hạn xử lý', 'Sắp xếp', …),
   * unfolding the filters first where a narrow screen folds them behind "Bộ lọc". Tried again
   * until it takes: a page whose first sync lands as the filters unfold re-renders them, and
   * the select's menu opened just before is gone.
   */
  async choose(label: string, option: string): Promise<void> {
    const toggle = this.page.getByTestId('filter-panel-toggle');
    const listbox = this.page.getByRole('listbox');
    await expect(async () => {
      if (await listbox.isVisible()) await this.page.keyboard.press('Escape');
      if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) === 'false') {
        await toggle.click();
      }
      await this.page.getByRole('combobox', { name: label }).click({ timeout: 5_000 });
      await this.page.getByRole('option', { name: option, exact: true }).click({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
  }

  /** What each shown row says of its deadline ('Quá hạn 2 ngày', 'Còn 3 giờ', …). */
  async deadlines(): Promise<string[]> {
    return this.rows().getByTestId('deadline').allTextContents();
  }

  /**
   * Opens the dialog, picks the template named `templateName` and creates the inquiry; the toast
   * says the server has it, or (`savedOn: 'device'`) that it is on this device only.
   */
  async create(
    templateName: string,
    inquiry: InquiryInput,
    savedOn: 'server' | 'device' = 'server',
  ): Promise<void> {
    await this.page.getByRole('button', { name: 'Tạo yêu cầu', exact: true }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Nhóm yêu cầu' })).toBeVisible();
    await dialog.getByLabel('Tìm nhóm yêu cầu').fill(templateName);
    await dialog.getByTestId('template-card').filter({ hasText: templateName }).first().click();
    await this.fillAndSubmit(inquiry, savedOn);
  }

  /**
   * A resident's report: opens the dialog, picks the tile of `category` ('Điện', 'Nước', …) and
   * creates the request as `create` does.
   */
  async report(
    category: string,
    inquiry: InquiryInput,
    savedOn: 'server' | 'device' = 'server',
  ): Promise<void> {
    await this.page.getByRole('button', { name: 'Tạo yêu cầu', exact: true }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Bạn muốn báo gì?' })).toBeVisible();
    await this.categoryTile(category).click();
    await expect(dialog.getByRole('textbox', { name: 'Nhóm yêu cầu' })).toHaveValue(category);
    await this.fillAndSubmit(inquiry, savedOn);
  }

  /** The new-request dialog's tile of a resident category. */
  categoryTile(category: string): Locator {
    return this.page
      .getByRole('dialog')
      .getByRole('group', { name: 'Loại sự cố' })
      .getByRole('button', { name: category, exact: true });
  }

  /** The form step of the new-request dialog: fills it, submits, waits for the toast. */
  private async fillAndSubmit(inquiry: InquiryInput, savedOn: 'server' | 'device'): Promise<void> {
    const dialog = this.page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'TẠO YÊU CẦU MỚI' })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Tiêu đề' }).fill(inquiry.title);
    await dialog.getByRole('textbox', { name: 'Nội dung' }).fill(inquiry.content);
    if (inquiry.requester) {
      await dialog.getByRole('combobox', { name: 'Người yêu cầu' }).fill(inquiry.requester.typed);
      await this.page
        .getByRole('option')
        .filter({ hasText: inquiry.requester.name })
        .first()
        .click();
    }
    if (inquiry.expectUnit) {
      await expect(dialog.getByRole('combobox', { name: 'Căn hộ - tòa nhà' })).toHaveValue(
        inquiry.expectUnit,
      );
    }
    if (inquiry.pickUnit) {
      await dialog.getByRole('combobox', { name: 'Căn hộ - tòa nhà' }).click();
      const options = this.page.getByRole('option');
      await expect(options).toHaveCount(inquiry.pickUnit.choices);
      await options.filter({ hasText: inquiry.pickUnit.label }).click();
    }
    if (inquiry.files) {
      await dialog.getByTestId('photo-camera-input').setInputFiles(inquiry.files);
      await expect(dialog.locator('[data-testid="attachment-tile"] img')).toHaveCount(
        inquiry.files.length,
      );
    }
    await dialog.getByRole('button', { name: 'Tạo yêu cầu', exact: true }).click();
    await expect(dialog).toBeHidden();
    const toast = this.page.getByTestId('toast');
    if (savedOn === 'server') {
      await expect(toast).toContainText('Yêu cầu đã được tạo thành công', { timeout: 15_000 });
    } else {
      await expect(toast).toContainText('Đã lưu trên thiết bị');
      await expect(toast).not.toContainText('thành công');
    }
  }

  /** Opens the detail page of the row showing `title` (searched for, where the list has a search). */
  async openDetail(title: string): Promise<void> {
    const search = this.page.getByLabel('Tìm kiếm theo tiêu đề hoặc người yêu cầu');
    if (await search.isVisible()) await this.search(title);
    await this.row(title).click();
    await expect(this.page.getByTestId('inquiry-title')).toHaveText(title);
  }

  progressCard(): Locator {
    return this.page.getByTestId('progress-card');
  }

  /** Waits until the detail page's progress card shows `count` steps, provisional or not. */
  async expectCardSteps(count: number, provisional: boolean, timeout = 30_000): Promise<void> {
    const card = this.progressCard();
    await expect(card).toHaveAttribute('data-provisional', String(provisional), { timeout });
    await expect(card.getByTestId('progress-counts')).toHaveText(`0/${count} bước hoàn thành`, {
      timeout,
    });
  }

  async openProgress(): Promise<void> {
    await this.page.getByRole('link', { name: 'Xem tiến trình' }).click();
    await expect(this.page.getByTestId('timeline-step').first()).toBeVisible();
  }

  timelineSteps(): Locator {
    return this.page.getByTestId('timeline-step');
  }

  /** Starts the first step of the timeline (it must be synced: not provisional). */
  async startFirstStep(): Promise<void> {
    const first = this.timelineSteps().first();
    await first.getByRole('button', { name: 'Bắt đầu' }).click();
    await expect(first).toHaveAttribute('data-status', 'in_progress');
  }
}
