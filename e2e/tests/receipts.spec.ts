import type { APIRequestContext } from '@playwright/test';
import { waitForFirstSync, goOffline, goOnline } from '../pages/app-page';
import { DEMO_MANAGER } from '../pages/login-page';
import { PaymentsPage } from '../pages/payments-page';
import { UnitPage } from '../pages/unit-page';
import { expectPending } from '../pages/sync-indicator';
import { liveRows } from '../support/feed';
import { expect, test } from '../support/fixtures';
import { printedPages } from '../support/print';
import { dong } from '../support/money';

test.use({ account: DEMO_MANAGER, viewport: { width: 800, height: 1280 } });

/** A complex's code may hold a hyphen itself (the demo's Times City is `TC-HN`). */
const OFFICIAL = /^[A-Z0-9][A-Z0-9-]*-PT-\d{4}-\d{5}$/;

/** The numbers of the live units the signed-in staff member's feed holds (the demo has many). */
async function liveUnitNumbers(request: APIRequestContext): Promise<string[]> {
  const units = await liveRows(request, 'apartment');
  const numbers = units.filter((unit) => !unit.deletedAt).map((unit) => String(unit.unitNumber));
  if (numbers.length === 0) throw new Error('the demo manager sees units');
  return numbers;
}

/**
 * Receipts (phiếu thu, rule S34): the manager's tablet, offline, records cash received for a
 * demo unit; the office's list shows the receipt with a provisional mark (never its id). Back
 * online, the server's official number replaces the mark on the open screen, and the list's
 * search finds it by that number or by its payer and sum; the receipt then prints as a phiếu thu with that number and the amount in figures and in Vietnamese words, the
 * app's chrome left off the paper, on one A5 page.
 */
test('a receipt recorded offline gets its official number once synced, and prints with it', async ({
  signedInPage: page,
  context,
}) => {
  await waitForFirstSync(page);
  const unitNumber = (await liveUnitNumbers(context.request))[0] as string;

  const payments = new PaymentsPage(page);
  await payments.open();
  await goOffline(context);
  await payments.record({ unitNumber, amount: '1250000', payerName: 'Nguyễn Thị Lan' });
  const row = payments.recent(unitNumber);
  await expect(payments.receiptNumber(row)).toHaveText('Số tạm, chờ đồng bộ');
  await expect(payments.receiptNumber(row)).toHaveAttribute('data-provisional', '');
  await expectPending(page, 1);

  await goOnline(context);
  await expectPending(page, 0, 60_000);
  await expect(payments.receiptNumber(row)).toHaveText(OFFICIAL, { timeout: 30_000 });
  const number = (await payments.receiptNumber(row).textContent()) ?? '';

  // Found again among the complex's payments by its number, or by the payer and the sum.
  await payments.search(number);
  await expect(payments.found()).toHaveText('Tìm thấy 1 khoản.');
  await expect(payments.receiptNumber(row)).toHaveText(number);
  await payments.search('nguyen thi lan 1.250.000');
  await expect(payments.found()).toHaveText('Tìm thấy 1 khoản.');
  await payments.search('Nguyễn Thị Lan 1.250.001');
  await expect(payments.found()).toHaveText('Không có khoản nào khớp.');
  await expect(payments.recentRows(unitNumber)).toHaveCount(0);
  await payments.search('');

  await payments.openRecordedReceipt();
  const sheet = payments.sheet();
  await expect(sheet.getByTestId('receipt-sheet-number')).toHaveText(number);
  await expect(sheet.getByTestId('receipt-amount')).toHaveText(/^1\.250\.000\s₫$/);
  await expect(sheet.getByTestId('receipt-words')).toHaveText(
    'Một triệu hai trăm năm mươi nghìn đồng chẵn',
  );
  await expect(sheet).toContainText('PHIẾU THU');
  await expect(sheet).toContainText('Nguyễn Thị Lan');
  await expect(sheet).toContainText('Tiền mặt');
  await expect(sheet).toContainText(unitNumber);

  // Printed: the receipt alone, on one A5 page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Phiếu thu', level: 1 })).toBeHidden();
  await expect(page.getByTestId('receipt-print')).toBeHidden();
  await expect(page.getByTestId('sync-indicator')).toBeHidden();
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('receipt-sheet-number')).toHaveText(number);
  await expect(sheet.getByTestId('receipt-words')).toBeVisible();
  expect(await printedPages(page)).toBe(1);
  await page.emulateMedia({ media: 'screen' });
});

/**
 * The office's unmatched list (rule S34): the demo's transfer without a payment code waits there;
 * the manager gives it to the unit it was for, the list empties and the unit's payment is
 * listed; undoing the match puts it back on the list (no confirmation), and the toast's
 * 'Hoàn tác' gives it back to the unit.
 */
test('the unmatched list resolves a transfer by hand, and the match can be undone', async ({
  signedInPage: page,
  context,
}) => {
  await waitForFirstSync(page);
  const unitNumber = (await liveUnitNumbers(context.request)).at(-1) as string;
  const payments = new PaymentsPage(page);
  await payments.open();
  const amount = dong(850_000);
  await expect(payments.unmatched()).toContainText(amount);
  await expect(payments.unmatched()).toContainText('TRAN VAN BINH');

  await payments.matchTo(amount, unitNumber);
  await expect(payments.unmatched()).toContainText('Không có khoản nào chờ gán.');
  // The unit's payment matched by hand (the demo's own were matched by their code).
  const byHand = () => payments.recentRows(unitNumber).filter({ hasText: 'Ban quản lý ghi nhận' });
  await expect(byHand()).toContainText(amount);

  await payments.unmatch(unitNumber, amount);
  // The pointer on the toast holds it open (MUI pauses its 5 s) while the list is checked.
  const toast = page.getByTestId('toast');
  await toast.hover();
  await expect(toast).toContainText(`Đã bỏ gán khoản ${amount} khỏi căn ${unitNumber}`);
  await expect(payments.unmatched()).toContainText(amount);
  await expect(byHand()).toHaveCount(0);
  await toast.getByRole('button', { name: 'Hoàn tác' }).click();
  await expect(payments.unmatched()).toContainText('Không có khoản nào chờ gán.');
  await expect(byHand()).toContainText(amount);
  // The server took the undo: the transfer is the unit's again, matched by hand.
  const units = await liveRows(context.request, 'apartment');
  const unitId = units.find((unit) => String(unit.unitNumber) === unitNumber)?.id;
  const matchedToUnit = async () =>
    (await liveRows(context.request, 'payment')).filter(
      (row) =>
        Number(row.amount) === 850_000 &&
        row.apartmentId === unitId &&
        row.status === 'matched' &&
        row.matchedBy === 'staff',
    ).length;
  await expect.poll(matchedToUnit).toBe(1);
});

const sum = (figures: number[]) => figures.reduce((a, b) => a + b, 0);

/**
 * "Công nợ" (rule S34's one ledger): the office's card adds up to the đồng (each row's ages make
 * its total, the blocks' totals the complex's), its Excel lists every unit owing with the same
 * amounts. Offline, the unit owing most opens from the card, and the cash its page records (the
 * unit and its debt filled in) takes exactly that debt off the unit and the complex at once,
 * before the sync; the server's answer keeps it so.
 */
test('the debts add up to the đồng, their Excel lists them, and cash received offline clears a unit', async ({
  signedInPage: page,
  context,
}) => {
  await waitForFirstSync(page);
  const payments = new PaymentsPage(page);
  await payments.open();
  await expect(payments.topDebts().first()).toBeVisible();
  const [complex] = await payments.debtFigures('complex');
  const owed = complex?.total ?? 0;
  expect(owed).toBeGreaterThan(0);
  expect(sum(complex?.ages ?? [])).toBe(owed);
  const blocks = await payments.debtFigures('blocks');
  expect(blocks.length).toBeGreaterThan(0);
  for (const block of blocks) expect(sum(block.ages)).toBe(block.total);
  expect(sum(blocks.map((block) => block.total))).toBe(owed);

  const top = await payments.topDebt();
  const lines = await payments.exportDebts();
  expect(sum(lines.map((line) => line.total))).toBe(owed);
  expect(lines[0]).toEqual(top);

  await goOffline(context);
  await payments.topDebts().first().click();
  const unit = new UnitPage(page);
  await unit.expectOpen(top.unitNumber);
  await expect(unit.balance()).toHaveText(dong(top.total));
  await unit.receiveWhatIsOwed(top.unitNumber, String(top.total));
  await expect(unit.balance()).toHaveText('Không còn nợ');
  await expect(page.getByTestId('payment-recorded')).toContainText(dong(top.total));
  await page.goBack();
  await expect.poll(() => payments.complexOwes()).toBe(owed - top.total);
  const listed = payments.topDebts().filter({ hasText: `Căn ${top.unitNumber}: ` });
  await expect(listed).toHaveCount(0);

  await goOnline(context);
  await expectPending(page, 0, 60_000);
  await expect.poll(() => payments.complexOwes()).toBe(owed - top.total);
  await expect(listed).toHaveCount(0);
});
