import { goOffline, goOnline } from '../pages/app-page';
import { MeterRoundPage } from '../pages/meter-round-page';
import { ReadingRoundPage } from '../pages/reading-round-page';
import { expectPending } from '../pages/sync-indicator';
import { getJson } from '../support/api';
import { storedRows } from '../support/mirror';
import { UnitPage } from '../pages/unit-page';
import { pngPhoto } from '../support/images';
import { feedSince } from '../support/feed';
import { expect, test } from '../support/fixtures';

type Reading = { id: string; meterId: string; period: string; value: number };
type ServerMeter = {
  id: string;
  apartmentId: string;
  kind: 'water' | 'electricity';
  lastReading: Reading | null;
};
type ServerApartment = { id: string; unitNumber: string; status: string };

/** A tablet held in landscape. */
test.use({ viewport: { width: 1280, height: 800 } });

const vn = (value: number) => value.toLocaleString('vi-VN', { maximumFractionDigits: 3 });

test('both meters of a unit are read offline (a refusal, an unusual warning, a photo), and the server has each reading once', async ({
  signedInPage: page,
  context,
}) => {
  // An occupied unit of the demo with both meters read last month.
  const apartments = await getJson<ServerApartment[]>(context.request, '/api/apartments');
  const meters = await getJson<ServerMeter[]>(context.request, '/api/meters');
  const unit = apartments.find(
    (a) =>
      a.status === 'occupied' &&
      meters.filter((m) => m.apartmentId === a.id && m.lastReading).length === 2,
  );
  if (!unit) throw new Error('the demo data has occupied units with two read meters');
  const water = meters.find((m) => m.apartmentId === unit.id && m.kind === 'water') as ServerMeter;
  const power = meters.find(
    (m) => m.apartmentId === unit.id && m.kind === 'electricity',
  ) as ServerMeter;
  const lastWater = water.lastReading?.value ?? 0;
  const lastPower = power.lastReading?.value ?? 0;
  const period = await page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  });

  const unitPage = new UnitPage(page);
  await unitPage.open(unit.id, unit.unitNumber);
  await expect(page.getByTestId('unit-meter')).toHaveCount(2);
  const before = await feedSince(context.request, 0);

  await goOffline(context);
  const round = new ReadingRoundPage(page);
  await round.openFromUnitPage();
  await expect(round.title()).toHaveText(`Ghi chỉ số · ${ReadingRoundPage.monthName(period)}`);
  await round.expectAt(unit.unitNumber, 'water');
  await expect(round.previous()).toContainText(vn(lastWater));
  const progress = (await round.progress().textContent()) ?? '';
  const [read, total] = (/(\d+)\/(\d+)/.exec(progress) ?? []).slice(1).map(Number);

  // Below last month's index: refused with the rule's words, nothing saved, still this meter.
  await round.type(String(lastWater - 1));
  await round.save();
  await expect(round.fieldMessage()).toHaveText('Chỉ số mới nhỏ hơn chỉ số kỳ trước');
  await round.expectAt(unit.unitNumber, 'water');

  // Far above the household's average: the warning first; checking again keeps the meter.
  const leak = lastWater + 400;
  await round.type(String(leak));
  await round.save();
  await round.answerUnusual(false);
  await round.expectAt(unit.unitNumber, 'water');
  await round.save();
  await round.answerUnusual(true);

  // The round moved on to the same unit's electricity meter; it is read with a photo.
  await round.expectAt(unit.unitNumber, 'electricity');
  await expect(round.progress()).toHaveText(`Đã đọc ${(read ?? 0) + 1}/${total}`);
  await round.attachPhoto(pngPhoto('dong-ho-dien.png', 640, 480, 16));
  await round.type(String(lastPower + 210.5).replace('.', ','));
  await round.save();
  await expect(round.stop()).not.toHaveAttribute('data-unit', unit.unitNumber);
  await expect(round.progress()).toHaveText(`Đã đọc ${(read ?? 0) + 2}/${total}`);

  // Offline, the export says why it cannot run.
  await round.exportButton().click();
  await expect(page.getByTestId('round-export-offline')).toHaveText(
    'Cần kết nối mạng để xuất tệp Excel.',
  );

  await goOnline(context);
  await expectPending(page, 0, 60_000);

  const readings = await getJson<Reading[]>(
    context.request,
    `/api/meter-readings?period=${period}`,
  );
  const mine = readings.filter((r) => r.meterId === water.id || r.meterId === power.id);
  expect(mine.map((r) => [r.meterId, r.value]).sort()).toEqual(
    [
      [water.id, leak],
      [power.id, lastPower + 210.5],
    ].sort(),
  );
  // Each reading reached the server once, and the photo once, owned by the electricity reading.
  const after = await feedSince(context.request, before.cursor);
  const newReadings = after.changes.filter((c) => c.entity === 'meterReading');
  expect(newReadings.map((c) => c.id).sort()).toEqual(mine.map((r) => r.id).sort());
  const powerReading = mine.find((r) => r.meterId === power.id);
  // The photo's record is made once its original is resized, after the reading was stored: the
  // outbox can be empty for a moment in between, so its arrival is awaited, not assumed.
  await expect
    .poll(
      async () =>
        (await feedSince(context.request, before.cursor)).changes
          .filter((c) => c.entity === 'attachment')
          .map((c) => [c.data.ownerEntity, c.data.ownerId]),
      { timeout: 30_000 },
    )
    .toEqual([['meterReading', powerReading?.id]]);
  await expect
    .poll(async () => {
      const feed = await feedSince(context.request, before.cursor);
      return feed.changes.find((c) => c.entity === 'attachment')?.data.uploadedAt ?? null;
    })
    .not.toBeNull();

  // Last month's round, chosen from the select of months the app names ('Tháng 10/2026').
  const [year, month] = period.split('-').map(Number) as [number, number];
  const last = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
  await round.choosePeriod(last);
  await expect(round.title()).toHaveText(`Ghi chỉ số · ${ReadingRoundPage.monthName(last)}`);
  await expect(page).toHaveURL(new RegExp(`period=${last}`));
});

test('a reading saved with a photo keeps it when the tab is closed right after the save, while the photo is still being resized', async ({
  signedInPage: page,
  context,
}) => {
  const apartments = await getJson<ServerApartment[]>(context.request, '/api/apartments');
  const meters = await getJson<ServerMeter[]>(context.request, '/api/meters');
  const unit = apartments.find((a) => meters.some((m) => m.apartmentId === a.id && m.lastReading));
  if (!unit) throw new Error('the demo data has units with read meters');
  const unitPage = new UnitPage(page);
  await unitPage.open(unit.id, unit.unitNumber);
  await expect(page.getByTestId('unit-meter').first()).toBeVisible();
  const before = await feedSince(context.request, 0);

  await goOffline(context);
  const round = new ReadingRoundPage(page);
  await round.openFromUnitPage();
  const kind = (await round.stop().getAttribute('data-kind')) as ServerMeter['kind'];
  const meter = meters.find((m) => m.apartmentId === unit.id && m.kind === kind) as ServerMeter;
  const value = (meter.lastReading?.value ?? 0) + 12;
  // A slow phone: decoding the photo takes a minute, so the tab closes long before it is resized.
  await page.evaluate(() => {
    const decode = window.createImageBitmap.bind(window);
    window.createImageBitmap = ((...args: Parameters<typeof decode>) =>
      new Promise((resolve) => setTimeout(() => resolve(decode(...args)), 60_000))) as never;
  });
  await new MeterRoundPage(page).read(String(value), pngPhoto('dong-ho.png', 640, 480, 21));
  // Closed as soon as the reading is stored (no waiting for the photo).
  const storedReading = async () =>
    (await storedRows<Reading>(page, 'meterReadings')).find(
      (r) => r.meterId === meter.id && r.value === value,
    );
  await expect.poll(async () => Boolean(await storedReading())).toBe(true);
  const readingId = (await storedReading())?.id;
  const photosOf = async (tab: typeof page) =>
    (await storedRows<{ ownerId: string }>(tab, 'attachments')).filter(
      (a) => a.ownerId === readingId,
    );
  expect(await photosOf(page)).toEqual([]);
  // What the device holds of the photo: the file as picked, nothing resized yet.
  expect(
    (await storedRows<{ kind: string }>(page, 'attachmentBlobs')).map((b) => b.kind),
  ).toContain('original');
  await page.close();

  // The next start, still offline: the photo kept as picked becomes the reading's attachment.
  const reopened = await context.newPage();
  await new UnitPage(reopened).open(unit.id, unit.unitNumber);
  await expect.poll(async () => (await photosOf(reopened)).length).toBe(1);

  await goOnline(context);
  await expectPending(reopened, 0, 60_000);
  const after = await feedSince(context.request, before.cursor);
  const readings = after.changes.filter((c) => c.entity === 'meterReading');
  expect(readings.map((c) => [c.id, c.data.value])).toEqual([[readingId, value]]);
  const photos = after.changes.filter((c) => c.entity === 'attachment');
  expect(photos.map((c) => [c.data.ownerEntity, c.data.ownerId])).toEqual([
    ['meterReading', readingId],
  ]);
  await expect
    .poll(async () => {
      const feed = await feedSince(context.request, before.cursor);
      return feed.changes.find((c) => c.entity === 'attachment')?.data.uploadedAt ?? null;
    })
    .not.toBeNull();
});

test('the round fits phones, tablets and desktops: no sideways scroll, targets of 48 px', async ({
  signedInPage: page,
}) => {
  const round = new ReadingRoundPage(page);
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 800, height: 1280 },
    { width: 1280, height: 800 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await round.open();
    await expect(round.stop()).toBeVisible();
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `no sideways scroll at ${viewport.width}px`).toBeLessThanOrEqual(0);
    for (const id of ['round-save', 'round-next', 'round-export']) {
      const box = await page.getByTestId(id).boundingBox();
      expect(box?.height ?? 0, `${id} at ${viewport.width}px`).toBeGreaterThanOrEqual(48);
    }
    const field = await page.getByTestId('round-value').boundingBox();
    expect(field?.height ?? 0).toBeGreaterThanOrEqual(48);
  }
});
