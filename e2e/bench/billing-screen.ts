import type { Page } from '@playwright/test';
import { type Row, feedRows } from '../support/feed';
import { measureOpens } from './open-probe';

/**
 * The billing screen of the large complex's month: its draft period made again for every unit
 * (the demo's 48 and the large complex's 2,000), then home → "Thu phí" timed until the notices
 * are painted (`measureOpens`), with how many notice rows the screen holds at once.
 */
export async function measureBillingScreen(page: Page) {
  const rows = await feedRows(page.request);
  const all = (entity: string) => [...(rows.get(entity)?.values() ?? [])];
  const unitsOf = new Map<unknown, number>();
  for (const unit of all('apartment'))
    unitsOf.set(unit.complexId, (unitsOf.get(unit.complexId) ?? 0) + 1);
  const [complexId, units] = [...unitsOf].sort((a, b) => b[1] - a[1])[0] ?? [];
  const draft = all('billingPeriod').find(
    (p: Row) => p.complexId === complexId && p.status === 'drafted',
  );
  if (!draft) throw new Error('the large complex has no drafted period');
  const made = await page.request.post(`/api/billing-periods/${String(draft.id)}/generate`);
  if (!made.ok()) throw new Error(`generate answered ${made.status()}`);
  const complex = all('complex').find((c) => c.id === complexId);

  // The device pulls the new drafts, then works in that complex.
  await page.goto('/billing');
  await page.getByRole('button', { name: String(complex?.name), exact: false }).click();
  // "2.048 căn · 2.048 phiếu nháp · …" once the drafts are on the device.
  await page.waitForFunction(
    (drafts) =>
      (document.querySelector('[data-testid="billing-summary"]')?.textContent ?? '')
        .replace(/\./g, '')
        .includes(`${drafts} phiếu nháp`),
    units,
    { timeout: 120_000 },
  );
  const opens = await measureOpens(page, '/billing', '[data-testid="period-notice"]');
  await page.locator('a[href="/billing"]').first().click();
  await page.getByTestId('period-notice').first().waitFor();
  const rendered = await page.getByTestId('period-notice').count();
  return { ...opens, units: Number(units), rendered };
}
