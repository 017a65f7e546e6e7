import type { Page } from '@playwright/test';
import { InquiriesPage } from '../pages/inquiries-page';
import { installKeystrokeProbe, keystrokeSamples } from './keystroke-probe';
import { percentile } from './stats';

const SEARCHES = ['thang may', 'ro ri', '#1234', 'tieng on', '#987', 'mat dien'];

/**
 * The inquiry list with 20,000 inquiries in the mirror: opening it from the home screen (click →
 * first page painted), the first time and again, and search keystroke → table repainted (p95).
 */
export async function measureInquiriesScreen(page: Page) {
  const inquiries = new InquiriesPage(page);
  // The first open reads the mirror; later ones (back home, then in again) find the store warm.
  const opens: number[] = [];
  await page.goto('/');
  for (let i = 0; i < 6; i++) {
    await page.locator('a[href="/inquiries"]').first().waitFor();
    opens.push(
      await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const start = performance.now();
            const observer = new MutationObserver(() => {
              if (!document.querySelector('[data-testid="inquiry-row"]')) return;
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - start));
            });
            observer.observe(document.body, { childList: true, subtree: true });
            (document.querySelector('a[href="/inquiries"]') as HTMLElement).click();
          }),
      ),
    );
    await inquiries.rows().first().waitFor();
    await page.goBack();
  }
  await inquiries.open();
  await inquiries.rows().first().waitFor();

  await installKeystrokeProbe(page, {
    input: 'input[aria-label="Tìm kiếm theo tiêu đề hoặc người yêu cầu"]',
    anchor: 'main .MuiTableContainer-root',
    container: '.MuiTableContainer-root',
  });
  const search = page.getByLabel('Tìm kiếm theo tiêu đề hoặc người yêu cầu');
  for (const query of SEARCHES) {
    await search.fill('');
    await page.waitForTimeout(300);
    for (const char of query) {
      await search.press(char);
      await page.waitForTimeout(200);
    }
  }
  const keys = await keystrokeSamples(page);
  if (process.env.BENCH_VERBOSE) console.log({ opens, keys });
  return {
    openFirst: opens[0] ?? NaN,
    openWarmMedian: percentile(opens.slice(1), 0.5),
    searchP95: percentile(keys, 0.95),
    searchMedian: percentile(keys, 0.5),
    keystrokes: keys.length,
  };
}
