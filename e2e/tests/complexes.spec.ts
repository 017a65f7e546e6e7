import { ApartmentsPage } from '../pages/apartments-page';
import { goOffline, goOnline } from '../pages/app-page';
import { ComplexesPage } from '../pages/complexes-page';
import { getJson } from '../support/api';
import { expect, test } from '../support/fixtures';

interface ServerComplex {
  id: string;
  code: string;
  name: string;
}
interface ServerApartment {
  id: string;
  unitNumber: string;
  buildingBlock: string;
  complexId: string;
}

test('the company administrator switches complexes (kept offline), adds one on the company screen, and picks one where a screen needs it', async ({
  signedInPage: page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });

  const complexes = await getJson<ServerComplex[]>(context.request, '/api/complexes');
  const sunrise = complexes.find((c) => c.code === 'SR-Q7');
  const times = complexes.find((c) => c.code === 'TC-HN');
  expect(sunrise && times).toBeTruthy();
  const units = await getJson<ServerApartment[]>(context.request, '/api/apartments');
  const timesUnit = units.find((u) => u.complexId === times?.id);
  const sunriseUnit = units.find((u) => u.complexId === sunrise?.id);
  expect(timesUnit && sunriseUnit).toBeTruthy();

  // Both complexes reach the device; the switcher offers them and "Tất cả".
  const switcher = new ComplexesPage(page);
  await expect(switcher.switcher()).toBeVisible({ timeout: 30_000 });
  expect(await switcher.choices()).toEqual([
    'Tất cả chung cư',
    'Chung cư Sunrise City',
    'Chung cư Times City',
  ]);

  // Sunrise City: the apartments list holds only its units (blocks V and X).
  await switcher.choose('Chung cư Sunrise City');
  const apartments = new ApartmentsPage(page);
  await apartments.open();
  await expect(page.getByTestId('apartment-card').first()).toBeVisible();
  const shown = await apartments.shownUnits();
  expect(shown.length).toBeGreaterThan(0);
  for (const unit of shown) expect(unit).toMatch(/^[VX]/);
  // Its block filter offers its own blocks (rows of the complex), not Times City's A, B, C.
  expect(await apartments.blockChoices()).toEqual(['Tất cả', 'V', 'X']);
  await apartments.search(timesUnit?.unitNumber ?? '');
  await expect(page.getByText('Không có căn hộ nào phù hợp')).toBeVisible();
  await apartments.search(sunriseUnit?.unitNumber ?? '');
  await expect(apartments.card(sunriseUnit?.unitNumber ?? '')).toBeVisible();
  // A Times City unit opened by its address (a label read by the phone's own camera) names its
  // complex and shows none of its data until the user switches.
  await page.goto(`/apartments/${timesUnit?.id}`);
  await expect(page.getByTestId('unit-other-complex')).toContainText(
    'Căn hộ này thuộc chung cư khác: Chung cư Times City',
  );
  await expect(page.getByTestId('unit-page')).toHaveCount(0);
  await apartments.open();

  // Offline, a reload keeps the choice (kept on the device) and the scoped list.
  await goOffline(context);
  await page.reload();
  await expect(switcher.current()).toHaveText('Chung cư Sunrise City', { timeout: 20_000 });
  await apartments.search(timesUnit?.unitNumber ?? '');
  await expect(page.getByText('Không có căn hộ nào phù hợp')).toBeVisible();
  // The company screen needs the network and says so.
  await page.getByRole('link', { name: 'Chung cư của công ty' }).click();
  await expect(page.getByTestId('complexes-offline')).toBeVisible();
  await goOnline(context);

  // Online: add a complex; a malformed code is refused under its field first.
  const company = new ComplexesPage(page);
  await company.open();
  await expect(company.row('SR-Q7')).toContainText('Chung cư Sunrise City');
  await company.submitNew({ code: 'x', name: 'Chung cư Ecopark' });
  await expect(company.dialog()).toContainText('Mã chung cư gồm 2–20 chữ cái');
  await company.submitNew({
    code: 'EP-HY',
    name: 'Chung cư Ecopark',
    address: 'Xuân Quan, Văn Giang, Hưng Yên',
  });
  await expect(company.dialog()).toBeHidden();
  await expect(company.row('EP-HY')).toContainText('Chung cư Ecopark');
  // Its first block; a name it has already, whatever the case, is refused in the dialog.
  await expect(company.blocks('SR-Q7')).toHaveText(['V', 'X']);
  await company.submitBlock('EP-HY', 'A');
  await expect(company.blockDialog()).toBeHidden();
  await expect(company.blocks('EP-HY')).toHaveText(['A']);
  await company.submitBlock('EP-HY', 'a');
  await expect(company.blockDialog()).toContainText('Chung cư đã có tòa tên này');
  await company.blockDialog().getByRole('button', { name: 'Hủy' }).click();
  // The new complex reaches the device through the feed and the switcher offers it.
  await expect
    .poll(async () => (await switcher.choices()).includes('Chung cư Ecopark'), { timeout: 20_000 })
    .toBe(true);

  // On "Tất cả" the list holds every complex's units; its building filter narrows it to one.
  await page.keyboard.press('Escape');
  await switcher.choose('Tất cả chung cư');
  await apartments.open();
  expect(await apartments.buildingChoices()).toEqual([
    'Tất cả',
    'Chung cư Ecopark',
    'Chung cư Sunrise City',
    'Chung cư Times City',
  ]);
  const onlyUnitsOf = async (blocks: RegExp) => {
    const units = await apartments.shownUnits();
    return units.length > 0 && units.every((unit) => blocks.test(unit));
  };
  await apartments.chooseBuilding('Chung cư Sunrise City');
  await expect.poll(() => onlyUnitsOf(/^[VX]/)).toBe(true);
  await apartments.chooseBuilding('Chung cư Times City');
  await expect.poll(() => onlyUnitsOf(/^[ABC]/)).toBe(true);

  // A screen of one complex's money, opened on "Tất cả", offers the complexes where it says
  // why it is empty: one press works in Times City, as the switcher then says too.
  await page.goto('/billing');
  const choose = page.getByRole('group', { name: 'Chọn chung cư để làm việc' });
  await expect(page.getByTestId('choose-complex')).toContainText('Hãy chọn một chung cư');
  await expect(choose.getByRole('button')).toHaveText([
    'Chung cư Ecopark',
    'Chung cư Sunrise City',
    'Chung cư Times City',
  ]);
  await choose.getByRole('button', { name: 'Chung cư Times City' }).click();
  await expect(switcher.current()).toHaveText('Chung cư Times City');
  await expect(page.getByTestId('choose-complex')).toHaveCount(0);
  await expect(page.getByTestId('open-period')).toBeVisible();
});

test('on "Tất cả" a new unit asks for its complex, and goes to the one chosen', async ({
  signedInPage: page,
  context,
}) => {
  const complexes = await getJson<ServerComplex[]>(context.request, '/api/complexes');
  const sunrise = complexes.find((c) => c.code === 'SR-Q7');
  const switcher = new ComplexesPage(page);
  await expect(switcher.switcher()).toBeVisible({ timeout: 30_000 });

  // Working in one complex: the form does not ask.
  await switcher.choose('Chung cư Times City');
  await page.goto('/apartments/create');
  await expect(page.getByRole('textbox', { name: 'Tên tòa nhà' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Chung cư' })).toHaveCount(0);

  // On "Tất cả" it asks, starting from the installation's first complex, and keeps the choice.
  await switcher.choose('Tất cả chung cư');
  const field = page.getByRole('combobox', { name: 'Chung cư' });
  await expect(field).toHaveText('Chung cư Times City');
  await field.click();
  await page.getByRole('option', { name: 'Chung cư Sunrise City' }).click();
  await expect(field).toHaveText('Chung cư Sunrise City');
  const unitNumber = `V9-${String(Date.now() % 1000).padStart(3, '0')}`;
  await page.getByRole('textbox', { name: 'Tên tòa nhà' }).fill('Tòa V');
  await page.getByRole('textbox', { name: 'Số căn hộ' }).fill(unitNumber);
  await page.getByRole('textbox', { name: 'Loại căn hộ' }).fill('2BR/2BA');
  await page.getByRole('button', { name: 'Tạo căn hộ' }).click();
  await expect(page.getByRole('heading', { name: 'Quản lý Căn hộ' })).toBeVisible();

  await expect
    .poll(async () => {
      const units = await getJson<ServerApartment[]>(context.request, '/api/apartments');
      return units.find((u) => u.unitNumber === unitNumber)?.complexId ?? null;
    })
    .toBe(sunrise?.id);
});
