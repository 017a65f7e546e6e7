import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ApartmentsPage } from '../pages/apartments-page';
import {
  EXCEL_CHUNK,
  ON_DEMAND_CACHE,
  cachedMatching,
  goOffline,
  goOnline,
} from '../pages/app-page';
import { expectPending } from '../pages/sync-indicator';
import { getJson } from '../support/api';
import { expect, test } from '../support/fixtures';
import { firstComplexId } from '../support/complexes';

type ServerResident = {
  id: string;
  complexId: string;
  firstName: string;
  lastName: string;
  email: string;
  status: string;
};
type ServerApartment = {
  id: string;
  unitNumber: string;
  buildingBlock: string;
  floor: number;
};

/** A 2×2 PNG, standing in for a photo taken on the tablet. */
const photo = {
  name: 'can-ho.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
    'base64',
  ),
};
type ServerAssignment = { id: string; residentId: string; moveOutDate: string | null };

/** How many of `ids` this device's mirror holds in `table` (IndexedDB, as a reload finds it). */
const mirroredIds = (page: Page, table: string, ids: string[]) =>
  page.evaluate(
    ({ table, ids }) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('chungcu');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const store = db.transaction(table).objectStore(table);
          let found = 0;
          let left = ids.length;
          for (const id of ids) {
            const get = store.get(id);
            get.onerror = () => reject(get.error);
            get.onsuccess = () => {
              if (get.result) found++;
              if (--left === 0) {
                db.close();
                resolve(found);
              }
            };
          }
        };
      }),
    { table, ids },
  );

test('an apartment created and filled offline reaches the server exactly once', async ({
  signedInPage: page,
  context,
}) => {
  // The install leaves the Excel library out of its precache; a staff device, once signed in,
  // keeps it in a cache of its own (for the offline export below).
  await expect
    .poll(() => cachedMatching(page, EXCEL_CHUNK), { timeout: 30_000 })
    .toEqual({ [ON_DEMAND_CACHE]: 1 });

  // Two active residents of the complex a new unit goes to on "Tất cả" (the first), taken from
  // the server while still online: a record of another complex cannot move in (S23).
  const first = await firstComplexId(context.request);
  const residents = await getJson<ServerResident[]>(context.request, '/api/residents');
  const chosen = residents
    .filter((r) => r.status === 'active' && r.complexId === first)
    .slice(0, 2);
  expect(chosen).toHaveLength(2);
  const unitNumber = `A9-9${String(Date.now() % 100).padStart(2, '0')}`;

  const apartments = new ApartmentsPage(page);
  await apartments.open();
  // The first sync brings them (the demo's meters and readings make it a few pages long).
  await expect
    .poll(
      () =>
        mirroredIds(
          page,
          'residents',
          chosen.map((r) => r.id),
        ),
      { timeout: 30_000 },
    )
    .toBe(2);
  await goOffline(context);

  await apartments.create({ building: 'Tòa A', unitNumber, type: '2BR/1BA', photo });
  await apartments.openResidents(unitNumber);
  await apartments.assign(
    chosen.map((r) => r.email),
    'device',
  );
  await expect(apartments.currentResidents()).toHaveCount(2);
  // The unit, its photo (an attachment of its own) and the two assignments.
  await expectPending(page, 4);

  // Still offline: the reloaded page shows both from the mirror.
  await page.reload();
  await expect(apartments.currentResidents()).toHaveCount(2);
  for (const r of chosen) {
    await expect(
      apartments.currentResidents().filter({ hasText: r.firstName }).first(),
    ).toBeVisible();
  }

  // Still offline: 'Xuất Excel' writes the list from the device's data, new unit included.
  await apartments.open();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Xuất Excel' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await download).path());
  expect(workbook.worksheets[0]?.getColumn(1).values).toContain(unitNumber);

  await goOnline(context);
  await expectPending(page, 0, 60_000);

  const all = await getJson<ServerApartment[]>(context.request, '/api/apartments');
  const created = all.filter((a) => a.unitNumber === unitNumber);
  expect(created).toHaveLength(1);
  expect(created[0]).toMatchObject({ buildingBlock: 'Tòa', floor: 9 });
  // The photo taken offline travels as an attachment (tests/attachments-offline.spec.ts).
  const current = await getJson<ServerAssignment[]>(
    context.request,
    `/api/apartments/${created[0]?.id}/assignments`,
  );
  expect(current).toHaveLength(2);
  expect(current.map((a) => a.residentId).sort()).toEqual(chosen.map((r) => r.id).sort());

  await apartments.open();
  const card = await apartments.findCard(unitNumber);
  for (const r of chosen) {
    await expect(card.getByText(`${r.lastName} ${r.firstName}`)).toBeVisible();
  }
});

test('assigning someone who already lives in another unit names that unit before anything is saved', async ({
  signedInPage: page,
  context,
}) => {
  type Current = ServerAssignment & { apartment: { id: string; unitNumber: string } };
  const current = await getJson<Current[]>(context.request, '/api/assignments');
  const residents = await getJson<ServerResident[]>(context.request, '/api/residents');
  const living = current.find((a) =>
    residents.some((r) => r.id === a.residentId && r.status === 'active'),
  );
  if (!living) throw new Error('the demo data has an active resident living in a unit');
  const resident = residents.find((r) => r.id === living.residentId) as ServerResident;
  const home = living.apartment.unitNumber;
  const all = await getJson<ServerApartment[]>(context.request, '/api/apartments');
  const other = all.find(
    (a) => !current.some((c) => c.apartment.id === a.id && c.residentId === resident.id),
  );
  if (!other) throw new Error('the demo data has a unit the resident does not live in');

  await page.goto(`/apartments/${other.id}/residents`);
  const apartments = new ApartmentsPage(page);
  const dialog = await apartments.pickInDialog(resident.email);
  const entry = dialog
    .getByTestId('resident-options')
    .getByRole('button')
    .filter({ hasText: resident.firstName });
  // Not 'Available': the badge names where they live now.
  await expect(entry.first().getByTestId('picker-badge')).toHaveText(`Đang ở ${home}`);
  await entry.first().click();
  await expect(dialog.getByTestId('elsewhere-warning')).toContainText(`đang ở căn ${home}`);
  await dialog.getByRole('button', { name: 'Xác nhận chọn (1)' }).click();
  await expect(dialog).toBeHidden();
  // The warning stays beside the chosen resident until the assignment is made or dropped.
  await expect(page.getByTestId('elsewhere-warning')).toContainText(home);
});
