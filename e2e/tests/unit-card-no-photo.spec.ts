import { ApartmentsPage } from '../pages/apartments-page';
import { LoginPage } from '../pages/login-page';
import { expect, test } from '../support/fixtures';

interface ServerApartment {
  unitNumber: string;
  imageUrl: string | null;
}

test('a unit without a photo says so on its card, never with a placeholder; a phone lays the list out for a thumb', async ({
  page,
  context,
}) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn();
  const units = (await (await context.request.get('/api/apartments')).json()) as ServerApartment[];
  // The demo's units carry the spec's placeholder as their image: no photo at all.
  const bare = units.find((u) => !u.imageUrl || u.imageUrl.startsWith('/api/placeholder/'));
  if (!bare) throw new Error('the demo data has units without photos');

  const apartments = new ApartmentsPage(page);
  await apartments.open();
  const card = await apartments.findCard(bare.unitNumber);
  await expect(card.getByTestId('card-no-photo')).toHaveText('Chưa có ảnh');
  await expect(card.locator('img')).toHaveCount(0);
  await expect(page.locator('img[src*="/api/placeholder/"]')).toHaveCount(0);

  // On a phone the frame is a small square beside the unit's details, not a band across the
  // card: the list is the units, not their missing photos.
  await page.setViewportSize({ width: 390, height: 844 });
  const frame = await card.getByTestId('card-no-photo').boundingBox();
  const heading = await card.getByRole('heading', { name: bare.unitNumber }).boundingBox();
  expect(frame?.width).toBeLessThanOrEqual(100);
  expect((frame?.x ?? 0) + (frame?.width ?? 0)).toBeLessThanOrEqual(heading?.x ?? 0);
  expect(heading?.y).toBeLessThan((frame?.y ?? 0) + (frame?.height ?? 0));

  // Under the title, the header's actions start with the list's own, adding a unit; the others
  // fold behind "Thao tác khác" beside it, one row above the list instead of three.
  const add = page.getByRole('link', { name: 'Thêm căn hộ mới' });
  const exportButton = page.getByRole('button', { name: 'Xuất Excel' });
  const more = page.getByRole('button', { name: 'Thao tác khác' });
  await expect(exportButton).toBeHidden();
  expect((await more.boundingBox())?.y).toBe((await add.boundingBox())?.y);
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(exportButton).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hướng dẫn sử dụng' })).toBeVisible();
  const addsFirst = await add.evaluate(
    (node, other) =>
      Boolean(node.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING),
    await exportButton.elementHandle(),
  );
  expect(addsFirst).toBe(true);
  const [addBox, exportBox] = [await add.boundingBox(), await exportButton.boundingBox()];
  expect(addBox?.y).toBeLessThanOrEqual(exportBox?.y ?? 0);
});
