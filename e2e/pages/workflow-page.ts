import { openScreen } from './app-page';
import { type Locator, type Page, expect } from '@playwright/test';

/** The /workflow-templates screen: its dialogs, the templates list and the selected template. */
export class WorkflowPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await openScreen(this.page, '/workflow-templates');
    await expect(this.page.getByRole('heading', { name: 'Mẫu quy trình', level: 1 })).toBeVisible();
  }

  async createCategory(name: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Tạo Danh Mục' }).click();
    const dialog = this.page.getByTestId('category-dialog');
    await dialog.getByLabel('Tên danh mục').fill(name);
    await dialog.getByRole('button', { name: 'Tạo' }).click();
    await expect(dialog).toBeHidden();
  }

  /** 'Thời hạn xử lý': for `category`, the hours to answer and resolve a request of `priority`. */
  async setDeadlines(
    category: string,
    priority: string,
    hours: { response: number; resolution: number },
  ): Promise<void> {
    await this.page.getByRole('button', { name: 'Thời hạn xử lý' }).click();
    const dialog = this.page.getByTestId('sla-dialog');
    await dialog.getByRole('combobox', { name: 'Danh mục' }).click();
    await this.page.getByRole('option', { name: category, exact: true }).click();
    await dialog.getByLabel(`Phản hồi (giờ) · ${priority}`).fill(String(hours.response));
    await dialog.getByLabel(`Hoàn thành (giờ) · ${priority}`).fill(String(hours.resolution));
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await expect(dialog).toBeHidden();
  }

  /**
   * 'Tạo Mẫu Mới'; `scope` picks "Phạm vi" ("Dùng chung toàn công ty" or a complex's name),
   * otherwise the dialog's default stays.
   */
  async createTemplate(name: string, category: string, scope?: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Tạo Mẫu Mới' }).click();
    const dialog = this.page.getByTestId('template-dialog');
    await dialog.getByLabel('Tên mẫu').fill(name);
    if (scope) {
      await dialog.getByRole('combobox', { name: 'Phạm vi' }).click();
      await this.page.getByRole('option', { name: scope }).click();
    }
    await dialog.getByRole('combobox', { name: 'Danh mục' }).click();
    await this.page.getByRole('option', { name: category }).click();
    await dialog.getByRole('button', { name: 'Tạo' }).click();
    await expect(dialog).toBeHidden();
  }

  template(name: string): Locator {
    return this.page.getByTestId('template-item').filter({ hasText: name });
  }

  /** Whose a listed template is: its complex's name, or "Dùng chung". */
  scopeOf(name: string): Locator {
    return this.template(name).getByTestId('scope-chip');
  }

  detail(): Locator {
    return this.page.getByTestId('template-detail');
  }

  async addStep(name: string, assignee?: string): Promise<void> {
    await this.detail().getByRole('button', { name: 'Thêm Bước' }).click();
    const dialog = this.page.getByTestId('step-dialog');
    await dialog.getByLabel('Tên bước').fill(name);
    if (assignee) {
      await dialog.getByRole('combobox', { name: 'Người phụ trách' }).click();
      await this.page.getByRole('option', { name: assignee }).click();
    }
    await dialog.getByRole('button', { name: 'Tạo' }).click();
    await expect(dialog).toBeHidden();
  }

  steps(): Locator {
    return this.detail().getByTestId('step-item');
  }
}
