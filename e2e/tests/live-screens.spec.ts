import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_ADMIN, signIn } from '../pages/login-page';
import { getJson } from '../support/api';
import { expect, test } from '../support/fixtures';
import { expectDeliveredLive, recordLiveChannel } from '../support/live-channel';

/**
 * A change made on one device appears live on every screen of another device that shows the row,
 * untouched: lists, the unit page, a request's detail. Device A writes through the API (as its
 * sync would); device B only watches, and each change must reach it by a poke on its open event
 * stream (support/live-channel.ts), not by a reload or the 30 s poll. The latency is printed; its
 * figure (about a second) is the live-updates bench's.
 */

type Row = { id: string; version: number } & Record<string, unknown>;

async function patch(request: APIRequestContext, path: string, body: Record<string, unknown>) {
  const res = await request.patch(path, { data: body });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
}

/** Runs `change` on device A and expects `shown` on device B by a poke; logs how long it took. */
async function expectLive(
  syncing: Page,
  label: string,
  change: () => Promise<void>,
  shown: Locator,
) {
  const took = await expectDeliveredLive(syncing, change, shown);
  console.log(`${label}: on the other device after ${took} ms`);
}

test('changes from another device reach its lists, unit page sections, request detail, meter round and second tab live', async ({
  browser,
  server,
}) => {
  // Eight changes, each waited for on screen: a loaded machine stretches every one.
  test.setTimeout(240_000);
  const a = await browser.newContext({ baseURL: server.baseURL });
  const login = await a.request.post('/api/auth/login', { data: DEMO_ADMIN });
  expect(login.ok()).toBe(true);
  const b = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1280, height: 800 },
  });
  await recordLiveChannel(b);
  const page = await b.newPage();
  await signIn(page);

  const apartments = await getJson<
    (Row & { unitNumber: string; status: string; complexId: string })[]
  >(a.request, '/api/apartments');

  // The apartments list: the first card's status.
  await page.goto('/apartments');
  const firstCard = page.getByTestId('apartment-card').first();
  await expect(firstCard).toBeVisible({ timeout: 20_000 });
  const unitNumber = (await firstCard.getAttribute('data-unit')) as string;
  const unit = apartments.find((x) => x.unitNumber === unitNumber) as Row & {
    status: string;
    complexId: string;
  };
  const nextStatus = unit.status === 'maintenance' ? 'available' : 'maintenance';
  const label = nextStatus === 'maintenance' ? 'Đang bảo trì' : 'Còn trống';
  await expectLive(
    page,
    'apartments list',
    () => patch(a.request, `/api/apartments/${unit.id}`, { status: nextStatus }),
    page.locator(`[data-testid="apartment-card"][data-unit="${unitNumber}"]`).getByText(label, {
      exact: true,
    }),
  );

  // The unit page: its notes.
  await page.goto(`/apartments/${unit.id}`);
  await expect(page.getByRole('heading', { name: `Căn hộ ${unitNumber}` })).toBeVisible();
  const notes = `Ghi chú từ máy khác ${Date.now()}`;
  await expectLive(
    page,
    'unit page',
    () => patch(a.request, `/api/apartments/${unit.id}`, { notes }),
    page.getByTestId('unit-notes').getByText(notes),
  );

  // The unit page's sections: a resident moving in, a request filed for the unit.
  const residents = await getJson<
    (Row & { firstName: string; lastName: string; status: string; complexId: string })[]
  >(a.request, '/api/residents');
  // Someone of the unit's own complex: a record of another one cannot move in there (S23).
  const mover = residents.find(
    (r) => r.status === 'active' && r.complexId === unit.complexId,
  ) as Row & {
    firstName: string;
    lastName: string;
  };
  await expectLive(
    page,
    'unit page, current residents',
    async () => {
      const res = await a.request.post('/api/assignments', {
        data: { apartmentId: unit.id, residentId: mover.id, isPrimary: false, notes: null },
      });
      expect(res.ok(), await res.text()).toBe(true);
    },
    page.getByTestId('current-residents').getByText(`${mover.lastName} ${mover.firstName}`).first(),
  );
  const filed = `Yêu cầu từ máy khác ${Date.now()}`;
  await expectLive(
    page,
    'unit page, requests',
    async () => {
      const res = await a.request.post('/api/inquiries', {
        data: { title: filed, description: 'Rò rỉ nước', apartmentId: unit.id },
      });
      expect(res.ok(), await res.text()).toBe(true);
    },
    page.getByTestId('unit-requests').getByText(filed),
  );

  // A request's detail: its status (overdue once its due date has passed: nobody sets 'overdue').
  const rows = await getJson<{ inquiries: Row & { status: string; title: string } }[]>(
    a.request,
    '/api/inquiries-with-details',
  );
  const inquiry = rows.map((r) => r.inquiries).find((i) => i.status === 'new');
  if (!inquiry) throw new Error('the demo data has a new request');
  await page.goto(`/inquiries/${inquiry.id}`);
  await expect(page.getByRole('heading', { name: inquiry.title })).toBeVisible();
  await expect(page.getByText('Quá hạn', { exact: true })).toHaveCount(0);
  await expectLive(
    page,
    'request detail',
    () => patch(a.request, `/api/inquiries/${inquiry.id}`, { dueDate: '2020-01-01T00:00:00Z' }),
    page.getByText('Quá hạn', { exact: true }).first(),
  );

  // The requests list: the same request back to in progress.
  await page.goto('/inquiries');
  await page.getByRole('searchbox').first().fill(inquiry.title);
  const listed = page.getByRole('row').filter({ hasText: inquiry.title });
  await expect(listed.first()).toBeVisible();
  await expectLive(
    page,
    'requests list',
    () =>
      patch(a.request, `/api/inquiries/${inquiry.id}`, { status: 'in_progress', dueDate: null }),
    listed.first().getByText('Đang xử lý', { exact: true }),
  );

  // The meter round: a meter read on the other device counts in this one's progress.
  await page.goto('/meters/round');
  const stop = page.getByTestId('round-stop');
  await expect(stop).toBeVisible({ timeout: 20_000 });
  const progress = page.getByTestId('round-progress');
  const [read, total] = ((await progress.innerText()).match(/\d+/g) ?? []).map(Number) as [
    number,
    number,
  ];
  const stopUnit = await stop.getAttribute('data-unit');
  const stopKind = await stop.getAttribute('data-kind');
  const stopApartment = apartments.find((x) => x.unitNumber === stopUnit) as Row;
  const meters = await getJson<(Row & { apartmentId: string; kind: string })[]>(
    a.request,
    '/api/meters',
  );
  const meter = meters.find((m) => m.apartmentId === stopApartment.id && m.kind === stopKind);
  if (!meter) throw new Error('the round shows a meter the server has');
  const period = new Date().toLocaleString('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' }).slice(0, 7);
  await expectLive(
    page,
    'meter round',
    async () => {
      const res = await a.request.post('/api/meter-readings', {
        data: { meterId: meter.id, period, value: 999_999, readAt: new Date().toISOString() },
      });
      expect(res.ok(), await res.text()).toBe(true);
    },
    page.getByTestId('round-progress').getByText(`Đã đọc ${read + 1}/${total}`),
  );

  // A second tab of that device (the first one syncs for both): the residents list.
  const tab = await b.newPage();
  await tab.goto('/residents');
  await tab.getByLabel('Tìm kiếm cư dân').fill(mover.email as string);
  const moverRow = tab.getByTestId('resident-row').filter({ hasText: mover.email as string });
  await expect(moverRow).toHaveCount(1, { timeout: 20_000 });
  const occupation = `Nghề từ máy khác ${Date.now() % 1000}`;
  await expectLive(
    page,
    'residents list, second tab',
    () => patch(a.request, `/api/residents/${mover.id}`, { occupation }),
    moverRow.getByText(occupation),
  );

  await a.close();
  await b.close();
});
