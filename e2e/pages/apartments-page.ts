import { openScreen } from './app-page';
import { type Locator, type Page, expect } from '@playwright/test';

export interface ApartmentInput {
  building: string;
  unitNumber: string;
  type: string;
  /** A photo "taken" with the device camera input. */
  photo?: FilePayload;
  /** Photos chosen from the gallery input, in order. */
  photos?: FilePayload[];
  /** Adds the placeholder image too (true unless said otherwise). */
  placeholder?: boolean;
}

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** /apartments (search, cards), /apartments/create and /apartments/{id}/residents. */
export class ApartmentsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await openScreen(this.page, '/apartments');
    // A full load of the app and the list's lazy chunk: allow for a busy machine.
    await expect(this.page.getByRole('heading', { name: 'Quản lý Căn hộ' })).toBeVisible({
      timeout: 20_000,
    });
  }

  /** The block ('Tòa') filter's choices, by their visible names ('Tất cả' first). */
  async blockChoices(): Promise<string[]> {
    await this.page.getByRole('combobox', { name: 'Tòa', exact: true }).click();
    const list = this.page.getByRole('listbox');
    const names = await list.getByRole('option').allInnerTexts();
    await this.page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    return names;
  }

  /** The building ('Chung cư') filter's choices: 'Tất cả', then the complexes the list holds. */
  async buildingChoices(): Promise<string[]> {
    await this.buildingFilter().click();
    const list = this.page.getByRole('listbox');
    const names = await list.getByRole('option').allInnerTexts();
    await this.page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    return names;
  }

  /** Narrows the list to one complex with the building ('Chung cư') filter. */
  async chooseBuilding(name: string): Promise<void> {
    await this.buildingFilter().click();
    await this.page.getByRole('option', { name, exact: true }).click();
    await expect(this.buildingFilter()).toHaveText(name);
  }

  private buildingFilter(): Locator {
    return this.page.getByRole('combobox', { name: 'Chung cư', exact: true });
  }

  /** The unit numbers of the cards on the page shown. */
  shownUnits(): Promise<string[]> {
    return this.page
      .getByTestId('apartment-card')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-unit') ?? ''));
  }

  card(unitNumber: string): Locator {
    return this.page.locator(`[data-testid="apartment-card"][data-unit="${unitNumber}"]`);
  }

  /** Turns the list's pages until the unit's card shows. */
  async findCard(unitNumber: string): Promise<Locator> {
    await expect(this.page.getByTestId('apartment-card').first()).toBeVisible();
    for (let turns = 0; turns < 200; turns += 1) {
      if ((await this.card(unitNumber).count()) > 0) return this.card(unitNumber);
      const next = this.page.getByRole('button', { name: 'Trang sau' });
      if ((await next.count()) === 0 || (await next.isDisabled())) break;
      await next.click();
    }
    await expect(this.card(unitNumber)).toBeVisible();
    return this.card(unitNumber);
  }

  /** Types in the list's search box (unit number or resident name). */
  async search(query: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Tìm căn hộ' }).fill(query);
  }

  /** From the list, opens the unit page of a shown card. */
  async openUnit(unitNumber: string): Promise<void> {
    // The card's link is named by what the card shows, its unit number first.
    await this.card(unitNumber).getByRole('link', { name: unitNumber }).click();
    await expect(this.page.getByRole('heading', { name: `Căn hộ ${unitNumber}` })).toBeVisible();
  }

  /** Fills the create form and saves; the list then opens on the new unit's page. */
  async create(apartment: ApartmentInput): Promise<void> {
    await this.page.getByRole('link', { name: 'Thêm căn hộ mới' }).click();
    await expect(this.page.getByRole('heading', { name: 'Thông tin căn hộ' })).toBeVisible();
    await this.page.getByRole('textbox', { name: 'Tên tòa nhà' }).fill(apartment.building);
    await this.page.getByRole('textbox', { name: 'Số căn hộ' }).fill(apartment.unitNumber);
    await this.page.getByRole('textbox', { name: 'Loại căn hộ' }).fill(apartment.type);
    if (apartment.photo) {
      await this.page.getByTestId('photo-camera-input').setInputFiles(apartment.photo);
      await expect(this.page.getByRole('img', { name: 'Ảnh căn hộ 1' })).toBeVisible();
    }
    if (apartment.photos) {
      await this.page.getByTestId('photo-gallery-input').setInputFiles(apartment.photos);
      await expect(this.page.getByTestId('form-image')).toHaveCount(apartment.photos.length);
    }
    if (apartment.placeholder !== false) {
      await this.page.getByRole('button', { name: 'Thêm ảnh mẫu' }).click();
    }
    await this.page.getByRole('button', { name: 'Tạo căn hộ' }).click();
    await expect(this.page.getByRole('heading', { name: 'Quản lý Căn hộ' })).toBeVisible();
    await expect(this.card(apartment.unitNumber)).toBeVisible();
  }

  /** From the list, opens the unit's residents page. */
  async openResidents(unitNumber: string): Promise<void> {
    const card = await this.findCard(unitNumber);
    await card.getByRole('link', { name: 'Cư dân', exact: true }).click();
    await expect(
      this.page.getByRole('heading', { name: `Xếp cư dân vào căn hộ ${unitNumber}` }),
    ).toBeVisible();
  }

  /**
   * Picks residents in the 'Chọn cư dân để xếp vào căn hộ' dialog (found by `query`) and assigns them; the
   * toast says the server has it, or (`savedOn: 'device'`) that it is on this device only.
   */
  async assign(queries: string[], savedOn: 'server' | 'device' = 'server'): Promise<void> {
    await this.page.getByRole('button', { name: 'Chọn cư dân' }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog.getByText('Chọn cư dân để xếp vào căn hộ')).toBeVisible();
    const search = dialog.getByRole('textbox', { name: /Tìm theo tên, CCCD/ });
    for (const query of queries) {
      await search.fill(query);
      // 'Chưa ở căn nào', or 'Đang ở …' for someone who lives in another unit now.
      await dialog
        .getByTestId('resident-options')
        .getByRole('button')
        .filter({ hasNotText: 'Đã chọn' })
        .first()
        .click();
    }
    await dialog.getByRole('button', { name: `Xác nhận chọn (${queries.length})` }).click();
    await expect(dialog).toBeHidden();
    await this.page.getByRole('button', { name: 'Xếp vào căn hộ' }).click();
    await expect(this.page.getByTestId('toast')).toContainText(
      savedOn === 'server' ? `Đã xếp ${queries.length} cư dân vào căn hộ` : 'Đã lưu trên thiết bị',
      { timeout: 15_000 },
    );
  }

  /** Opens the picker, finds `query` and selects the first match (without confirming). */
  async pickInDialog(query: string): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Chọn cư dân' }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog.getByText('Chọn cư dân để xếp vào căn hộ')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Tìm theo tên, CCCD/ }).fill(query);
    return dialog;
  }

  /** The unit's photo tiles on its residents page. */
  photoTiles(): Locator {
    return this.page.getByTestId('apartment-photos').getByTestId('attachment-thumb');
  }

  /** Resolves once every photo tile shows a decoded image (from the device or downloaded). */
  async expectPhotosShown(count: number): Promise<void> {
    await expect(this.photoTiles()).toHaveCount(count);
    for (let i = 0; i < count; i++) {
      const img = this.photoTiles().nth(i).locator('img');
      await expect(img).toBeVisible({ timeout: 30_000 });
      await expect
        .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
    }
  }

  currentResidents(): Locator {
    return this.page.getByTestId('current-resident');
  }
}
