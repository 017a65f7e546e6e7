import { type Invoice, invoiceSchema, paymentCodeOf } from '@chungcu/contracts';
import { goOffline, waitForFirstSync } from '../pages/app-page';
import { DEMO_RESIDENT } from '../pages/login-page';
import { liveRows } from '../support/feed';
import { expect, test } from '../support/fixtures';
import { dong } from '../support/money';

test.use({ account: DEMO_RESIDENT, viewport: { width: 390, height: 844 } });

/**
 * Fees (rule S31), the resident's side: on her phone the demo resident opens "Phí & hóa đơn"
 * from the bottom bar and reads her unit's latest notice as the server issued it (its number,
 * what to pay, each line, the water's readings and tiers, the VietQR code to pay it by), then
 * again offline after a reload.
 */
test('a resident reads her latest fee notice and its breakdown on her phone, offline too', async ({
  signedInPage: page,
  context,
}) => {
  await waitForFirstSync(page);
  const invoices = (await liveRows(context.request, 'invoice')).map((row) =>
    invoiceSchema.parse(row),
  );
  // Her device holds issued notices only: the demo issued the month before last's.
  expect(invoices.length).toBeGreaterThan(0);
  expect(invoices.every((invoice) => invoice.status === 'issued')).toBe(true);
  const latest = invoices.sort((a, b) => b.month.localeCompare(a.month))[0] as Invoice;

  const checkNotice = async () => {
    await expect(page.getByRole('heading', { name: 'Phí & hóa đơn', level: 1 })).toBeVisible();
    const notice = page.getByTestId('fee-notice');
    await expect(notice.getByTestId('notice-number')).toHaveText(`Số ${latest.number}`);
    await expect(notice.getByTestId('notice-amount-due')).toHaveText(dong(latest.amountDue));
    const lines = notice.getByTestId('notice-lines');
    for (const line of latest.lines) {
      await expect(lines).toContainText(line.name);
      await expect(lines).toContainText(dong(line.amount));
    }
    const water = latest.lines.find((line) => line.name === 'Tiền nước');
    if (water?.reading) await expect(lines).toContainText('Chỉ số cũ');
    if (water?.tiers?.length) await expect(lines).toContainText('Bậc 1 (0–');
    // Each quantity says what it counts: the area in m², the water in m³, electricity in kWh.
    await expect(lines).toContainText(' m² × ');
    if (water?.reading) await expect(lines).toContainText(/dùng [\d.,]+ m³/);
    const power = latest.lines.find((line) => line.name === 'Tiền điện');
    if (power?.reading) await expect(lines).toContainText(/dùng [\d.,]+ kWh/);
    // Its VietQR code, drawn on the phone, and the transfer in text (S33): the demo's Times
    // City account at Vietcombank, the amount due, the notice's payment code as memo.
    const pay = notice.getByTestId('payment-qr');
    await expect(pay.getByRole('heading', { name: 'Quét mã để thanh toán' })).toBeVisible();
    await expect(pay.getByTestId('payment-bank')).toHaveText('Vietcombank');
    await expect(pay.getByTestId('payment-account')).toHaveText('0011004567890');
    await expect(pay.getByTestId('payment-holder')).toHaveText('BQL TOA NHA TIMES CITY');
    await expect(pay.getByTestId('payment-amount')).toHaveText(dong(latest.amountDue));
    const memo = paymentCodeOf(latest.number) as string;
    await expect(pay.getByTestId('payment-memo')).toHaveText(memo);
    await expect(pay.getByRole('img', { name: new RegExp(memo) })).toBeVisible();
  };

  await page
    .getByRole('navigation', { name: /^Điều hướng/ })
    .getByRole('link', { name: 'Phí & hóa đơn' })
    .click();
  await expect(page).toHaveURL(/\/fees$/);
  await checkNotice();

  await goOffline(context);
  await page.reload();
  await checkNotice();
});
