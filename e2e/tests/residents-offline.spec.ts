import type { APIRequestContext, Page } from '@playwright/test';
import { closeWhenSaved, goOffline, goOnline, waitForServiceWorker } from '../pages/app-page';
import { signIn } from '../pages/login-page';
import { type ResidentInput, ResidentsPage } from '../pages/residents-page';
import { expectPending } from '../pages/sync-indicator';
import { expect, test } from '../support/fixtures';
import { firstComplexId } from '../support/complexes';

type ServerResident = {
  id: string;
  complexId: string;
  firstName: string;
  lastName: string;
  email: string;
  occupation: string | null;
};

/** The server's residents, read with the browser context's session cookie. */
async function serverResidents(request: APIRequestContext): Promise<ServerResident[]> {
  const res = await request.get('/api/residents');
  expect(res.ok()).toBe(true);
  return (await res.json()) as ServerResident[];
}

const newResident = (tag: string): ResidentInput => ({
  firstName: `Ngoại tuyến ${tag}`,
  lastName: 'Đặng Thị',
  idCardNumber: `0793010${Date.now() % 100000}`.padEnd(12, '7').slice(0, 12),
  email: `offline.${tag}.${Date.now()}@example.vn`,
  phone: '+84905550000',
  occupation: 'Dược sĩ',
});

/** A signed-in page on the residents list, its first row shown. */
async function onResidents(page: Page) {
  const residents = new ResidentsPage(page);
  await residents.open();
  await expect(residents.rows().first()).toBeVisible();
  return { page, residents };
}

test('residents are created, edited and deleted offline, and reach the server exactly once', async ({
  signedInPage,
  context,
  request,
}) => {
  const { page, residents } = await onResidents(signedInPage);
  const before = await serverResidents(context.request);
  const [toEdit, toDelete] = before;
  if (!toEdit || !toDelete) throw new Error('the demo data has residents');

  await goOffline(context);
  await page.reload();
  await expect(residents.rows().first()).toBeVisible();

  const created = newResident('a');
  await residents.add(created);
  // Only on this device: said so, never in a confirmed save's words, and the row is marked.
  await expect(residents.toast()).toContainText('Đã lưu trên thiết bị');
  await expect(residents.toast()).not.toContainText('Đã thêm cư dân');
  await residents.search(created.email);
  await expect(residents.row(created.email)).toHaveCount(1);
  await expect(residents.mark(created.email)).toHaveText('Chưa đồng bộ');

  await residents.search(toEdit.email);
  await residents.editOccupation(`${toEdit.lastName} ${toEdit.firstName}`, 'Kiến trúc sư');
  await expect(residents.row('Kiến trúc sư')).toHaveCount(1);

  await residents.search(toDelete.email);
  await residents.remove(`${toDelete.lastName} ${toDelete.firstName}`);
  await expect(residents.row(toDelete.email)).toHaveCount(0);
  await expectPending(page, 3);

  // The tab closes; a new one opens, still offline, and shows the same state from the mirror.
  await closeWhenSaved(page);
  const again = await context.newPage();
  const reopened = new ResidentsPage(again);
  await reopened.open();
  await reopened.search(created.email);
  await expect(reopened.row(created.email)).toHaveCount(1);
  await expectPending(again, 3);

  await goOnline(context);
  await expectPending(again, 0, 60_000);
  // Once the server has it the mark goes, quietly.
  await expect(reopened.row(created.email)).toHaveAttribute('data-state', 'saved');
  await expect(reopened.mark(created.email)).toHaveCount(0);

  const after = await serverResidents(context.request);
  expect(after.filter((r) => r.email === created.email)).toHaveLength(1);
  expect(after.find((r) => r.id === toEdit.id)?.occupation).toBe('Kiến trúc sư');
  expect(after.find((r) => r.id === toDelete.id)).toBeUndefined();
  expect(after).toHaveLength(before.length);
  // Signed-out clients still cannot read them.
  expect((await request.get('/api/residents')).status()).toBe(401);
});

test('a resident created with the server process stopped arrives once it is back', async ({
  signedInPage,
  context,
  server,
}) => {
  const { page, residents } = await onResidents(signedInPage);
  const countBefore = (await serverResidents(context.request)).length;

  await server.stop();
  await goOffline(context);
  await page.reload();
  await expect(residents.rows().first()).toBeVisible();
  const created = newResident('b');
  await residents.add(created);
  await expectPending(page, 1);
  await closeWhenSaved(page);

  await server.start();
  await goOnline(context);
  const fresh = await context.newPage();
  const reopened = new ResidentsPage(fresh);
  await reopened.open();
  await expectPending(fresh, 0, 60_000);
  const after = await serverResidents(context.request);
  expect(after.filter((r) => r.email === created.email)).toHaveLength(1);
  expect(after).toHaveLength(countBefore + 1);
});

test('an edit refused by the server (an ID card another tablet took meanwhile) shows the reason, marks the row and leads to the fix', async ({
  signedInPage,
  context,
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const first = await onResidents(signedInPage);
  const otherContext = await browser.newContext({ baseURL: server.baseURL });
  const otherTablet = await otherContext.newPage();
  await signIn(otherTablet);
  await waitForServiceWorker(otherTablet);
  const second = await onResidents(otherTablet);
  // Of the complex the first tablet's new resident goes to: ID cards are unique per complex (S23).
  const complexId = await firstComplexId(context.request);
  const target = (await serverResidents(context.request)).find((r) => r.complexId === complexId);
  if (!target) throw new Error('the demo data has residents');
  const name = `${target.lastName} ${target.firstName}`;
  const idCard = `0880${Date.now() % 1e8}`.padEnd(12, '3').slice(0, 12);

  // The second tablet, offline, gives an existing resident a new ID card number…
  await goOffline(otherContext);
  await second.residents.search(target.email);
  await second.residents.editField(name, 'Số CCCD', idCard);
  await expect(second.residents.toast()).toContainText('Đã lưu trên thiết bị');
  await expect(second.residents.row(target.email)).toHaveAttribute('data-state', 'pending');

  // …which the first tablet, online, gives a new resident meanwhile: the server confirms it.
  const taken = { ...newResident('c'), idCardNumber: idCard };
  await first.residents.add(taken);
  await expect(first.residents.toast()).toContainText('Đã thêm cư dân', {
    timeout: 15_000,
  });

  await goOnline(otherContext);
  const toast = second.residents.toast();
  await expect(toast).toContainText('Số CMND/CCCD đã được sử dụng', { timeout: 60_000 });
  await expect(toast).toContainText('Lỗi');
  await expect(toast).not.toContainText('Đã cập nhật cư dân');
  // The row shows the server's values again, marked refused with the reason.
  await expect(second.residents.row(target.email)).toHaveAttribute('data-state', 'failed');
  await expect(second.residents.mark(target.email)).toHaveText('Bị từ chối');
  await expect(second.residents.mark(target.email)).toHaveAttribute(
    'aria-label',
    /Số CMND\/CCCD đã được sử dụng/,
  );
  // The toast's fix leads to the sync screen, where the change is edited, retried or discarded.
  await toast.getByRole('button', { name: 'Sửa' }).click();
  await expect(second.page).toHaveURL(/\/sync$/);
  await expect(second.page.getByText('Số CMND/CCCD đã được sử dụng').first()).toBeVisible();

  const onServer = await serverResidents(context.request);
  expect(onServer.filter((r) => r.email === taken.email)).toHaveLength(1);
  await otherContext.close();
});

test('a bad ID card or phone is said under its field as soon as it is left, and nothing is saved', async ({
  signedInPage,
  context,
}) => {
  const { page, residents } = await onResidents(signedInPage);
  // Every resident synced first (both demo complexes take a few pages), so the count is final.
  const before = (await serverResidents(context.request)).length;
  await expect.poll(() => residents.count(), { timeout: 30_000 }).toBe(before);
  await page.getByRole('button', { name: 'Thêm cư dân mới' }).click();
  const dialog = page.getByRole('dialog');
  const idCard = dialog.getByRole('textbox', { name: 'Số CCCD', exact: true });
  const phone = dialog.getByRole('textbox', { name: 'Số điện thoại', exact: true });
  await idCard.fill('12');
  await phone.fill('abc');
  await idCard.focus();
  await expect(dialog.getByText('Số CCCD phải gồm đúng 12 chữ số')).toBeVisible();
  await expect(dialog.getByText(/Số điện thoại không hợp lệ/)).toBeVisible();
  // A Vietnamese number is shown as it will be stored once the field is left.
  await phone.fill('0912 345 678');
  await idCard.focus();
  await expect(phone).toHaveValue('+84912345678');
  await dialog.getByRole('button', { name: 'Thêm', exact: true }).click();
  await expect(dialog.getByText('Số CCCD phải gồm đúng 12 chữ số')).toBeVisible();
  await dialog.getByRole('button', { name: 'Hủy', exact: true }).click();
  await expect(dialog).toBeHidden();
  expect(await residents.count()).toBe(before);
});
