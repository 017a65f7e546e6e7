import { type Invoice, invoiceSchema } from '@chungcu/contracts';
import { goOffline, waitForFirstSync, waitForServiceWorker } from '../pages/app-page';
import { BillingPage } from '../pages/billing-page';
import { DEMO_MANAGER, DEMO_RESIDENT, signIn } from '../pages/login-page';
import { ReadingRoundPage } from '../pages/reading-round-page';
import { type Row, feedRows, liveRows } from '../support/feed';
import { expect, test } from '../support/fixtures';
import { storedTogether } from '../support/mirror';
import { printedPages } from '../support/print';
import { dong } from '../support/money';

test.use({ account: DEMO_MANAGER });

const rowsOf = (rows: Map<string, Map<string, Row>>, entity: string) => [
  ...(rows.get(entity)?.values() ?? []),
];

/**
 * Fees (rule S31), end to end: the manager of Times City raises the first water tier, reads the
 * demo resident's meters for this month (the electricity meter estimated), opens the month and
 * makes its drafts (the units not read yet flagged and listed first, so the month cannot be
 * issued whole), issues the resident's notice alone, which the server numbers first of the month,
 * finds it again by the unit or that number, and prints it, its estimate marked; issues last month's drafts all at once (asked first), prints them block by
 * block and closes that month. The resident then reads this month's notice, its water by the new
 * tier, offline on her phone.
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
    if (kind === 'electricity') await round.markEstimated();
    await round.saveKept();
  }

  await billing.open();
  await expect(billing.summary()).toHaveAttribute('data-status', 'drafted');
  await billing.openThisMonth();
  await page.getByTestId('generate-drafts').click();
  await expect(
    billing.summary().getByRole('alert').filter({ hasText: 'thiếu chỉ số' }),
  ).toBeVisible();
  await expect(page.getByTestId('issue-drafts')).toBeDisabled();
  await expect(billing.notice(unitNumber))
    .not.toContainText('Thiếu chỉ số')
    .catch(async (error: Error) => {
      // Seen once in CI and never since: what the device and the server held for her unit then.
      const meterIds = new Set(
        rowsOf(held, 'meter')
          .filter((m) => m.apartmentId === home?.id)
          .map((m) => m.id),
      );
      const ofUnit = (rows: Row[]) =>
        rows.filter((r) => r.apartmentId === home?.id || meterIds.has(r.meterId));
      const device = await storedTogether(page, ['outbox', 'invoices', 'meterReadings']);
      const server = await feedRows(page.context().request);
      const state = {
        queue: device.outbox?.map(({ name, state, error: why }) => ({ name, state, why })),
        device: ofUnit([...(device.invoices ?? []), ...(device.meterReadings ?? [])]),
        server: ofUnit([...rowsOf(server, 'invoice'), ...rowsOf(server, 'meterReading')]),
      };
      throw new Error(`${error.message}\n${JSON.stringify(state)}`, { cause: error });
    });
  // Reviewed with what is unusual first: a unit not read yet heads the list.
  await expect(billing.notices().first()).toContainText('Thiếu chỉ số');
  await billing.issueOne(unitNumber);
  await expect(billing.notice(unitNumber)).toContainText(/TC-HN-\d{4}-\d{2}-00001/);
  // Found among the month's notices by the unit, typed in lower case, or by the notice's number.
  const issuedNumber =
    (await billing
      .notice(unitNumber)
      .getByText(/^TC-HN-/)
      .textContent()) ?? '';
  await billing.findUnit(unitNumber.toLowerCase());
  await expect(billing.notices()).toHaveCount(1);
  await expect(billing.notice(unitNumber)).toBeVisible();
  await billing.findUnit(issuedNumber);
  await expect(billing.notices()).toHaveCount(1);
  await billing.findUnit('Z9-999');
  await expect(billing.notices()).toHaveCount(0);
  await expect(page.getByText('Không có căn nào khớp.')).toBeVisible();
  await billing.findUnit('');
  await page.getByTestId('print-notices').click();
  await expect(page.getByTestId('printed-notice')).toHaveCount(1);
  await expect(page.getByTestId('printed-notice')).toContainText(unitNumber);
  // From the complex's board, to the unit's primary occupant, dated the day it was issued.
  await expect(page.getByTestId('printed-notice')).toContainText('Ban quản lý Chung cư Times City');
  await expect(page.getByTestId('printed-notice')).toContainText('458 Minh Khai');
  await expect(page.getByTestId('printed-notice-to')).toHaveText(
    `Kính gửi: Ông/Bà Nguyễn Thị Lan, căn hộ ${unitNumber}`,
  );
  await expect(page.getByTestId('printed-notice')).toContainText(
    /Ngày phát hành: \d{2}\/\d{2}\/\d{4}/,
  );
  // The estimated electricity reading is charged, and says so on the printed notice.
  await expect(page.getByTestId('printed-notice').getByTestId('reading-estimated')).toHaveText(
    '(ước tính)',
  );

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
  // Issuing the month asks first: how many, the total, and that they cannot change after.
  const confirm = page.getByTestId('confirm-issue-drafts');
  await expect(confirm).toContainText(/^Phát hành \d+ thông báo phí tháng \d+\/\d{4}\?/);
  await expect(confirm).toContainText('không sửa được nữa');
  await confirm.getByRole('button', { name: 'Phát hành' }).click();
  await expect(billing.summary()).toHaveAttribute('data-status', 'issued', { timeout: 30_000 });
  const issuedLastMonth = await billing.notices().count();

  // Printed block by block in one run: her block's notices alone, then every block's.
  const block = String(home?.buildingBlock);
  await billing.printBlock(block);
  const printed = page.getByTestId('printed-notice');
  await expect(printed.filter({ hasText: unitNumber })).toHaveCount(1);
  const blocks = await printed.evaluateAll((els) => els.map((el) => el.getAttribute('data-block')));
  expect(blocks.length).toBeGreaterThan(0);
  expect(new Set(blocks)).toEqual(new Set([block]));
  await billing.open();
  await billing.choosePeriod(1);
  await billing.printBlock(null);
  await expect(printed).toHaveCount(issuedLastMonth);
  // On paper, one A5 sheet each: both meters' tiers, cars and all, keep to their page.
  await expect(printed.getByTestId('payment-qr-code')).toHaveCount(issuedLastMonth);
  expect(await printedPages(page)).toBe(issuedLastMonth);
  const order = await printed.evaluateAll((els) => els.map((el) => el.getAttribute('data-block')));
  expect(order).toEqual(
    [...order].sort((a, b) => String(a).localeCompare(String(b), 'vi', { numeric: true })),
  );

  // Last month closed for good: nothing more is made or issued in it.
  await billing.open();
  await billing.choosePeriod(1);
  await billing.closePeriod();
  await expect(page.getByTestId('generate-drafts')).toBeDisabled();

  // Her phone: this month's notice, its water charged by the new first tier, offline too.
  await waitForServiceWorker(phone);
  await waitForFirstSync(phone);
  const invoices = (await liveRows(phoneContext.request, 'invoice'))
    .map((row) => invoiceSchema.parse(row))
    .sort((a, b) => b.month.localeCompare(a.month));
  const latest = invoices[0] as Invoice;
  expect(latest.number).toMatch(/-00001$/);
  await goOffline(phoneContext);
  await phone.reload();
  await phone
    .getByRole('navigation', { name: /^Điều hướng/ })
    .getByRole('link', { name: 'Phí & hóa đơn' })
    .click();
  const notice = phone.getByTestId('fee-notice');
  await expect(notice.getByTestId('notice-number')).toHaveText(`Số ${latest.number}`);
  await expect(notice.getByTestId('notice-amount-due')).toHaveText(dong(latest.amountDue));
  for (const line of latest.lines) await expect(notice).toContainText(line.name);
  await expect(notice).toContainText(`Bậc 1 (0–10 m³): 10 m³ × ${dong(9_000)}`);
  await expect(notice.getByTestId('reading-estimated')).toHaveText('(ước tính)');
  await expect(phone.getByTestId('notice-history')).toBeVisible();
  await phoneContext.close();
});
