import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { PNG } from 'pngjs';
import { ApartmentsPage } from '../pages/apartments-page';
import { goOffline } from '../pages/app-page';
import { QrLabelsPage, QrScanner } from '../pages/qr-page';
import { UnitPage } from '../pages/unit-page';
import {
  fakeCameraLaunchOptions,
  grayFromPng,
  grayQr,
  writeFakeCamera,
} from '../support/fake-camera';
import { expect, test } from '../support/fixtures';
import { printedPages } from '../support/print';
import { generatePng } from '../support/images';

type ServerApartment = { id: string; unitNumber: string; buildingBlock: string; floor: number };

/** The fake camera plays this file; each test writes what the camera sees before scanning. */
const CAMERA_FILE = join(tmpdir(), `chungcu-e2e-camera-${process.pid}.y4m`);

/** A tablet held in landscape, with Chromium's fake camera. */
test.use({
  viewport: { width: 1280, height: 800 },
  launchOptions: fakeCameraLaunchOptions(CAMERA_FILE),
});
test.afterAll(() => rmSync(CAMERA_FILE, { force: true }));

async function apartments(request: APIRequestContext): Promise<ServerApartment[]> {
  const res = await request.get('/api/apartments');
  expect(res.ok()).toBe(true);
  return (await res.json()) as ServerApartment[];
}

/** A PNG scaled up `zoom` times, pixel by pixel: a sharper "photo" of a label on the screen. */
function zoomPng(png: Buffer, zoom: number): Buffer {
  const source = PNG.sync.read(png);
  const out = new PNG({ width: source.width * zoom, height: source.height * zoom });
  for (let y = 0; y < out.height; y += 1) {
    for (let x = 0; x < out.width; x += 1) {
      const from = (Math.floor(y / zoom) * source.width + Math.floor(x / zoom)) * 4;
      source.data.copy(out.data, (y * out.width + x) * 4, from, from + 4);
    }
  }
  return PNG.sync.write(out);
}

test('the labels of a block and of a floor hold their unit pages, and print 3 × 8 to an A4 page', async ({
  signedInPage: page,
  context,
  baseURL,
}) => {
  // Ten more units on floor 30 of block A (Times City's), so the block's sheet runs past one page.
  const complexes = (await (await context.request.get('/api/complexes')).json()) as {
    id: string;
    code: string;
  }[];
  const complexId = complexes.find((c) => c.code === 'TC-HN')?.id;
  for (let n = 1; n <= 10; n += 1) {
    const res = await context.request.post('/api/apartments', {
      data: {
        complexId,
        unitNumber: `A1-30${String(n).padStart(2, '0')}`,
        buildingBlock: 'A',
        floor: 30,
        bedrooms: 2,
        bathrooms: 1,
        squareFootage: 70,
        monthlyRent: '9000000',
      },
    });
    expect(res.status()).toBe(201);
  }
  const all = await apartments(context.request);
  const blockA = all.filter((a) => a.buildingBlock === 'A');
  const floor30 = blockA.filter((a) => a.floor === 30);
  expect(blockA.length).toBeGreaterThan(24);

  // From the apartments list, with no block chosen: the sheet asks for one.
  await new ApartmentsPage(page).open();
  await page.getByRole('link', { name: 'In tem QR' }).click();
  const labels = new QrLabelsPage(page);
  await labels.expectOpen();
  await expect(page.getByTestId('qr-label-count')).toHaveText('Chọn tòa để in tem.');
  await page.getByRole('combobox', { name: 'Tòa', exact: true }).click();
  await page.getByRole('option', { name: 'A', exact: true }).click();
  await expect(labels.labels()).toHaveCount(blockA.length);
  await expect(page).toHaveURL(/\/apartments\/labels\?block=A$/);
  await page.getByRole('combobox', { name: 'Tầng' }).click();
  await page.getByRole('option', { name: 'Tầng 30', exact: true }).click();
  await expect(labels.labels()).toHaveCount(floor30.length);
  await expect(page).toHaveURL(/\/apartments\/labels\?block=A&floor=30$/);
  await expect(page.getByTestId('qr-label-count')).toContainText('10 tem trên 1 trang A4');
  for (const unit of floor30) {
    await expect(labels.label(unit.unitNumber)).toContainText(unit.unitNumber);
    expect(await labels.qrValue(unit.unitNumber)).toBe(`${baseURL}/apartments/${unit.id}`);
  }

  // Printed: the labels alone (no header, controls or sync badge), 70 mm wide, 24 to an A4 page.
  await labels.open('A');
  await expect(labels.labels()).toHaveCount(blockA.length);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'In tem QR căn hộ' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'In tem' })).toBeHidden();
  await expect(page.getByTestId('sync-indicator')).toBeHidden();
  const box = await labels.labels().first().boundingBox();
  expect(box?.width).toBeCloseTo((70 / 25.4) * 96, 0);
  expect(box?.height).toBeCloseTo((37 / 25.4) * 96, 0);
  expect(await printedPages(page)).toBe(Math.ceil(blockA.length / 24));
  await page.emulateMedia({ media: 'screen' });
});

test('a label scanned with the camera opens its unit offline; other codes are named and not followed', async ({
  signedInPage: page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['camera']);
  const unit = (await apartments(context.request)).find((a) => a.buildingBlock === 'B');
  if (!unit) throw new Error('the demo data has units in block B');
  const labels = new QrLabelsPage(page);
  await labels.open('B', unit.floor);
  // The camera sees the label as the screen draws it.
  writeFakeCamera(CAMERA_FILE, grayFromPng(await labels.qrPicture(unit.unitNumber), 3));

  await goOffline(context);
  const list = new ApartmentsPage(page);
  await list.open();
  const scanner = new QrScanner(page);
  await scanner.open();
  await new UnitPage(page).expectOpen(unit.unitNumber);
  expect(new URL(page.url()).pathname).toBe(`/apartments/${unit.id}`);

  // Another site's address, even with a unit's path: named, never opened.
  writeFakeCamera(CAMERA_FILE, grayQr(`https://example.com/apartments/${unit.id}`));
  await list.open();
  await scanner.open();
  await expect(scanner.message()).toHaveText(
    'Mã QR này dẫn tới trang khác (example.com), không phải tem căn hộ của ứng dụng. Không mở.',
  );
  expect(new URL(page.url()).pathname).toBe('/apartments');
  await scanner.close();

  // Plain text, and a label of a unit this device does not have.
  writeFakeCamera(CAMERA_FILE, grayQr('Chào mừng đến ChungCư'));
  await scanner.open();
  await expect(scanner.message()).toHaveText('Mã QR này không phải tem căn hộ của ứng dụng.');
  await scanner.close();
  writeFakeCamera(
    CAMERA_FILE,
    grayQr(`${baseURL}/apartments/0190f5e2-7c4a-7b21-8d3e-5a6b7c8d9e0f`),
  );
  await scanner.open();
  await expect(scanner.message()).toContainText('Tem này là của một căn hộ không có trên máy');
  expect(new URL(page.url()).pathname).toBe('/apartments');
});

test('without the camera the scanner says why, and a photo of the label or the typed number opens the unit', async ({
  signedInPage: page,
  context,
}) => {
  // A camera is there, but this context was not granted it: getUserMedia is refused.
  writeFakeCamera(CAMERA_FILE, null);
  const unit = (await apartments(context.request)).find((a) => a.buildingBlock === 'C');
  if (!unit) throw new Error('the demo data has units in block C');
  const labels = new QrLabelsPage(page);
  await labels.open('C', unit.floor);
  const photo = zoomPng(await labels.qrPicture(unit.unitNumber), 4);

  await goOffline(context);
  const list = new ApartmentsPage(page);
  await list.open();
  const scanner = new QrScanner(page);
  await scanner.open();
  await expect(scanner.cameraProblem()).toContainText('Ứng dụng không được phép dùng camera');

  // A photo with no code in it, then a photo of the label.
  await scanner.choosePhoto({
    name: 'wall.png',
    mimeType: 'image/png',
    buffer: generatePng(400, 300, 1),
  });
  await expect(scanner.message()).toHaveText(
    'Không tìm thấy mã QR trong ảnh này. Hãy chụp gần và rõ hơn.',
  );
  await scanner.choosePhoto({ name: 'label.png', mimeType: 'image/png', buffer: photo });
  await new UnitPage(page).expectOpen(unit.unitNumber);

  // Typing the number, spaced as one likes.
  await list.open();
  await scanner.open();
  await scanner.openByNumber(unit.unitNumber.toLowerCase().replace('-', ' '), unit.unitNumber);
  await new UnitPage(page).expectOpen(unit.unitNumber);
});
