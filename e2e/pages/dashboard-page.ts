import { openScreen } from './app-page';
import { type Locator, type Page, expect } from '@playwright/test';

export const STAT_TITLES = [
  'Yêu cầu đang mở',
  'Yêu cầu quá hạn',
  'Tỷ lệ lấp đầy',
  'Chỉ số điện nước tháng này',
] as const;

/** Folds text the way the app's searches do: no diacritics, lower case ("Đức" → "duc"). */
export function unaccented(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, (c) => (c === 'đ' ? 'd' : 'D'))
    .toLowerCase();
}

/** The dashboard (/dashboard): stat cards, header search, activity and tasks. */
export class DashboardPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await openScreen(this.page, '/dashboard');
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Tổng quan', exact: true }),
    ).toBeVisible();
  }

  /** The card whose title is `title` (its heading: the line under a figure may repeat words). */
  card(title: (typeof STAT_TITLES)[number]): Locator {
    return this.page
      .locator('[data-testid^="stat-"]')
      .filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  /** The figure shown on the card titled `title`. */
  value(title: (typeof STAT_TITLES)[number]): Locator {
    return this.card(title).getByTestId('stat-value');
  }

  /** The line under the figure of the card titled `title`. */
  detail(title: (typeof STAT_TITLES)[number]): Locator {
    return this.card(title).getByTestId('stat-detail');
  }

  async search(query: string): Promise<void> {
    await this.page.getByPlaceholder('Tìm căn hộ, cư dân...').fill(query);
  }

  /** Enter in the search box: opens the first hit. */
  async submitSearch(): Promise<void> {
    await this.page.getByPlaceholder('Tìm căn hộ, cư dân...').press('Enter');
  }

  /** The results popover's entries containing `text`. */
  hit(text: string): Locator {
    return this.page
      .getByTestId('search-results')
      .getByTestId('search-hit')
      .filter({ hasText: text });
  }
}
