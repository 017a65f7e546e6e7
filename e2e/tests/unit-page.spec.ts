import { ApartmentsPage } from '../pages/apartments-page';
import { goOffline, goOnline } from '../pages/app-page';
import { expectPending } from '../pages/sync-indicator';
import { UnitPage } from '../pages/unit-page';
import { getJson } from '../support/api';
import { feedSince } from '../support/feed';
import { expect, test } from '../support/fixtures';
import { dong } from '../support/money';

type ServerApartment = {
  id: string;
  unitNumber: string;
  floor: number;
  status: string;
  monthlyRent: string;
  version: number;
};
type UnitWithResidents = { id: string; currentResidents: { firstName: string }[] };
type InquiryRow = { inquiries: { id: string; apartmentId: string | null } };

/** A tablet held in landscape. */
test.use({ viewport: { width: 1280, height: 800 } });

test('a unit found by search gets a new status and rent offline, and the server has both once', async ({
  signedInPage: page,
  context,
}) => {
  // A unit high up (floor 10 or more: a four-digit number), with requests where one has them.
  const apartments = await getJson<ServerApartment[]>(context.request, '/api/apartments');
  const inquiries = await getJson<InquiryRow[]>(context.request, '/api/inquiries-with-details');
  const requestsOf = (id: string) => inquiries.filter((i) => i.inquiries.apartmentId === id);
  const high = apartments.filter((a) => a.floor >= 10);
  const unit = high.find((a) => requestsOf(a.id).length > 0) ?? high[0];
  if (!unit) throw new Error('the demo data has units on floor 10 and above');
  const withResidents = await getJson<UnitWithResidents[]>(
    context.request,
    '/api/apartments-with-residents',
  );
  const living = withResidents.find((a) => a.id === unit.id)?.currentResidents ?? [];
  const requests = requestsOf(unit.id);
  const next = unit.status === 'maintenance' ? 'available' : 'maintenance';
  const status = next === 'available' ? 'Còn trống' : 'Đang bảo trì';

  const list = new ApartmentsPage(page);
  await list.open();
  await list.search(unit.unitNumber.toLowerCase());
  await expect(page.getByTestId('apartment-card')).toHaveCount(1);
  await list.openUnit(unit.unitNumber);

  const unitPage = new UnitPage(page);
  await expect(unitPage.field('floor')).toHaveText(String(unit.floor));
  await expect(unitPage.field('rent')).toHaveText(dong(Number(unit.monthlyRent)));
  await expect(page.getByTestId('current-resident')).toHaveCount(living.length);
  await expect(unitPage.requests()).toHaveCount(requests.length);
  await expect(unitPage.rowState()).toHaveCount(0);
  const before = await feedSince(context.request, unit.version);

  await goOffline(context);
  await unitPage.setStatus(status);
  await expect(unitPage.rowState()).toHaveText('Chưa đồng bộ');
  await unitPage.edit({ 'Giá thuê/tháng (₫)': '1.250.000' });
  await expect(unitPage.field('rent')).toHaveText(dong(1_250_000));
  await expectPending(page, 2);

  // Still offline, a reload shows both from the mirror.
  await page.reload();
  await unitPage.expectOpen(unit.unitNumber);
  await expect(unitPage.statusButton(status)).toHaveAttribute('aria-pressed', 'true');
  await expect(unitPage.field('rent')).toHaveText('1.250.000\u00a0₫');

  await goOnline(context);
  await expectPending(page, 0, 60_000);
  await expect(unitPage.rowState()).toHaveCount(0);

  const after = await getJson<ServerApartment>(context.request, `/api/apartments/${unit.id}`);
  expect(after).toMatchObject({ status: next, monthlyRent: '1250000.00' });
  // Two changes, each applied once: the unit is the only row changed, two versions later.
  const changed = await feedSince(context.request, before.cursor);
  expect(changed.changes.map((c) => c.id)).toEqual([unit.id]);
  expect(after.version).toBe(before.cursor + 2);
  expect(changed.cursor).toBe(before.cursor + 2);
});
