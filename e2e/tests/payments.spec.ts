import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  type Invoice,
  invoiceSchema,
  messages,
  paymentCodeOf,
  vietnamDate,
} from '@chungcu/contracts';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { waitForFirstSync } from '../pages/app-page';
import { DEMO_MANAGER, DEMO_RESIDENT, signIn } from '../pages/login-page';
import { liveRows } from '../support/feed';
import { expect, test } from '../support/fixtures';
import { dong } from '../support/money';

test.use({ account: DEMO_RESIDENT, viewport: { width: 390, height: 844 } });

/** The fields of an EMVCo payload (ID, length, value), the nested ones under their parent's ID. */
function emvFields(payload: string, prefix = ''): Map<string, string> {
  const fields = new Map<string, string>();
  for (let i = 0; i + 4 <= payload.length;) {
    const id = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    const value = payload.slice(i + 4, i + 4 + length);
    fields.set(prefix + id, value);
    if (['38', '62'].includes(id)) {
      for (const [key, inner] of emvFields(value, `${prefix}${id}.`)) fields.set(key, inner);
    }
    i += 4 + length;
  }
  return fields;
}

/** A SePay transfer's notification as SePay posts it, for `amount` with `memo`. */
const sepayTransfer = (id: number, amount: number, memo: string) => ({
  id,
  gateway: 'Vietcombank',
  transactionDate: '2026-11-29 09:30:00',
  accountNumber: '0011004567890',
  code: null,
  content: memo,
  transferType: 'in',
  transferAmount: amount,
  accumulated: 120_000_000,
  subAccount: null,
  referenceCode: `FT26333${id}`,
  description: `BankAPINotify ${memo}`,
});

/**
 * Payments (rule S34), done end to end: the resident's home says what she owes and how late;
 * her phone shows her latest notice unpaid with its VietQR code, which decodes to the amount
 * due and the notice's payment code; a first
 * transfer pays part (signed with SePay's HMAC): her open page says so, line by line, the
 * earlier months and the first line settled first; the bank's notification of the rest, signed
 * with the complex's SePay key, reaches the server; and her open page says 'Đã thanh toán'
 * without a reload, the code gone; her home, that nothing is left to pay.
 */
test('a signed bank notification for a notice’s QR transfer marks it paid on the resident’s open phone', async ({
  signedInPage: page,
  context,
  browser,
  playwright,
  server,
}) => {
  await waitForFirstSync(page);
  const invoices = (await liveRows(context.request, 'invoice')).map((row) =>
    invoiceSchema.parse(row),
  );
  const latest = invoices.sort((a, b) => b.month.localeCompare(a.month))[0] as Invoice;
  const code = paymentCodeOf(latest.number) as string;

  // Her home says first what she still owes, by when, and how late (Vietnam's calendar).
  const late = Math.round(
    (Date.parse(vietnamDate(Date.now())) - Date.parse(latest.dueDate)) / 86_400_000,
  );
  const overdue = late > 0 ? [`Quá hạn ${late} ngày`] : [];
  const due = page.getByTestId('home-due');
  await expect(due).toHaveCount(1);
  await expect(due.getByTestId('home-due-amount')).toHaveText(dong(latest.amountDue));
  await expect(due.getByTestId('notice-overdue')).toHaveText(overdue);
  await due.getByRole('link', { name: 'Xem và thanh toán' }).click();

  const notice = page.getByTestId('fee-notice');
  await expect(notice.getByTestId('notice-payment-status')).toHaveText('Chưa thanh toán');
  // Past its due date while unpaid, the notice says for how long too.
  await expect(notice.getByTestId('notice-overdue')).toHaveText(overdue);

  // The code on her screen, read back as a banking app would read it.
  const shot = PNG.sync.read(await notice.getByTestId('payment-qr-code').screenshot());
  const read = jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height);
  expect(read, 'the QR code decodes').not.toBeNull();
  const fields = emvFields(read?.data ?? '');
  expect(fields.get('54')).toBe(String(latest.amountDue));
  expect(fields.get('62.08')).toBe(code);
  expect(fields.get('53')).toBe('704');

  // On the phone that shows the code: its details copied for the banking app's fields, and the
  // code saved as an image the banking app reads from the photo library, the same code.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseURL });
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
  await notice.getByTestId('payment-memo-copy').click();
  await expect.poll(clipboard).toBe(code);
  await expect(page.getByText('Đã sao chép nội dung chuyển khoản')).toBeVisible();
  await notice.getByTestId('payment-amount-copy').click();
  await expect.poll(clipboard).toBe(String(latest.amountDue));
  const saving = page.waitForEvent('download');
  await notice.getByTestId('payment-qr-save').click();
  const saved = await saving;
  expect(saved.suggestedFilename()).toBe(`ma-qr-thanh-toan-${code}.png`);
  const image = PNG.sync.read(readFileSync(await saved.path()));
  const fromImage = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  expect(fromImage?.data, 'the saved image holds the same code').toBe(read?.data);

  // The complex's manager connects SePay on the fee settings: the address SePay is to post to,
  // a key refused as too short, then one made there and saved; the bank then reports her transfer.
  const desk = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1280, height: 800 },
  });
  const manager = await desk.newPage();
  await signIn(manager, DEMO_MANAGER);
  await manager.goto('/fee-types');
  const sepay = manager.locator('[data-testid="bank-notification"][data-provider="sepay"]');
  const status = sepay.getByTestId('bank-notification-status');
  await expect(status).toHaveText('Chưa kết nối');
  await expect(sepay.getByTestId('bank-notification-address')).toHaveText(
    `${server.baseURL}/api/payments/webhooks/sepay/${latest.complexId}`,
  );
  await sepay.getByTestId('bank-notification-key').click();
  const keyDialog = manager.getByTestId('bank-notification-key-dialog');
  const keyInput = keyDialog.getByTestId('bank-notification-key-input');
  await keyInput.fill('ngan-qua');
  await keyDialog.getByTestId('bank-notification-key-save').click();
  await expect(keyDialog).toContainText(messages.payment.secretInvalid);
  await keyDialog.getByTestId('bank-notification-key-generate').click();
  const key = await keyInput.inputValue();
  expect(key).toMatch(/^[\w-]{32}$/);
  await keyDialog.getByTestId('bank-notification-key-save').click();
  await expect(keyDialog).toBeHidden();
  await expect(status).toHaveText(/^Đã kết nối · đổi khóa lúc \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  const received = sepay.getByTestId('bank-notification-received');
  await expect(received).toHaveText(/^Chưa nhận được báo có nào/);
  const bank = await playwright.request.newContext({ baseURL: server.baseURL });
  const memo = `MBVCB.9912.${code.toLowerCase()}.CT tu 0912345699 NGUYEN THI LAN`;

  // First, part of it: what earlier months left and the notice's first line, signed by HMAC.
  expect(latest.credits, 'a demo notice without credits').toBe(0);
  const lines = latest.lines.filter((line) => !line.credit && line.amount > 0);
  expect(lines.length, 'a demo notice of several lines').toBeGreaterThan(1);
  const part = latest.previousBalance + (lines[0]?.amount ?? 0);
  const body = JSON.stringify(sepayTransfer(4_455_666, part, memo));
  const time = String(Math.floor(Date.now() / 1000));
  const first = await bank.post(`/api/payments/webhooks/sepay/${latest.complexId}`, {
    headers: {
      'Content-Type': 'application/json',
      'X-SePay-Timestamp': time,
      'X-SePay-Signature': `sha256=${createHmac('sha256', key).update(`${time}.${body}`).digest('hex')}`,
    },
    data: body,
  });
  expect(await first.json()).toEqual({ success: true, transfers: ['matched'] });
  await expect(notice.getByTestId('notice-payment-status')).toHaveText('Đã trả một phần', {
    timeout: 20_000,
  });
  const settled = notice.getByTestId('notice-line-settled');
  await expect(settled.first()).toHaveText('Đã thu đủ');
  await expect(settled.filter({ hasText: /^Còn nợ / })).toHaveCount(lines.length - 1);

  // Then the rest, with SePay's API key.
  const posted = await bank.post(`/api/payments/webhooks/sepay/${latest.complexId}`, {
    headers: { Authorization: `Apikey ${key}` },
    data: sepayTransfer(4_455_667, latest.amountDue - part, memo),
  });
  expect(await posted.json()).toEqual({ success: true, transfers: ['matched'] });

  // Her open page, not reloaded: paid, and nothing left to scan.
  await expect(notice.getByTestId('notice-payment-status')).toHaveText('Đã thanh toán', {
    timeout: 20_000,
  });
  await expect(notice.getByTestId('payment-qr')).toHaveCount(0);
  await expect(notice.getByTestId('notice-overdue')).toHaveCount(0);
  await expect(page.getByTestId('payment-history')).toContainText(
    'Ngân hàng báo về, khớp theo mã thanh toán',
  );
  // Home again: nothing left to pay.
  await page
    .getByRole('navigation', { name: /^Điều hướng/ })
    .getByRole('link', { name: 'Trang chủ' })
    .click();
  await expect(page.getByTestId('home-dues-paid')).toHaveText(
    'Bạn đã thanh toán đủ các thông báo phí. Cảm ơn bạn!',
  );
  await expect(page.getByTestId('home-due')).toHaveCount(0);
  // The manager's settings say when SePay last reported.
  await manager.reload();
  await expect(received).toHaveText(/^Báo có gần nhất: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await desk.close();
  await bank.dispose();
});
