import { type Invoice, invoiceSchema } from '@chungcu/contracts';
import { goOffline, waitForFirstSync, waitForServiceWorker } from '../pages/app-page';
import { DEMO_MANAGER, DEMO_RESIDENT, signIn } from '../pages/login-page';
import { feedRows } from '../support/feed';
import { expect, test } from '../support/fixtures';

test.use({ account: DEMO_MANAGER });

/** '1.250.000 ₫', as the app writes đồng. */
const dong = (amount: number) => `${new Intl.NumberFormat('vi-VN').format(amount)}\u00a0₫`;

/**
 * Fees (issue 40), the office and the household: the manager of Times City opens this month, whose
 * drafts wait for the meter round (flagged, not issuable); issues last month's drafts, which the
 * server numbers in unit order, and prints them, one notice a page; the demo resident then reads
 * her unit's new notice, number and breakdown, offline on her phone.
 */
test('a manager issues and prints a month’s notices; the resident reads hers offline on a phone', async ({
  signedInPage: page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await waitForFirstSync(page);
  await page.goto('/billing');
  await expect(page.getByRole('heading', { name: 'Thu phí', level: 1 })).toBeVisible();
  const summary = page.getByTestId('billing-summary');
  // Newest first: last month, drafted by the demo with every reading in.
  await expect(summary).toHaveAttribute('data-status', 'drafted');

  // This month: opened and drafted offline too, but flagged until its readings are in.
  await page.getByTestId('open-period').click();
  await page.getByTestId('open-period-save').click();
  await expect(page.getByTestId('open-period-dialog')).toBeHidden();
  await expect(summary).toHaveAttribute('data-status', 'open');
  await page.getByTestId('generate-drafts').click();
  await expect(summary.getByRole('alert').filter({ hasText: 'thiếu chỉ số' })).toBeVisible();
  await expect(page.getByTestId('issue-drafts')).toBeDisabled();
  await expect(page.getByTestId('period-notice').first()).toContainText('Thiếu chỉ số');

  // Last month: every draft issued at once, numbered by the server.
  const periodSelect = page.getByTestId('billing-period');
  await periodSelect.locator('..').click();
  await page.getByRole('option').nth(1).click();
  await expect(summary).toHaveAttribute('data-status', 'drafted');
  await page.getByTestId('issue-drafts').click();
  await expect(summary).toHaveAttribute('data-status', 'issued', { timeout: 30_000 });
  const numbered = page.getByTestId('period-notice').filter({ hasText: /TC-HN-\d{4}-\d{2}-00001/ });
  await expect(numbered).toHaveCount(1);
  const count = await page.getByTestId('period-notice').count();
  await page.getByTestId('print-notices').click();
  await expect(page.getByTestId('printed-notice')).toHaveCount(count);

  // The resident's phone: her latest notice is the one just issued, offline too.
  const phoneContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await signIn(phone, DEMO_RESIDENT);
  await waitForServiceWorker(phone);
  await waitForFirstSync(phone);
  const invoices = [...((await feedRows(phoneContext.request)).get('invoice')?.values() ?? [])]
    .map((row) => invoiceSchema.parse(row))
    .sort((a, b) => b.month.localeCompare(a.month));
  const latest = invoices[0] as Invoice;
  expect(invoices.length).toBeGreaterThanOrEqual(2);
  await goOffline(phoneContext);
  await phone.reload();
  await phone.getByRole('link', { name: 'Phí & hóa đơn' }).click();
  const notice = phone.getByTestId('fee-notice');
  await expect(notice.getByTestId('notice-number')).toHaveText(`Số ${latest.number}`);
  await expect(notice.getByTestId('notice-amount-due')).toHaveText(dong(latest.amountDue));
  for (const line of latest.lines) await expect(notice).toContainText(line.name);
  await expect(phone.getByTestId('notice-history')).toBeVisible();
  await phoneContext.close();
});
