import {
  EXCEL_CHUNK,
  cachedMatching,
  goOffline,
  goOnline,
  waitForFirstSync,
} from '../pages/app-page';
import { InquiriesPage } from '../pages/inquiries-page';
import { DEMO_RESIDENT, signIn } from '../pages/login-page';
import { expectPending } from '../pages/sync-indicator';
import { getJson } from '../support/api';
import { serverAttachments } from '../support/feed';
import { pngPhoto } from '../support/images';
import { expect, test } from '../support/fixtures';

interface Unit {
  id: string;
  unitNumber: string;
  buildingBlock: string;
}

/**
 * End to end on a phone (390×844): a resident with two units, offline, files a request
 * with a photo for the second unit; once online staff have it with the photo; the resident follows
 * the steps (with their dates) as staff move it, then rates the finished work.
 */
test('a resident offline on a phone files a request with a photo for one of two units; staff get it once online; the resident follows it to done and rates it', async ({
  signedInPage: office,
  browser,
  baseURL,
  context,
}) => {
  test.setTimeout(180_000);
  const staff = context.request;

  // The demo resident also owns a second unit, not their primary home.
  const residents = await getJson<{ id: string; email: string | null }[]>(staff, '/api/residents');
  const record = residents.find((r) => r.email === DEMO_RESIDENT.email);
  if (!record) throw new Error('the demo resident has no record');
  type Stay = { apartmentId: string; residentId: string; moveOutDate: string | null };
  const stays = await getJson<Stay[]>(staff, '/api/assignments');
  const home = stays.find((a) => a.residentId === record.id && !a.moveOutDate);
  const units = await getJson<(Unit & { complexId: string })[]>(staff, '/api/apartments');
  const homeUnit = units.find((u) => u.id === home?.apartmentId);
  const second = units.find(
    (u) => u.complexId === homeUnit?.complexId && !stays.some((a) => a.apartmentId === u.id),
  );
  if (!homeUnit || !second) throw new Error('the demo data has a home and a free unit');
  const moved = await staff.post('/api/assignments', {
    data: { apartmentId: second.id, residentId: record.id },
  });
  expect(moved.status()).toBe(201);

  const phoneContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await signIn(phone, DEMO_RESIDENT);
  await waitForFirstSync(phone);
  const requests = new InquiriesPage(phone);
  await requests.open();

  await goOffline(phoneContext);
  const title = `Trần nhà thấm nước ${Date.now() % 100_000}`;
  // Their primary home is filled in; the picker offers their two units and only those.
  const label = (u: Unit) => `${u.unitNumber} - ${u.buildingBlock}`;
  await requests.report(
    'Nước',
    {
      title,
      content: 'Vết ố lan rộng trên trần phòng ngủ.',
      expectUnit: label(homeUnit),
      pickUnit: { label: label(second), choices: 2 },
      files: [pngPhoto('tran-nha.png', 1200, 900, 7)],
    },
    'device',
  );
  await expect(requests.row(title).getByTestId('row-state-mark')).toHaveText('Chưa đồng bộ');

  // Online: the request and its photo reach the server once, for the unit chosen.
  await goOnline(phoneContext);
  await expectPending(phone, 0, 60_000);
  type Details = { inquiries: { id: string; title: string; apartmentId: string | null } };
  const found = (await getJson<Details[]>(staff, '/api/inquiries-with-details')).filter(
    (r) => r.inquiries.title === title,
  );
  expect(found).toHaveLength(1);
  const [{ inquiries: made } = { inquiries: { id: '', title, apartmentId: null } }] = found;
  const id = made.id;
  expect(made.apartmentId).toBe(second.id);
  await expect
    .poll(async () => (await serverAttachments(staff, id)).filter((a) => a.uploadedAt).length, {
      timeout: 60_000,
    })
    .toBe(1);
  await office.goto(`/inquiries/${id}`);
  await expect(office.getByTestId('inquiry-title')).toHaveText(title, { timeout: 20_000 });
  await expect(office.getByTestId('attachment-thumb')).toHaveCount(1);
  await expect(office.getByRole('heading', { name: 'Người xem xét' })).toBeVisible();
  await expect(office.getByRole('button', { name: 'Xuất báo cáo' })).toBeVisible();

  // Staff move it step by step; the resident's open timeline follows, each step with its date.
  await phone.goto(`/inquiries/${id}/progress`);
  // The office's open detail page makes the steps by itself a second after it shows a request
  // with a template and none (useAutoInitProgress): whichever comes first makes them, once.
  const init = await staff.post(`/api/inquiries/${id}/init-progress`);
  expect([200, 201]).toContain(init.status());
  const { progressSteps } = await getJson<{ progressSteps: { id: string }[] }>(
    staff,
    `/api/inquiries/${id}/progress`,
  );
  expect(progressSteps.length).toBeGreaterThan(0);
  const timeline = phone.getByTestId('timeline-step');
  await expect(timeline).toHaveCount(progressSteps.length, { timeout: 20_000 });
  for (const [index, step] of progressSteps.entries()) {
    for (const status of ['in_progress', 'completed']) {
      const res = await staff.patch(`/api/inquiries/${id}/progress/${step.id}`, {
        data: { status },
      });
      expect(res.ok(), `step ${index} to ${status}: ${res.status()}`).toBe(true);
    }
    await expect(timeline.nth(index)).toHaveAttribute('data-status', 'completed', {
      timeout: 20_000,
    });
    await expect(timeline.nth(index)).toContainText('Hoàn thành lúc');
  }
  const done = await staff.patch(`/api/inquiries/${id}`, { data: { status: 'completed' } });
  expect(done.ok()).toBe(true);

  // Done: the resident rates it from the request's page, which holds none of the office's tools
  // (the printed report, the staff reviewing and following it).
  await phone.goto(`/inquiries/${id}`);
  const form = phone.getByTestId('verdict-form');
  await expect(form).toBeVisible({ timeout: 20_000 });
  await expect(phone.getByRole('button', { name: 'Xuất báo cáo' })).toHaveCount(0);
  for (const office of ['Người xem xét', 'Người theo dõi']) {
    await expect(phone.getByRole('heading', { name: office })).toHaveCount(0);
  }
  await expect(phone.getByRole('heading', { name: 'Tiến trình xử lý' })).toBeVisible();
  await form.locator('label', { hasText: '5/5 sao' }).click();
  await form.getByRole('button', { name: 'Xác nhận hoàn thành' }).click();
  await expect(phone.getByTestId('verdict-confirmed')).toHaveAttribute('data-rating', '5');
  await expect
    .poll(
      async () => (await getJson<{ rating: number | null }>(staff, `/api/inquiries/${id}`)).rating,
      { timeout: 30_000 },
    )
    .toBe(5);
  // A resident's phone never downloads the office's Excel library (kept out of the install).
  expect(await cachedMatching(phone, EXCEL_CHUNK)).toEqual({});
  await phoneContext.close();
});
