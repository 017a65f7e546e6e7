import { waitForFirstSync } from '../pages/app-page';
import { DEMO_MANAGER, DEMO_TECHNICIAN } from '../pages/login-page';
import { liveRows } from '../support/feed';
import { expect, test } from '../support/fixtures';
import { dong } from '../support/money';

/** The manager's phone. */
test.use({ account: DEMO_MANAGER, viewport: { width: 390, height: 844 } });

const NAME = 'Thay thẻ từ thang máy';

/**
 * A unit's own charge (rule S31): the manager of Times City adds one to this month on the unit
 * page, and the server has it. Removing it asks first, naming the month, the amount and the unit,
 * as every removal of money does, in a card mid-screen rather than a page of its own; Huỷ keeps
 * it, and once confirmed it is gone on the server too.
 */
test('a unit’s own charge is added on its page, and removing it asks first', async ({
  signedInPage: page,
}) => {
  await waitForFirstSync(page);
  const request = page.context().request;
  const [unit] = await liveRows(request, 'apartment');
  if (!unit) throw new Error('the manager sees a unit of the demo');
  const unitNumber = String(unit.unitNumber);
  await page.goto(`/apartments/${String(unit.id)}`);
  await expect(page.getByRole('heading', { name: `Căn hộ ${unitNumber}` })).toBeVisible();

  const section = page.getByTestId('unit-charges');
  await section.getByTestId('unit-charge-add').click();
  const dialog = page.getByTestId('unit-charge-dialog');
  const month = await dialog.getByTestId('unit-charge-month').inputValue();
  await dialog.getByTestId('unit-charge-name').fill(NAME);
  await dialog.getByTestId('unit-charge-amount').fill('150.000');
  await dialog.getByTestId('unit-charge-save').click();
  await expect(dialog).toBeHidden();
  const charge = section.getByTestId('unit-charge').filter({ hasText: NAME });
  await expect(charge).toContainText(dong(150_000));
  const onServer = async () =>
    (await liveRows(request, 'unitCharge'))
      .filter((c) => c.apartmentId === unit.id)
      .map((c) => c.name);
  await expect.poll(onServer, { timeout: 30_000 }).toContain(NAME);

  const remove = charge.getByRole('button', { name: `Xóa khoản ${NAME}` });
  const confirm = page.getByTestId('confirm-remove-unit-charge');
  await remove.click();
  await expect(confirm).toContainText(`Xóa khoản ${NAME}?`);
  const card = await confirm.getByRole('dialog').boundingBox();
  expect(card && card.height < 844 / 2 && card.y > 0, JSON.stringify(card)).toBe(true);
  const [year, monthNumber] = month.split('-').map(Number);
  await expect(confirm).toContainText(
    `Tháng ${monthNumber}/${year}: khoản ${dong(150_000)} sẽ không còn được tính cho căn ${unitNumber}.`,
  );
  await confirm.getByRole('button', { name: 'Hủy' }).click();
  await expect(confirm).toBeHidden();
  await expect(charge).toHaveCount(1);

  await remove.click();
  await confirm.getByRole('button', { name: 'Xóa khoản' }).click();
  await expect(charge).toHaveCount(0);
  await expect.poll(onServer, { timeout: 30_000 }).not.toContain(NAME);
});

/**
 * Rule S37 on screen: the office's money is its managers'. The technician of Times City sees the
 * month's notices (to export and print them), a unit's charges and which fees it pays, and records
 * and unmatches payments; nothing on their screens opens a month, makes or issues notices, adds a
 * charge, switches a fee, voids a receipt or sets fees, which the rule would refuse them.
 */
test.describe('a technician', () => {
  test.use({ account: DEMO_TECHNICIAN, viewport: { width: 1280, height: 800 } });

  test('sees the month’s money but is offered none of the managers’ writes', async ({
    signedInPage: page,
  }) => {
    await waitForFirstSync(page);
    const nav = page.getByRole('navigation', { name: 'Điều hướng chính' });
    await expect(nav.getByRole('link', { name: 'Thu phí' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Khoản phí & biểu giá' })).toHaveCount(0);
    await page.goto('/fee-types');
    await expect(
      page.getByRole('heading', { name: 'Trang này dành cho quản lý chung cư' }),
    ).toBeVisible();
    await expect(page.getByTestId('bank-accounts')).toHaveCount(0);

    await page.goto('/billing');
    await expect(page.getByTestId('billing-summary')).toBeVisible();
    await expect(page.getByText(/^Quản lý chung cư mở kỳ, lập và phát hành/)).toBeVisible();
    for (const testId of ['open-period', 'generate-drafts', 'issue-drafts', 'close-period']) {
      await expect(page.getByTestId(testId)).toHaveCount(0);
    }

    const [unit] = await liveRows(page.context().request, 'apartment');
    if (!unit) throw new Error('the technician sees a unit of the demo');
    await page.goto(`/apartments/${String(unit.id)}`);
    const fees = page.getByTestId('unit-fees');
    await expect(fees.getByTestId('unit-record-payment')).toBeVisible();
    await expect(fees.getByText('Đang thu').first()).toBeVisible();
    await expect(fees.getByLabel(/^Thu .* của căn hộ này$/)).toHaveCount(0);
    await expect(fees.getByTestId('unit-charge-add')).toHaveCount(0);

    await page.goto('/payments');
    const received = page.getByTestId('payments-recent');
    await expect(received.getByRole('button', { name: /^Bỏ gán khoản/ }).first()).toBeVisible();
    await expect(received.getByRole('button', { name: /^Hủy khoản thu/ })).toHaveCount(0);
  });
});
