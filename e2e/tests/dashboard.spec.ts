import { DashboardPage, STAT_TITLES, unaccented } from '../pages/dashboard-page';
import { LoginPage } from '../pages/login-page';
import { expect, test } from '../support/fixtures';

interface ServerApartment {
  id: string;
  unitNumber: string;
}

interface ServerResident {
  firstName: string;
  lastName: string;
}

test('the dashboard shows real figures, finds units and residents, and the guides open', async ({
  page,
  context,
}) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn();

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
  await expect(dashboard.value('Total Units')).toHaveText(String(apartments.length), {
    timeout: 30_000,
  });
  await expect(dashboard.value('Monthly Revenue')).toHaveText(/^\$[\d,]+$/);

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
