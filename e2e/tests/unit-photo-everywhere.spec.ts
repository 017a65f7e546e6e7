import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ApartmentsPage } from '../pages/apartments-page';
import {
  closeWhenSaved,
  goOffline,
  goOnline,
  waitForFirstSync,
  waitForServiceWorker,
} from '../pages/app-page';
import { signIn } from '../pages/login-page';
import { expectPending } from '../pages/sync-indicator';
import { pngPhoto } from '../support/images';
import { expect, test } from '../support/fixtures';

/** The card's picture is the unit's first photo, decoded (not the placeholder). */
async function expectCardPhoto(card: Locator): Promise<void> {
  const img = card.locator('img');
  await expect(img).toHaveAttribute('data-photo', 'shown', { timeout: 30_000 });
  await expect
    .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth), { timeout: 10_000 })
    .toBeGreaterThan(0);
}

/** The unit's attachment rows the server has the bytes of, as its change feed says. */
async function uploadedPhotos(request: APIRequestContext, ownerId: string) {
  const rows = new Map<string, { ownerId?: string; uploadedAt?: string | null }>();
  for (let since = 0; ;) {
    const res = await request.get(`/api/sync/changes?since=${since}&limit=1000`);
    expect(res.ok()).toBe(true);
    const page = (await res.json()) as {
      changes: { entity: string; id: string; data: { ownerId?: string; uploadedAt?: string } }[];
      cursor: number;
      hasMore: boolean;
    };
    for (const change of page.changes) {
      if (change.entity === 'attachment') rows.set(change.id, change.data);
    }
    since = page.cursor;
    if (!page.hasMore) break;
  }
  return [...rows.values()].filter((row) => row.ownerId === ownerId && row.uploadedAt);
}

/** How many thumbnails of the unit's photos this device holds (IndexedDB, as offline finds it). */
const thumbnailsHeld = (page: Page, apartmentId: string) =>
  page.evaluate(
    (ownerId) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('chungcu');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['attachments', 'attachmentBlobs']);
          const rows = tx.objectStore('attachments').getAll();
          const keys = tx.objectStore('attachmentBlobs').getAllKeys();
          tx.oncomplete = () => {
            db.close();
            const ids = new Set(
              (rows.result as { id: string; ownerId: string }[])
                .filter((row) => row.ownerId === ownerId)
                .map((row) => row.id),
            );
            resolve((keys.result as string[][]).filter(([id]) => ids.has(id as string)).length);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    apartmentId,
  );

test('a unit photo taken offline shows on the list after a new tab and a reload offline, and on a second device', async ({
  signedInPage: page,
  context,
  browser,
  server,
}) => {
  test.setTimeout(180_000);
  const apartments = new ApartmentsPage(page);
  await apartments.open();
  await waitForFirstSync(page);
  await goOffline(context);

  const unitNumber = `C9-9${String(Date.now() % 100).padStart(2, '0')}`;
  await apartments.create({
    building: 'Tòa C',
    unitNumber,
    type: '2BR/1BA',
    photos: [pngPhoto('phong-khach.png', 640, 480, 3), pngPhoto('ban-cong.png', 480, 640, 4)],
    placeholder: false,
  });
  await expectCardPhoto(await apartments.findCard(unitNumber));

  // A new tab, still offline: the list reads the photo from the device.
  await closeWhenSaved(page);
  const reopened = await context.newPage();
  const again = new ApartmentsPage(reopened);
  await again.open();
  await expectCardPhoto(await again.findCard(unitNumber));
  // And after a reload of that tab.
  await reopened.reload();
  await expect(reopened.getByRole('heading', { name: 'Quản lý Căn hộ' })).toBeVisible();
  await expectCardPhoto(await again.findCard(unitNumber));
  // The unit page shows it too.
  await again.openUnit(unitNumber);
  await expect(reopened.getByTestId('apartment-photos').getByRole('img')).toHaveCount(2);

  // A second device, signed in before the unit is uploaded, stays on another screen.
  const other = await browser.newContext({ baseURL: server.baseURL });
  const second = await other.newPage();
  await signIn(second);
  await waitForServiceWorker(second);
  await second.goto('/sync');

  await goOnline(context);
  await expectPending(reopened, 0, 60_000);
  const apartmentId = new URL(reopened.url()).pathname.split('/')[2] as string;
  await expect
    .poll(async () => (await uploadedPhotos(context.request, apartmentId)).length, {
      timeout: 60_000,
    })
    .toBe(2);

  // It syncs the uploaded unit without opening the list, then loses the network: the list,
  // opened offline for the first time, shows the unit's photo from the device.
  await expect
    .poll(() => thumbnailsHeld(second, apartmentId), { timeout: 30_000 })
    .toBeGreaterThan(0);
  await goOffline(other);
  const secondList = new ApartmentsPage(second);
  await secondList.open();
  await expectCardPhoto(await secondList.findCard(unitNumber));
  await second.reload();
  await expect(second.getByRole('heading', { name: 'Quản lý Căn hộ' })).toBeVisible();
  await expectCardPhoto(await secondList.findCard(unitNumber));

  // Online, a device that opens the list shows it too.
  const third = await browser.newContext({ baseURL: server.baseURL });
  const thirdPage = await third.newPage();
  await signIn(thirdPage);
  const thirdList = new ApartmentsPage(thirdPage);
  await thirdList.open();
  await expectCardPhoto(await thirdList.findCard(unitNumber));
  await third.close();
  await other.close();
});
