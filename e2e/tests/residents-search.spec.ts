import { ResidentsPage } from '../pages/residents-page';
import { expect, test } from '../support/fixtures';

/**
 * A resident is found by a phone number written as people write it ('0912 345 699',
 * '0912.345.699'), though it is stored '+84912345699'.
 */
test('the residents search finds a phone written from 0, with spaces or dots', async ({
  signedInPage: page,
}) => {
  const residents = (await (await page.request.get('/api/residents')).json()) as {
    firstName: string;
    lastName: string;
    phone: string | null;
  }[];
  const someone = residents.find((r) => r.phone?.startsWith('+84') && r.phone.length === 12);
  if (!someone?.phone) throw new Error('no demo resident with a Vietnamese mobile number');
  const local = `0${someone.phone.slice(3)}`; // 0912345699
  const spaced = `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;
  const dotted = spaced.replaceAll(' ', '.');
  const list = new ResidentsPage(page);
  await list.open(30_000);
  for (const query of [spaced, dotted]) {
    await list.search(query);
    await expect(list.row(someone.lastName).first()).toBeVisible();
    await expect(list.rows()).toHaveCount(
      residents.filter((r) => r.phone === someone.phone).length,
    );
  }
});
