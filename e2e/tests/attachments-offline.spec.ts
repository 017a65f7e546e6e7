import { createHash } from 'node:crypto';
import { ApartmentsPage } from '../pages/apartments-page';
import { closeWhenSaved, goOffline, goOnline, waitForFirstSync } from '../pages/app-page';
import { signIn } from '../pages/login-page';
import { expectPending } from '../pages/sync-indicator';
import { serverAttachments } from '../support/feed';
import { pngPhoto } from '../support/images';
import { expect, test } from '../support/fixtures';

test('photos taken offline show at once, survive a reopen, reach the server once and show elsewhere', async ({
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

  const unitNumber = `B7-7${String(Date.now() % 100).padStart(2, '0')}`;
  const photos = [pngPhoto('truoc.png', 640, 480, 1), pngPhoto('sau.png', 480, 640, 2)];
  await apartments.create({
    building: 'Tòa B',
    unitNumber,
    type: '1BR/1BA',
    photos,
    placeholder: false,
  });
  // The card shows the first photo's thumbnail, from the device, with no network.
  const card = await apartments.findCard(unitNumber);
  await expect(card.locator('img[data-photo="shown"]')).toBeVisible();
  await expectPending(page, 3);

  // Close the app and open it again, still offline: the photos come from the device.
  await closeWhenSaved(page);
  const reopened = await context.newPage();
  const again = new ApartmentsPage(reopened);
  await again.open();
  await again.openResidents(unitNumber);
  await again.expectPhotosShown(2);
  const apartmentId = new URL(reopened.url()).pathname.split('/')[2] as string;

  // Back online: the metadata goes first, then each photo's bytes, once.
  await goOnline(context);
  await expectPending(reopened, 0, 60_000);
  await expect
    .poll(
      async () =>
        (await serverAttachments(context.request, apartmentId)).filter((a) => a.uploadedAt).length,
      { timeout: 60_000 },
    )
    .toBe(2);
  const stored = await serverAttachments(context.request, apartmentId);
  expect(stored).toHaveLength(2);
  expect(stored.map((a) => a.position).sort()).toEqual([0, 1]);
  for (const attachment of stored) {
    expect(attachment).toMatchObject({ mimeType: 'image/jpeg', purpose: 'photo' });
    const content = await context.request.get(`/api/attachments/${String(attachment.id)}/content`);
    expect(content.status()).toBe(200);
    const body = await content.body();
    expect(createHash('sha256').update(body).digest('hex')).toBe(attachment.sha256);
    expect(content.headers()['etag']).toBe(`"${String(attachment.sha256)}"`);
  }
  // Nothing is waiting on the device any more.
  await reopened.goto('/sync');
  await expect(reopened.getByTestId('uploads-card').getByTestId('upload-item')).toHaveCount(0);

  // A second device sees both photos (thumbnails downloaded when the page shows them).
  const other = await browser.newContext({ baseURL: server.baseURL });
  const second = await other.newPage();
  await signIn(second);
  const secondApartments = new ApartmentsPage(second);
  await secondApartments.open();
  await secondApartments.openResidents(unitNumber);
  await secondApartments.expectPhotosShown(2);
  // Opened, the display copy is downloaded and shown full screen.
  await secondApartments.photoTiles().first().click();
  await expect(second.getByTestId('viewer-image')).toBeVisible({ timeout: 30_000 });
  await second.keyboard.press('ArrowRight');
  await expect(second.getByText('2 / 2 · sau.jpg')).toBeVisible();
  await other.close();
});
