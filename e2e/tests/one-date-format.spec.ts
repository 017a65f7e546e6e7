import { vietnamDate } from '@chungcu/contracts';
import { getJson } from '../support/api';
import { expect, test } from '../support/fixtures';

type UnitWithResidents = { id: string; currentResidents: { id: string }[] };
type Assignment = { moveInDate: string | null };

/**
 * A 'YYYY-MM-DD' day or an instant as every screen writes it: dd/MM/yyyy on Vietnam's calendar
 * (an instant's UTC date is the day before from 17:00 UTC on, when this test used to fail).
 */
const asShown = (day: string) => {
  const [year, month, date] = vietnamDate(day).split('-');
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
