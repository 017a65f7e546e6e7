import { type Invoice, invoiceSchema } from '@chungcu/contracts';
import { goOffline, waitForFirstSync, waitForServiceWorker } from '../pages/app-page';
import { BillingPage } from '../pages/billing-page';
import { DEMO_MANAGER, DEMO_RESIDENT, signIn } from '../pages/login-page';
import { ReadingRoundPage } from '../pages/reading-round-page';
import { type Row, feedRows } from '../support/feed';
import { expect, test } from '../support/fixtures';

test.use({ account: DEMO_MANAGER });

/** '1.250.000 ₫', as the app writes đồng. */
const dong = (amount: number) => `${new Intl.NumberFormat('vi-VN').format(amount)}\u00a0₫`;
const rowsOf = (rows: Map<string, Map<string, Row>>, entity: string) => [
  ...(rows.get(entity)?.values() ?? []),
];

/**
 * Fees (issue 40), end to end: the manager of Times City raises the first water tier, reads the
 * demo resident's meters for this month, opens the month and makes its drafts (the units not read
 * yet flagged, so the month cannot be issued whole), issues the resident's notice alone, which the
 * server numbers first of the month, and prints it; issues last month's drafts all at once. The
 * resident then reads this month's notice, its water by the new tier, offline on her phone.
 */
test('a manager sets a tariff, reads a unit, issues and prints its notice; the resident reads it offline on a phone', async ({
  signedInPage: page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const phoneContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await signIn(phone, DEMO_RESIDENT);
  const held = await feedRows(phoneContext.request);
  const [home] = rowsOf(held, 'apartment');
  const unitNumber = String(home?.unitNumber);
  const lastOf = (kind: string) => {
    const meter = rowsOf(held, 'meter').find((m) => m.kind === kind && m.apartmentId === home?.id);
    const readings = rowsOf(held, 'meterReading')
      .filter((r) => r.meterId === meter?.id)
      .sort((a, b) => String(b.period).localeCompare(String(a.period)));
    return Number(readings[0]?.value);
  };

  await waitForFirstSync(page);
  const billing = new BillingPage(page);
  await billing.openFees();
  await billing.setTierPrice('Tiền nước', 1, '9.000');

  // This month's readings of her unit, in the round.
  const round = new ReadingRoundPage(page);
  await round.open({ unit: String(home?.id) });
  for (const [kind, used] of [
    ['water', 15],
    ['electricity', 250],
  ] as const) {
    await round.expectAt(unitNumber, kind);
    await round.type(String(lastOf(kind) + used));
    await round.save();
    if (await round.unusualDialog().isVisible()) await round.answerUnusual(true);
  }

  await billing.open();
  await expect(billing.summary()).toHaveAttribute('data-status', 'drafted');
  await billing.openThisMonth();
  await page.getByTestId('generate-drafts').click();
  await expect(
    billing.summary().getByRole('alert').filter({ hasText: 'thiếu chỉ số' }),
  ).toBeVisible();
  await expect(page.getByTestId('issue-drafts')).toBeDisabled();
  await expect(billing.notice(unitNumber)).not.toContainText('Thiếu chỉ số');
  await billing.issueOne(unitNumber);
  await expect(billing.notice(unitNumber)).toContainText(/TC-HN-\d{4}-\d{2}-00001/);
  await page.getByTestId('print-notices').click();
  await expect(page.getByTestId('printed-notice')).toHaveCount(1);
  await expect(page.getByTestId('printed-notice')).toContainText(unitNumber);

  // The unit's page: the notice just issued, and a fee switched off for this unit alone.
  await page.goto(`/apartments/${String(home?.id)}`);
  const card = page.getByTestId('unit-fees');
  await expect(card).toContainText(/TC-HN-\d{4}-\d{2}-00001/);
  const cleaning = card.getByRole('switch', { name: 'Thu Phí vệ sinh của căn hộ này' });
  await expect(cleaning).toBeChecked();
  await cleaning.click();
  await expect(cleaning).not.toBeChecked();

  // Last month: every draft issued at once.
  await billing.open();
  await billing.choosePeriod(1);
  await expect(billing.summary()).toHaveAttribute('data-status', 'drafted');
  await page.getByTestId('issue-drafts').click();
  await expect(billing.summary()).toHaveAttribute('data-status', 'issued', { timeout: 30_000 });

  // Her phone: this month's notice, its water charged by the new first tier, offline too.
  await waitForServiceWorker(phone);
  await waitForFirstSync(phone);
  const invoices = [...((await feedRows(phoneContext.request)).get('invoice')?.values() ?? [])]
    .map((row) => invoiceSchema.parse(row))
    .sort((a, b) => b.month.localeCompare(a.month));
  const latest = invoices[0] as Invoice;
  expect(latest.number).toMatch(/-00001$/);
  await goOffline(phoneContext);
  await phone.reload();
  await phone.getByRole('link', { name: 'Phí & hóa đơn' }).click();
  const notice = phone.getByTestId('fee-notice');
  await expect(notice.getByTestId('notice-number')).toHaveText(`Số ${latest.number}`);
  await expect(notice.getByTestId('notice-amount-due')).toHaveText(dong(latest.amountDue));
  for (const line of latest.lines) await expect(notice).toContainText(line.name);
  await expect(notice).toContainText(`Bậc 0–10: 10 × ${dong(9_000)}`);
  await expect(phone.getByTestId('notice-history')).toBeVisible();
  await phoneContext.close();
});
