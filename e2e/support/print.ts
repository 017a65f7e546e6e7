import type { Page } from '@playwright/test';

/**
 * How many sheets `page` prints: Chromium's PDF of it, laid out by the page's own `@page` size
 * and margins, counted by its page objects (`/Type /Page`, not the `/Pages` tree above them).
 */
export async function printedPages(page: Page): Promise<number> {
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  return pdf.match(/\/Type\s*\/Page\b/g)?.length ?? 0;
}
