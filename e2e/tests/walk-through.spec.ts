import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ApartmentsPage } from '../pages/apartments-page';
import { closeWhenSaved, goOffline, goOnline } from '../pages/app-page';
import { InspectionPage } from '../pages/inspection-page';
import { MeterRoundPage } from '../pages/meter-round-page';
import { QrLabelsPage, QrScanner } from '../pages/qr-page';
import { expectPending } from '../pages/sync-indicator';
import { UnitPage } from '../pages/unit-page';
import { getJson } from '../support/api';
import { fakeCameraLaunchOptions, grayFromPng, writeFakeCamera } from '../support/fake-camera';
import { liveRows } from '../support/feed';
import { expect, test } from '../support/fixtures';
import { pngPhoto } from '../support/images';

type ServerApartment = {
  id: string;
  unitNumber: string;
  buildingBlock: string;
  floor: number;
  status: string;
};
type Template = { id: string; name: string; items: { id: string; needsPhotoOnFail: boolean }[] };
type Meter = {
  id: string;
  serial: string;
  kind: 'water' | 'electricity';
  lastReading: { period: string; value: number } | null;
};
type Reading = { id: string; meterId: string; period: string; value: number };
type Inspection = {
  id: string;
  completedAt: string | null;
  signedBy: string | null;
  results: { itemId: string; outcome: string; inquiryId: string | null }[];
};

const CAMERA_FILE = join(tmpdir(), `chungcu-e2e-walk-camera-${process.pid}.y4m`);

/** A tablet held in landscape, with Chromium's fake camera (allowed) pointed at a door label. */
test.use({
  viewport: { width: 1280, height: 800 },
  permissions: ['camera'],
  launchOptions: fakeCameraLaunchOptions(CAMERA_FILE),
});
test.afterAll(() => rmSync(CAMERA_FILE, { force: true }));

/** This month, as the reading round names it (the browser runs in Asia/Ho_Chi_Minh). */
function thisPeriod(): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Ho_Chi_Minh',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** Uploads queued in this device's IndexedDB (photos stored, waiting for the network). */
const storedUploads = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('chungcu');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const count = db.transaction('uploads').objectStore('uploads').count();
          count.onerror = () => reject(count.error);
          count.onsuccess = () => {
            resolve(count.result);
            db.close();
          };
        };
      }),
  );

test('a floor walked offline on a tablet: scan a door, change the unit, inspect it with a defect, read its meters, close the tab and resume; back online the server has everything once', async ({
  signedInPage: page,
  context,
  baseURL,
}) => {
  test.setTimeout(300_000);

  // The unit at the door: an occupied one in block B with its two meters.
  const units = await getJson<ServerApartment[]>(context.request, '/api/apartments');
  const unit = units.find((a) => a.buildingBlock === 'B' && a.status === 'occupied');
  if (!unit) throw new Error('the demo data has occupied units in block B');
  const meters = await getJson<Meter[]>(context.request, `/api/meters?apartmentId=${unit.id}`);
  const water = meters.find((m) => m.kind === 'water');
  const power = meters.find((m) => m.kind === 'electricity');
  if (!water?.lastReading || !power?.lastReading)
    throw new Error('the demo units have read meters');
  const period = thisPeriod();
  const waterValue = water.lastReading.value + 14;
  const powerValue = power.lastReading.value + 260;
  const templates = await getJson<Template[]>(context.request, '/api/inspection-templates');
  const safety = templates.find((t) => t.name === 'Kiểm tra an toàn định kỳ');
  const failing = safety?.items.find((i) => i.needsPhotoOnFail);
  if (!safety || !failing) throw new Error('the standard checklists are seeded');
  const inquiriesBefore = (await liveRows(context.request, 'inquiry')).length;
  const readingsBefore = (await liveRows(context.request, 'meterReading')).length;

  // The label on the door was printed from the labels sheet; the camera sees it.
  const labels = new QrLabelsPage(page);
  await labels.open(unit.buildingBlock, unit.floor);
  expect(await labels.qrValue(unit.unitNumber)).toBe(`${baseURL}/apartments/${unit.id}`);
  writeFakeCamera(CAMERA_FILE, grayFromPng(await labels.qrPicture(unit.unitNumber), 3));

  // No signal from here on.
  await goOffline(context);
  await new ApartmentsPage(page).open();
  await new QrScanner(page).open();
  const unitPage = new UnitPage(page);
  await unitPage.expectOpen(unit.unitNumber);
  expect(new URL(page.url()).pathname).toBe(`/apartments/${unit.id}`);

  await unitPage.setStatus('Đang bảo trì');
  await expect(unitPage.rowState()).toBeVisible();

  // An inspection: a failed item with a note and a photo, its request, two items passed.
  const inspection = new InspectionPage(page);
  const inspectionId = await inspection.startFromUnitPage(safety.name);
  await inspection.mark(failing.id, 'fail');
  await inspection.note(failing.id, 'Ổ cắm phòng bếp bị cháy sém');
  await inspection.addPhoto(failing.id, pngPhoto('o-cam.png', 640, 480, 3));
  await inspection.createRequest(failing.id);
  const others = safety.items.filter((i) => i.id !== failing.id);
  for (const item of others.slice(0, 2)) await inspection.mark(item.id, 'pass');

  // Meanwhile the meters: back to the unit, its round, water then electricity (with a photo).
  await page.goBack();
  await unitPage.expectOpen(unit.unitNumber);
  const round = new MeterRoundPage(page);
  await round.openFromUnitPage();
  await round.expectStop(unit.unitNumber, 'water');
  await round.read(String(waterValue));
  await round.expectStop(unit.unitNumber, 'electricity');
  const uploadsBefore = await storedUploads(page);
  await round.read(String(powerValue), pngPhoto('cong-to-dien.png', 640, 480, 5));
  // The meter's photo is resized and stored just after its reading (the round moves on at
  // once); the tab is closed only once it is on the device, as the sync screen would show.
  await expect.poll(() => storedUploads(page), { timeout: 15_000 }).toBe(uploadsBefore + 1);

  // The unit page shows both new readings (from the mirror, offline).
  await page.goBack();
  await unitPage.expectOpen(unit.unitNumber);
  const index = (value: number) => value.toLocaleString('vi-VN', { maximumFractionDigits: 3 });
  for (const [meter, value] of [
    [water, waterValue],
    [power, powerValue],
  ] as const) {
    await expect(
      page.locator(`[data-testid="unit-meter"][data-serial="${meter.serial}"]`),
    ).toContainText(index(value));
  }

  // The tab is closed mid-inspection; a new one resumes it, still offline.
  await closeWhenSaved(page);
  const tab = await context.newPage();
  const resumed = new InspectionPage(tab);
  await resumed.open(inspectionId);
  await expect(resumed.item(failing.id)).toHaveAttribute('data-outcome', 'fail');
  await expect(resumed.photos(failing.id)).toHaveCount(1);
  await expect(resumed.item(failing.id).getByTestId('finding-made')).toBeVisible();
  await resumed.markRemaining('pass');
  await resumed.sign('Lê Thị Hoa');
  await resumed.complete();

  // Signal again: everything reaches the server, once.
  await goOnline(context);
  await expectPending(tab, 0, 120_000);

  const after = await getJson<ServerApartment>(context.request, `/api/apartments/${unit.id}`);
  expect(after.status).toBe('maintenance');

  const inspections = await getJson<Inspection[]>(
    context.request,
    `/api/apartments/${unit.id}/inspections`,
  );
  const stored = inspections.filter((i) => i.id === inspectionId);
  expect(stored).toHaveLength(1);
  expect(stored[0]?.completedAt).not.toBeNull();
  expect(stored[0]?.signedBy).toBe('Lê Thị Hoa');
  expect(stored[0]?.results).toHaveLength(safety.items.length);
  const failed = stored[0]?.results.filter((r) => r.outcome === 'fail') ?? [];
  expect(failed.map((r) => r.itemId)).toEqual([failing.id]);

  const inquiries = await liveRows(context.request, 'inquiry');
  expect(inquiries).toHaveLength(inquiriesBefore + 1);
  const request = inquiries.find((i) => i.id === failed[0]?.inquiryId);
  expect(request).toMatchObject({ category: 'maintenance', apartmentId: unit.id });

  const readings = await getJson<Reading[]>(
    context.request,
    `/api/meter-readings?period=${period}`,
  );
  const ours = readings.filter((r) => r.meterId === water.id || r.meterId === power.id);
  expect(ours.map((r) => [r.meterId, r.value]).sort()).toEqual(
    [
      [water.id, waterValue],
      [power.id, powerValue],
    ].sort(),
  );
  expect(await liveRows(context.request, 'meterReading')).toHaveLength(readingsBefore + 2);

  // Photos and the signature uploaded, each once.
  const powerReading = ours.find((r) => r.meterId === power.id);
  await expect
    .poll(async () => {
      const files = await liveRows(context.request, 'attachment');
      return files
        .filter((f) => f.ownerId === inspectionId || f.ownerId === powerReading?.id)
        .map((f) => [f.ownerEntity, f.purpose, Boolean(f.uploadedAt)])
        .sort();
    })
    .toEqual(
      [
        ['inspection', 'photo', true],
        ['inspection', 'signature', true],
        ['meterReading', 'photo', true],
      ].sort(),
    );
});
