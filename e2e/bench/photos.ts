import type { BrowserContext, Page } from '@playwright/test';
import { makeJpeg } from '../support/images';
import { percentile } from './stats';

/** Opens the residents page (with its photos card) of the n-th unit of the list. */
async function openUnit(page: Page, n: number): Promise<void> {
  await page.goto('/apartments');
  // A card opens its unit page, which shows the unit's photos.
  await page.getByTestId('apartment-card').nth(n).getByRole('link').first().click();
  await page.getByTestId('apartment-photos').waitFor();
}

const loadedThumbs = (page: Page) =>
  page.evaluate(
    () =>
      Array.from(
        document.querySelectorAll(
          '[data-testid="apartment-photos"] [data-testid="attachment-thumb"] img',
        ),
      ).filter(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      ).length,
  );

/**
 * A 12 MP camera JPEG chosen → its thumbnail painted on the unit's page (resize on the device,
 * hash, store, mutation), in ms; the median of `times` photos.
 */
export async function measureCameraPhoto(
  page: Page,
  times = 3,
): Promise<{ median: number; bytes: number }> {
  await openUnit(page, 0);
  const photo = await makeJpeg(page, 4000, 3000, 1);
  const runs: number[] = [];
  for (let i = 0; i < times; i++) {
    const before = await loadedThumbs(page);
    await page.evaluate(() => {
      const w = window as unknown as { photoStart?: number };
      w.photoStart = undefined;
      document.addEventListener('change', () => (w.photoStart ??= performance.now()), {
        capture: true,
        once: true,
      });
    });
    await page
      .getByTestId('photo-camera-input')
      .setInputFiles({ name: `IMG_${i}.jpg`, mimeType: 'image/jpeg', buffer: photo });
    const handle = await page.waitForFunction(
      (count) => {
        const imgs = Array.from(
          document.querySelectorAll(
            '[data-testid="apartment-photos"] [data-testid="attachment-thumb"] img',
          ),
        );
        const loaded = imgs.filter(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        );
        const start = (window as unknown as { photoStart?: number }).photoStart;
        return loaded.length > count && start !== undefined ? performance.now() - start : null;
      },
      before,
      { timeout: 60_000, polling: 'raf' },
    );
    runs.push((await handle.jsonValue()) as number);
  }
  return { median: percentile(runs, 0.5), bytes: photo.length };
}

/** Attachment uploads still queued on this device (read straight from IndexedDB). */
const queuedUploads = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('chungcu');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const count = db.transaction('uploads').objectStore('uploads').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
        };
      }),
  );

/**
 * Units of this device's mirror that hold no photo yet, `count` of them: the list shows a page
 * of cards at a time, so these are opened by their address.
 */
const unitsWithoutPhotos = (page: Page, count: number) =>
  page.evaluate(
    (count) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('chungcu');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['apartments', 'attachments']);
          const units = tx.objectStore('apartments').getAllKeys();
          const attachments = tx.objectStore('attachments').getAll();
          tx.oncomplete = () => {
            db.close();
            const owners = new Set(
              (attachments.result as { ownerId: string; deletedAt?: string | null }[])
                .filter((a) => !a.deletedAt)
                .map((a) => a.ownerId),
            );
            resolve((units.result as string[]).filter((id) => !owners.has(id)).slice(0, count));
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    count,
  );

async function waitForQueue(page: Page, length: number): Promise<void> {
  const since = Date.now();
  while ((await queuedUploads(page)) < length) {
    if (Date.now() - since > 60_000) throw new Error(`fewer than ${length} uploads queued in 60 s`);
    await page.waitForTimeout(50);
  }
}

/**
 * 30 photos taken offline (5 units × 6, phone-sized JPEGs), then the network returns: seconds
 * until every one of them is on the server (the upload queue on the device is empty). `queued`
 * is the upload queue's length when the network returns (each photo's copies queued apart).
 */
export async function measureOfflineUploads(page: Page, context: BrowserContext, count = 30) {
  const perUnit = 6;
  // Every photo distinct, as a camera's are (no content the server or queue could share).
  const photos: Buffer[] = [];
  for (let i = 0; i < count; i++) photos.push(await makeJpeg(page, 2000, 1500, i + 10));
  // A unit holds 6 photos at most: units without any yet take 6 each.
  const units = await unitsWithoutPhotos(page, Math.ceil(count / perUnit));
  if (units.length * perUnit < count) throw new Error(`only ${units.length} units without photos`);
  await context.setOffline(true);
  for (const [u, id] of units.entries()) {
    await page.goto(`/apartments/${id}`);
    await page.getByTestId('apartment-photos').waitFor();
    const files = photos.slice(u * perUnit, (u + 1) * perUnit).map((buffer, i) => ({
      name: `P${id.slice(0, 8)}-${i}.jpg`,
      mimeType: 'image/jpeg',
      buffer,
    }));
    await page.getByTestId('photo-gallery-input').setInputFiles(files);
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll(
          '[data-testid="apartment-photos"] [data-testid="attachment-thumb"]',
        ).length >= n,
      perUnit,
      { timeout: 120_000 },
    );
    // Shown comes before stored: leave the page (a full load, like closing the tab) only once
    // this unit's photos are all in the device's upload queue.
    await waitForQueue(page, (u + 1) * perUnit);
  }
  const queued = await queuedUploads(page);
  const start = Date.now();
  await context.setOffline(false);
  while ((await queuedUploads(page)) > 0) {
    if (Date.now() - start > 600_000) throw new Error('uploads did not finish in 10 minutes');
    await page.waitForTimeout(100);
  }
  return { photos: units.length * perUnit, queued, seconds: (Date.now() - start) / 1000 };
}
