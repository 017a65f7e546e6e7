import { waitForFirstSync } from '../pages/app-page';
import { DEMO_MANAGER } from '../pages/login-page';
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
