import { closeWhenSaved, goOffline, goOnline } from '../pages/app-page';
import { InspectionPage } from '../pages/inspection-page';
import { expectPending } from '../pages/sync-indicator';
import { UnitPage } from '../pages/unit-page';
import { getJson } from '../support/api';
import { pngPhoto } from '../support/images';
import { liveRows } from '../support/feed';
import { expect, test } from '../support/fixtures';

type ServerApartment = { id: string; unitNumber: string };
type Template = { id: string; name: string; items: { id: string; needsPhotoOnFail: boolean }[] };
type Inspection = {
  id: string;
  completedAt: string | null;
  signedBy: string | null;
  summary: string | null;
  results: { itemId: string; outcome: string; note: string | null; inquiryId: string | null }[];
};

/** A tablet held in landscape. */
test.use({ viewport: { width: 1280, height: 800 } });

test('offline on a tablet: an inspection with a failed item, its photo and request, a closed tab resumed, signed and completed; the server has each once', async ({
  signedInPage: page,
  context,
}) => {
  test.setTimeout(240_000);

  const [unit] = await getJson<ServerApartment[]>(context.request, '/api/apartments');
  if (!unit) throw new Error('the demo data has apartments');
  const templates = await getJson<Template[]>(context.request, '/api/inspection-templates');
  const safety = templates.find((t) => t.name === 'Kiểm tra an toàn định kỳ');
  const failing = safety?.items.find((i) => i.needsPhotoOnFail);
  if (!safety || !failing) throw new Error('the standard checklists are seeded');
  const inquiriesBefore = (await liveRows(context.request, 'inquiry')).length;

  const unitPage = new UnitPage(page);
  await unitPage.open(unit.id, unit.unitNumber);
  await expect(page.getByTestId('unit-inspections')).toBeVisible();
  await goOffline(context);

  // Offline: start, fail an item with a note and a photo, make its request, pass two more.
  const inspection = new InspectionPage(page);
  const id = await inspection.startFromUnitPage(safety.name);
  await inspection.mark(failing.id, 'fail');
  await inspection.note(failing.id, 'Đầu báo khói không kêu khi bấm thử');
  await inspection.addPhoto(failing.id, pngPhoto('bao-khoi.png', 640, 480, 7));
  await inspection.createRequest(failing.id);
  const others = safety.items.filter((i) => i.id !== failing.id);
  for (const item of others.slice(0, 2)) await inspection.mark(item.id, 'pass');

  // Close the tab mid-inspection and open it again, still offline: everything is there.
  await closeWhenSaved(page);
  const reopened = await context.newPage();
  const resumed = new InspectionPage(reopened);
  await resumed.open(id);
  await expect(resumed.item(failing.id)).toHaveAttribute('data-outcome', 'fail');
  await expect(resumed.item(failing.id).getByTestId('item-note')).toHaveValue(
    'Đầu báo khói không kêu khi bấm thử',
  );
  await expect(resumed.photos(failing.id)).toHaveCount(1);
  await expect(resumed.item(failing.id).getByTestId('finding-made')).toBeVisible();
  await expect(reopened.getByTestId('inspection-answered')).toHaveText(
    `Đã đánh giá 3/${safety.items.length} mục`,
  );

  // Finish: the rest pass, a summary, a signature drawn on the screen, complete.
  await resumed.markRemaining('pass');
  await resumed.summary('Căn hộ an toàn, trừ đầu báo khói phòng khách');
  await resumed.sign('Trần Văn Bình');
  await resumed.complete();
  await expect(reopened.getByTestId('complete-inspection')).toHaveCount(0);
  await resumed.openReport();
  await expect(reopened.getByTestId('report-row')).toHaveCount(safety.items.length);
  await expect(reopened.getByTestId('report-signature')).toBeVisible();

  // Back online: everything reaches the server, once.
  await goOnline(context);
  await expectPending(reopened, 0, 90_000);

  const list = await getJson<Inspection[]>(
    context.request,
    `/api/apartments/${unit.id}/inspections`,
  );
  const stored = list.filter((i) => i.id === id);
  expect(stored).toHaveLength(1);
  const done = stored[0] as Inspection;
  expect(done).toMatchObject({
    signedBy: 'Trần Văn Bình',
    summary: 'Căn hộ an toàn, trừ đầu báo khói phòng khách',
  });
  expect(done.completedAt).not.toBeNull();
  expect(done.results).toHaveLength(safety.items.length);
  const failed = done.results.filter((r) => r.outcome === 'fail');
  expect(failed).toEqual([
    {
      itemId: failing.id,
      outcome: 'fail',
      note: 'Đầu báo khói không kêu khi bấm thử',
      inquiryId: expect.any(String),
    },
  ]);

  const inquiries = await liveRows(context.request, 'inquiry');
  expect(inquiries).toHaveLength(inquiriesBefore + 1);
  const request = inquiries.find((i) => i.id === failed[0]?.inquiryId);
  expect(request).toMatchObject({ category: 'maintenance', apartmentId: unit.id });

  await expect
    .poll(async () => {
      const files = (await liveRows(context.request, 'attachment')).filter((a) => a.ownerId === id);
      return files.map((f) => [f.purpose, f.itemId, Boolean(f.uploadedAt)]).sort();
    })
    .toEqual([
      ['photo', failing.id, true],
      ['signature', null, true],
    ]);
  const photo = (await liveRows(context.request, 'attachment')).find(
    (a) => a.ownerId === id && a.purpose === 'photo',
  );
  expect(request?.attachments).toEqual([`/api/attachments/${String(photo?.id)}/content`]);

  // The request shows the item's photo (linked, not copied).
  await resumed.open(id);
  await resumed.openRequest(failing.id);
  await expect(
    reopened.locator(`[data-testid="attachment-thumb"][data-attachment-id="${String(photo?.id)}"]`),
  ).toBeVisible({ timeout: 15_000 });
});

test('the inspection screen fits phones, tablets and desktops with 48 px answers, and prints the report alone', async ({
  signedInPage: page,
  context,
}) => {
  test.setTimeout(120_000);
  const [unit] = await getJson<ServerApartment[]>(context.request, '/api/apartments');
  const [template] = await getJson<Template[]>(context.request, '/api/inspection-templates');
  if (!unit || !template) throw new Error('the demo data has units and checklists');
  const started = await context.request.post('/api/inspections', {
    data: { apartmentId: unit.id, templateId: template.id },
  });
  expect(started.status()).toBe(201);
  const { id } = (await started.json()) as { id: string };

  const inspection = new InspectionPage(page);
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 800, height: 1280 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await inspection.open(id);
    const first = template.items[0]?.id ?? '';
    await inspection.mark(first, 'fail');
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `no sideways scroll at ${viewport.width}px`).toBeLessThanOrEqual(0);
    for (const outcome of ['pass', 'fail', 'na']) {
      const box = await inspection.item(first).getByTestId(`outcome-${outcome}`).boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(48);
    }
    await expect(inspection.item(first).getByTestId('create-finding')).toBeVisible();
  }

  await inspection.openReport();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'In biên bản' })).toBeHidden();
  await expect(page.getByTestId('inspection-report')).toBeVisible();
  await expect(page.getByTestId('sync-indicator')).toBeHidden();
  await expect(page.getByTestId('report-row')).toHaveCount(template.items.length);
});
