import { goOffline } from '../pages/app-page';
import { ResidentsPage } from '../pages/residents-page';
import { expectPending } from '../pages/sync-indicator';
import { expect, test } from '../support/fixtures';

const resident = (tag: string) => ({
  firstName: `Chờ gửi ${tag}`,
  lastName: 'Vũ Thị',
  idCardNumber: `0792030${(Date.now() + tag.charCodeAt(0)) % 100000}`.padEnd(12, '4').slice(0, 12),
  email: `waiting.${tag}.${Date.now()}@example.vn`,
  phone: '+84905552345',
});

/**
 * The sync screen says what waits in what the person did ('2 cư dân mới, 1 lần sửa cư dân'),
 * the total in the same words, rather than a count of internal changes.
 */
test('the sync screen counts what waits in what people did', async ({
  signedInPage: page,
  context,
}) => {
  const residents = new ResidentsPage(page);
  await residents.open(30_000);
  await expect(residents.rows().first()).toBeVisible();
  await goOffline(context);
  const first = resident('a');
  await residents.add(first);
  await residents.add(resident('b'));
  await residents.search(first.email);
  await residents.editOccupation(`${first.lastName} ${first.firstName}`, 'Kế toán');
  await expectPending(page, 3);

  await page.getByTestId('sync-indicator').click();
  await expect(page.getByRole('heading', { name: 'Đồng bộ dữ liệu' })).toBeVisible();
  await expect(page.getByTestId('sync-pending-count')).toHaveText(
    '2 cư dân mới, 1 lần sửa cư dân (tổng 3)',
  );
});
