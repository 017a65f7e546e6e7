import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { goOffline, goOnline, waitForFirstSync } from '../pages/app-page';
import { InquiriesPage } from '../pages/inquiries-page';
import { ResidentsPage } from '../pages/residents-page';
import { expectPending } from '../pages/sync-indicator';
import { getJson } from '../support/api';
import { makeJpeg } from '../support/images';
import { storedTogether } from '../support/mirror';
import { expect, test } from '../support/fixtures';

/*
 * No lost photo: a row saved with a photo and the photo as picked are stored in one
 * transaction, and the resize comes after. Each test picks a camera-sized JPEG (12 MP, several
 * MB: its resize takes a while), saves offline, closes the tab the moment the row is stored, and
 * opens the app again in the same browser profile: the row has its photo, which reaches the
 * server once the network is back.
 */

/** A tablet held in landscape. */
test.use({ viewport: { width: 1280, height: 800 } });
// A 12 MP photo is made, resized and uploaded on a shared two-core machine.
test.describe.configure({ timeout: 180_000 });

type Row = Record<string, unknown>;
type ServerMeter = { id: string; apartmentId: string; lastReading: { value: number } | null };
type ServerApartment = { id: string; unitNumber: string };
type Feed = { changes: { entity: string; id: string; data: Row }[]; cursor: number };

/** The attachments the server lists for `ownerId`, from its change feed. */
async function serverPhotosOf(request: APIRequestContext, ownerId: string): Promise<Row[]> {
  const rows = new Map<string, Row>();
  for (let cursor = 0; ;) {
    const page = await getJson<Feed & { hasMore: boolean }>(
      request,
      `/api/sync/changes?since=${cursor}&limit=1000`,
    );
    for (const change of page.changes) {
      if (change.entity === 'attachment' && change.data.ownerId === ownerId) {
        rows.set(change.id, change.data);
      }
    }
    cursor = page.cursor;
    if (!page.hasMore) return [...rows.values()];
  }
}

/**
 * What the device holds of `ownerId`'s photos at one moment (one IndexedDB transaction with the
 * owner's row): attachments made of them, and originals kept as picked, not yet resized.
 */
async function photosOnDevice(page: Page, ownerStore: string, ownerId: string) {
  const stored = await storedTogether(page, [ownerStore, 'attachments', 'attachmentBlobs', 'meta']);
  const owner = stored[ownerStore]?.find((row) => row.id === ownerId) ?? null;
  const attachments = (stored.attachments ?? []).filter((a) => a.ownerId === ownerId);
  const blobs = stored.attachmentBlobs ?? [];
  const hasBlob = (id: unknown, kind: string) =>
    blobs.some((b) => b.attachmentId === id && b.kind === kind);
  const kept = (stored.meta ?? []).filter((m) => {
    const value = m.value as { id?: string; target?: { ownerId?: string } } | undefined;
    return (
      String(m.key).startsWith('kept-original:') &&
      value?.target?.ownerId === ownerId &&
      hasBlob(value.id, 'original')
    );
  });
  return {
    owner,
    /** Attachments with their display copy on the device. */
    attached: attachments.filter((a) => hasBlob(a.id, 'display')),
    kept: kept.length,
  };
}

type OnDevice = Awaited<ReturnType<typeof photosOnDevice>>;
const nothingYet: OnDevice = { owner: null, attached: [], kept: 0 };

/** Polls one consistent picture until the row is stored; answers that picture. */
async function untilStored(find: () => Promise<OnDevice>): Promise<OnDevice> {
  await expect.poll(async () => (await find()).owner !== null, { timeout: 30_000 }).toBe(true);
  return find();
}

/**
 * After the reopen, online: the photo's record and its bytes reach the server once, resized to
 * the display copy (a JPEG within the server's size limit, its long side ≤ 1600 px).
 */
async function expectUploaded(context: BrowserContext, page: Page, ownerId: string) {
  await goOnline(context);
  await expectPending(page, 0, 90_000);
  await expect
    .poll(
      async () => (await serverPhotosOf(context.request, ownerId)).map((a) => a.uploadedAt ?? null),
      { timeout: 60_000 },
    )
    .toEqual([expect.any(String)]);
  const [photo] = await serverPhotosOf(context.request, ownerId);
  expect(photo).toMatchObject({ mimeType: 'image/jpeg', purpose: 'photo' });
  expect(Math.max(Number(photo?.width), Number(photo?.height))).toBeLessThanOrEqual(1600);
  const content = await context.request.get(`/api/attachments/${String(photo?.id)}/content`);
  expect(content.status()).toBe(200);
  expect(content.headers()['content-type']).toBe('image/jpeg');
  const bytes = await content.body();
  expect(bytes.length).toBe(Number(photo?.byteSize));
  expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);
}

/**
 * The tab closed the moment the row was stored (`atSave`, one consistent picture): the photo was
 * stored with it. The next start, same profile (`open` loads a screen), still offline, makes it
 * an attachment; online, it reaches the server.
 */
async function expectKeptAcrossReopen(
  context: BrowserContext,
  page: Page,
  atSave: OnDevice,
  ownerStore: string,
  open: (page: Page) => Promise<void>,
): Promise<void> {
  const ownerId = String(atSave.owner?.id);
  await page.close();
  expect(atSave.kept + atSave.attached.length).toBe(1);

  const reopened = await context.newPage();
  await open(reopened);
  await expect
    .poll(async () => (await photosOnDevice(reopened, ownerStore, ownerId)).attached.length, {
      timeout: 60_000,
    })
    .toBe(1);
  expect((await photosOnDevice(reopened, ownerStore, ownerId)).kept).toBe(0);

  await expectUploaded(context, reopened, ownerId);
}

/** A unit's page, loaded afresh (a busy two-core machine may take a while to start the app). */
async function openUnit(page: Page, unit: ServerApartment): Promise<void> {
  await page.goto(`/apartments/${unit.id}`);
  await expect(page.getByRole('heading', { name: `Căn hộ ${unit.unitNumber}` })).toBeVisible({
    timeout: 30_000,
  });
}

/** The request list, loaded afresh (a busy two-core machine may take a while to start the app). */
async function openInquiries(page: Page): Promise<void> {
  await page.goto('/inquiries');
  await expect(page.getByRole('heading', { name: 'YÊU CẦU' })).toBeVisible({ timeout: 30_000 });
  await expect(new InquiriesPage(page).rows().first()).toBeVisible({ timeout: 30_000 });
}

/** The signed-in tablet once it has pulled for the first time. */
async function synced(page: Page): Promise<Page> {
  // Taken offline before its first pull, the device has no complex to save into (a busy machine
  // once got there first: the new resident was refused, "Thiết bị chưa tải dữ liệu chung cư").
  await waitForFirstSync(page);
  return page;
}

test('the meter round: a reading saved with a 12 MP photo, the tab closed at once, keeps its photo, which reaches the server', async ({
  signedInPage,
  context,
}) => {
  const page = await synced(signedInPage);
  const apartments = await getJson<ServerApartment[]>(context.request, '/api/apartments');
  const meters = await getJson<ServerMeter[]>(context.request, '/api/meters');
  const unit = apartments.find((a) => meters.some((m) => m.apartmentId === a.id && m.lastReading));
  if (!unit) throw new Error('the demo data has units with read meters');
  const photo = await makeJpeg(page, 4000, 3000, 7);
  await openUnit(page, unit);
  await expect(page.getByTestId('unit-meter').first()).toBeVisible({ timeout: 30_000 });

  await goOffline(context);
  await page.getByTestId('unit-meters').getByTestId('open-round').click();
  const stop = page.getByTestId('round-stop');
  await expect(stop).toHaveAttribute('data-unit', unit.unitNumber);
  const kind = await stop.getAttribute('data-kind');
  const meter = meters.find(
    (m) => m.apartmentId === unit.id && (m as { kind?: string }).kind === kind,
  ) as ServerMeter;
  const value = (meter.lastReading?.value ?? 0) + 15;
  await stop.getByTestId('round-value').fill(String(value));
  await stop
    .getByTestId('photo-gallery-input')
    .setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(stop.getByTestId('round-photo-chosen')).toBeVisible();
  await stop.getByTestId('round-save').click();
  const unusual = page.getByTestId('unusual-dialog');
  if (await unusual.isVisible()) await unusual.getByTestId('unusual-save').click();

  // The moment the reading is on the device, its photo is too (the same transaction's picture).
  const readingOf = async () => {
    const stored = await storedTogether(page, ['meterReadings']);
    return (stored.meterReadings ?? []).find((r) => r.meterId === meter.id && r.value === value);
  };
  const atSave = await untilStored(async () => {
    const reading = await readingOf();
    return reading ? photosOnDevice(page, 'meterReadings', String(reading.id)) : nothingYet;
  });
  await expectKeptAcrossReopen(context, page, atSave, 'meterReadings', (p) => openUnit(p, unit));
});

test('a new request: saved with a 12 MP photo, the tab closed at once, keeps its photo, which reaches the server', async ({
  signedInPage,
  context,
}) => {
  const page = await synced(signedInPage);
  const photo = await makeJpeg(page, 4000, 3000, 11);
  const templates = await getJson<{ templateName: string }[]>(
    context.request,
    '/api/workflow-templates',
  );
  const template = templates[0];
  if (!template) throw new Error('the demo data has request templates');
  await openInquiries(page);

  await goOffline(context);
  const title = `Ảnh không mất ${Date.now()}`;
  await page.getByRole('button', { name: 'Tạo yêu cầu', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Tìm nhóm yêu cầu').fill(template.templateName);
  await dialog
    .getByTestId('template-card')
    .filter({ hasText: template.templateName })
    .first()
    .click();
  await dialog.getByRole('textbox', { name: 'Tiêu đề' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Nội dung' }).fill('Trần nhà thấm nước, ảnh kèm theo.');
  await dialog
    .getByTestId('photo-camera-input')
    .setInputFiles({ name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(dialog.locator('[data-testid="attachment-tile"] img')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Tạo yêu cầu', exact: true }).click();

  const atSave = await untilStored(async () => {
    const stored = await storedTogether(page, ['inquiries']);
    const inquiry = (stored.inquiries ?? []).find((r) => r.title === title);
    return inquiry ? photosOnDevice(page, 'inquiries', String(inquiry.id)) : nothingYet;
  });
  await expectKeptAcrossReopen(context, page, atSave, 'inquiries', openInquiries);
});

test('a new resident: saved with a 12 MP portrait, the tab closed at once, keeps it, which reaches the server', async ({
  signedInPage,
  context,
}) => {
  const page = await synced(signedInPage);
  const photo = await makeJpeg(page, 4000, 3000, 13);
  await new ResidentsPage(page).open(30_000);

  await goOffline(context);
  const n = String(Date.now() % 1_000_000).padStart(6, '0');
  const email = `chan.dung.${n}@chungcu.vn`;
  const dialog = await new ResidentsPage(page).fillNew({
    firstName: 'Ảnh',
    lastName: 'Không Mất',
    idCardNumber: `079201${n}`,
    email,
    phone: '+84907654321',
  });
  await dialog
    .getByLabel('Ảnh CMND/CCCD – Ảnh chân dung')
    .setInputFiles({ name: 'IMG_0003.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(dialog.getByRole('img', { name: 'Ảnh ảnh chân dung CMND/CCCD' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Thêm', exact: true }).click();

  const atSave = await untilStored(async () => {
    const stored = await storedTogether(page, ['residents']);
    const resident = (stored.residents ?? []).find((r) => r.email === email);
    return resident ? photosOnDevice(page, 'residents', String(resident.id)) : nothingYet;
  });
  await expectKeptAcrossReopen(context, page, atSave, 'residents', (p) =>
    new ResidentsPage(p).open(30_000),
  );
});
