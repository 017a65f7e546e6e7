import { openScreen } from './app-page';
import { type Locator, type Page, expect } from '@playwright/test';

export interface ResidentInput {
  firstName: string;
  lastName: string;
  idCardNumber: string;
  email: string;
  phone: string;
  occupation?: string;
}

/** The Residents screen (/residents): list, search, add/edit dialog, delete confirmation. */
export class ResidentsPage {
  constructor(private readonly page: Page) {}

  /** `timeout`: for a first open of the lazily loaded screen on a busy machine. */
  async open(timeout?: number): Promise<void> {
    await openScreen(this.page, '/residents');
    await expect(this.page.getByRole('heading', { name: 'Quản lý Cư dân' })).toBeVisible({
      timeout,
    });
  }

  /** The one toast on screen (spec: at most one at a time). */
  toast(): Locator {
    return this.page.getByTestId('toast');
  }

  /** The pending / refused mark of the row showing `text`. */
  mark(text: string): Locator {
    return this.row(text).getByTestId('row-state-mark');
  }

  rows(): Locator {
    return this.page.getByTestId('resident-row');
  }

  row(text: string): Locator {
    return this.rows().filter({ hasText: text });
  }

  async search(query: string): Promise<void> {
    await this.page.getByLabel('Tìm kiếm cư dân').fill(query);
  }

  /** The count shown in the table title 'Cư dân (n)'. */
  async count(): Promise<number> {
    const title = await this.page.getByTestId('residents-count').innerText();
    return Number(/\((\d+)\)/.exec(title)?.[1] ?? NaN);
  }

  private dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  async add(resident: ResidentInput): Promise<void> {
    const dialog = await this.fillNew(resident);
    await dialog.getByRole('button', { name: 'Thêm', exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** Opens 'Thêm cư dân mới' and fills its fields; answers the dialog, not yet saved. */
  async fillNew(resident: ResidentInput): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Thêm cư dân mới' }).click();
    const dialog = this.dialog();
    await expect(dialog.getByText('Thêm cư dân', { exact: true })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Tên', exact: true }).fill(resident.firstName);
    await dialog
      .getByRole('textbox', { name: 'Họ và tên đệm', exact: true })
      .fill(resident.lastName);
    await dialog.getByRole('textbox', { name: 'Số CCCD', exact: true }).fill(resident.idCardNumber);
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(resident.email);
    await dialog.getByRole('textbox', { name: 'Số điện thoại', exact: true }).fill(resident.phone);
    if (resident.occupation)
      await dialog
        .getByRole('textbox', { name: 'Nghề nghiệp', exact: true })
        .fill(resident.occupation);
    return dialog;
  }

  /** Opens the edit dialog of the resident named `name` and changes the occupation. */
  async editOccupation(name: string, occupation: string): Promise<void> {
    await this.page.getByRole('button', { name: `Sửa cư dân ${name}` }).click();
    const dialog = this.dialog();
    await expect(dialog.getByText('Sửa thông tin cư dân')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Nghề nghiệp', exact: true }).fill(occupation);
    await dialog.getByRole('button', { name: 'Lưu', exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** Opens the edit dialog of the resident named `name`, sets one field and saves. */
  async editField(name: string, field: string, value: string): Promise<void> {
    await this.page.getByRole('button', { name: `Sửa cư dân ${name}` }).click();
    const dialog = this.dialog();
    await expect(dialog.getByText('Sửa thông tin cư dân')).toBeVisible();
    await dialog.getByRole('textbox', { name: field, exact: true }).fill(value);
    await dialog.getByRole('button', { name: 'Lưu', exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  async remove(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Xóa cư dân ${name}` }).click();
    const dialog = this.dialog();
    await expect(
      dialog.getByText('Bạn có chắc muốn xóa cư dân này? Không thể hoàn tác thao tác này.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Xóa', exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}
