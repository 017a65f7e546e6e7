import { goOffline } from '../pages/app-page';
import { InspectionPage } from '../pages/inspection-page';
import { expectPending } from '../pages/sync-indicator';
import { UnitPage } from '../pages/unit-page';
import { getJson } from '../support/api';
import { expect, test } from '../support/fixtures';

type ServerApartment = { id: string; unitNumber: string };
type Template = { id: string; name: string; items: { id: string }[] };

/** A tablet held in landscape. */
test.use({ viewport: { width: 1280, height: 800 } });

test('one tap makes a request for every failed item that has none yet, offline, and says how many', async ({
  signedInPage: page,
  context,
}) => {
  const [unit] = await getJson<ServerApartment[]>(context.request, '/api/apartments');
  if (!unit) throw new Error('the demo data has apartments');
  const templates = await getJson<Template[]>(context.request, '/api/inspection-templates');
  const checklist = templates.find((t) => t.name === 'Kiểm tra an toàn định kỳ');
  const [first, second, third, fourth] = checklist?.items ?? [];
  if (!checklist || !first || !second || !third || !fourth) {
    throw new Error('the standard checklists are seeded');
  }

  const unitPage = new UnitPage(page);
  await unitPage.open(unit.id, unit.unitNumber);
  await expect(page.getByTestId('unit-inspections')).toBeVisible();
  await goOffline(context);

  const inspection = new InspectionPage(page);
  await inspection.startFromUnitPage(checklist.name);
  for (const item of [first, second, third]) await inspection.mark(item.id, 'fail');
  await inspection.mark(fourth.id, 'pass');
  // One failed item has its request already: the button leaves it alone.
  await inspection.createRequest(first.id);
  await expectPending(page, 6);

  const all = page.getByTestId('create-all-findings');
  await expect(all).toHaveText('Tạo yêu cầu cho 2 mục không đạt');
  await all.click();
  await expect(page.getByTestId('toast')).toContainText('Đã tạo 2 yêu cầu');
  for (const item of [first, second, third]) {
    await expect(inspection.item(item.id).getByTestId('finding-made')).toBeVisible();
    await expect(inspection.item(item.id).getByTestId('create-finding')).toHaveCount(0);
  }
  await expect(inspection.item(fourth.id).getByTestId('finding-made')).toHaveCount(0);
  await expect(all).toHaveCount(0);
  // One request each: the one made before and the two made now.
  await expectPending(page, 8);
});
