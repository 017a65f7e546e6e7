import { DashboardPage, STAT_TITLES, unaccented } from '../pages/dashboard-page';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';

interface ServerApartment {
  id: string;
  unitNumber: string;
}

interface ServerResident {
  firstName: string;
  lastName: string;
}

async function fetched<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

/**
 * The four figures as the server's rows give them, counted the way the cards say: requests not
 * completed; those past their deadline (the clock stopped while waiting for the resident); units
 * with a current resident; units whose every meter has this month's reading.
 */
async function realFigures(request: APIRequestContext, now: Date) {
  const inquiries = (
    await fetched<
      {
        inquiries: { status: string; resolutionDueAt: string | null; slaPausedAt: string | null };
      }[]
    >(request, '/api/inquiries-with-details')
  ).map((row) => row.inquiries);
  const open = inquiries.filter((i) => i.status !== 'completed');
  const overdue = open.filter((i) => {
    if (!i.resolutionDueAt) return false;
    const at = i.slaPausedAt ? Date.parse(i.slaPausedAt) : now.getTime();
    return Date.parse(i.resolutionDueAt) < at;
  });
  const units = await fetched<unknown[]>(request, '/api/apartments');
  const living = await fetched<{ apartmentId: string; moveInDate: string }[]>(
    request,
    '/api/assignments',
  );
  const occupied = new Set(
    living.filter((a) => Date.parse(a.moveInDate) <= now.getTime()).map((a) => a.apartmentId),
  );
  // The device's month: the browser runs in Việt Nam's time zone (playwright.config.ts).
  const [month, year] = now
    .toLocaleDateString('en-GB', {
      timeZone: 'Asia/Ho_Chi_Minh',
      month: '2-digit',
      year: 'numeric',
    })
    .split('/');
  const period = `${year}-${month}`;
  const meters = await fetched<{ id: string; apartmentId: string }[]>(request, '/api/meters');
  const read = new Set(
    (await fetched<{ meterId: string }[]>(request, `/api/meter-readings?period=${period}`)).map(
      (r) => r.meterId,
    ),
  );
  const toRead = new Set(meters.map((m) => m.apartmentId));
  const notRead = new Set(meters.filter((m) => !read.has(m.id)).map((m) => m.apartmentId));
  return {
    open: open.length,
    overdue: overdue.length,
    occupancy: `${Math.round((occupied.size / units.length) * 100)}%`,
    occupied: `${occupied.size}/${units.length} căn có người ở`,
    readings: `${toRead.size - notRead.size}/${toRead.size}`,
    month: `Tháng ${Number(month)}/${year}`,
  };
}

test('the dashboard shows real figures, finds units and residents, and the guides open', async ({
  signedInPage: page,
  context,
}) => {
  const apartments = (await (
    await context.request.get('/api/apartments')
  ).json()) as ServerApartment[];
  const residents = (await (
    await context.request.get('/api/residents')
  ).json()) as ServerResident[];
  expect(apartments.length).toBeGreaterThan(0);

  const dashboard = new DashboardPage(page);
  await dashboard.open();
  for (const title of STAT_TITLES) await expect(dashboard.card(title)).toBeVisible();
  // Every figure is the one the server's rows give: nothing invented, no money before fees exist.
  const real = await realFigures(context.request, new Date());
  await expect(dashboard.value('Tỷ lệ lấp đầy')).toHaveText(real.occupancy, { timeout: 30_000 });
  await expect(dashboard.detail('Tỷ lệ lấp đầy')).toHaveText(real.occupied);
  await expect(dashboard.value('Yêu cầu đang mở')).toHaveText(String(real.open));
  await expect(dashboard.value('Yêu cầu quá hạn')).toHaveText(String(real.overdue));
  await expect(dashboard.value('Chỉ số điện nước tháng này')).toHaveText(real.readings);
  await expect(dashboard.detail('Chỉ số điện nước tháng này')).toContainText(real.month);
  for (const title of STAT_TITLES) await expect(dashboard.card(title)).not.toContainText('$');

  // On a phone the six figures stand two a row, all on the first screen above the bottom bar.
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = [
    'openRequests',
    'overdueRequests',
    'occupancy',
    'meterReadings',
    'billed',
    'overdueDebt',
  ];
  const boxes = await Promise.all(
    cards.map((key) => page.getByTestId(`stat-${key}`).boundingBox()),
  );
  const bar = await page.getByRole('navigation', { name: 'Điều hướng nhanh' }).boundingBox();
  expect(new Set(boxes.map((box) => Math.round(box?.y ?? -1))).size).toBe(3);
  for (const box of boxes) {
    expect(box?.width).toBeLessThan(390 / 2);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  // A resident by their name typed without diacritics.
  const accented = residents.find((r) => unaccented(r.lastName) !== r.lastName.toLowerCase());
  if (!accented) throw new Error('the demo data has Vietnamese names');
  const name = `${accented.lastName} ${accented.firstName}`;
  await dashboard.search(unaccented(name));
  await expect(dashboard.hit(name).first()).toBeVisible();

  // A unit by part of its number: 'A1-305' is found by 'a1-30'.
  const unit = apartments[0];
  if (!unit) throw new Error('the demo data has apartments');
  await dashboard.search(unit.unitNumber.slice(0, -1).toLowerCase());
  await expect(dashboard.hit(unit.unitNumber)).toHaveCount(1);
  await expect(dashboard.hit(unit.unitNumber)).toHaveAttribute(
    'href',
    `/apartments/${unit.id}/residents`,
  );
  // Enter opens the first hit.
  await dashboard.search(unit.unitNumber);
  await expect(dashboard.hit(unit.unitNumber)).toHaveCount(1);
  await dashboard.submitSearch();
  await expect(page).toHaveURL(new RegExp(`/apartments/${unit.id}/residents$`));

  await page.goto('/apartments/guide');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hướng dẫn quản lý căn hộ' }),
  ).toBeVisible();
  await page.goto('/residents/guide');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hướng dẫn quản lý cư dân' }),
  ).toBeVisible();
  await expect(page.getByText(/không thể hoàn tác/).first()).toBeVisible();
});
