import type { Page } from '@playwright/test';
import { InquiriesPage } from '../pages/inquiries-page';
import { installKeystrokeProbe, keystrokeSamples } from './keystroke-probe';
import { measureOpens } from './open-probe';
import { percentile } from './stats';

const SEARCHES = ['thang may', 'ro ri', '#1234', 'tieng on', '#987', 'mat dien'];

/**
 * The inquiry list with 20,000 inquiries in the mirror: opening it from the home screen (click →
 * first page painted), the first time and again, and search keystroke → table repainted (p95).
 */
export async function measureInquiriesScreen(page: Page) {
  const inquiries = new InquiriesPage(page);
  const opens = await measureOpens(page, '/inquiries', '[data-testid="inquiry-row"]');
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
    openFirst: opens.first,
    openWarmMedian: opens.warmMedian,
    searchP95: percentile(keys, 0.95),
    searchMedian: percentile(keys, 0.5),
    keystrokes: keys.length,
  };
}
