import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';

type UnitWithResidents = { id: string; currentResidents: { id: string }[] };
type Assignment = { moveInDate: string | null };

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

/** A 'YYYY-MM-DD' (or ISO) day as every screen writes it: dd/MM/yyyy. */
const asShown = (day: string) => {
  const [year, month, date] = day.slice(0, 10).split('-');
  return `${date}/${month}/${year}`;
};

test("a unit's residents show their move-in day as dd/MM/yyyy, like every other date", async ({
  signedInPage: page,
}) => {
  const units = await getJson<UnitWithResidents[]>(page.request, '/api/apartments-with-residents');
  let found: { id: string; moveInDate: string } | null = null;
  for (const unit of units.filter((u) => u.currentResidents.length > 0)) {
    const current = await getJson<Assignment[]>(
      page.request,
      `/api/apartments/${unit.id}/assignments`,
    );
    const dated = current.find((a) => a.moveInDate);
    if (dated?.moveInDate) {
      found = { id: unit.id, moveInDate: dated.moveInDate };
      break;
    }
  }
  if (!found) throw new Error('the demo data has a unit with a dated current resident');

  await page.goto(`/apartments/${found.id}/residents`);
  const main = page.getByRole('main');
  await expect(main.getByText(`Chuyển đến: ${asShown(found.moveInDate)}`).first()).toBeVisible();
  // No English month abbreviation anywhere on the page ('Mar 5, 2025').
  await expect(main).not.toContainText(
    /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}/,
  );
});
