import type { BrowserContextOptions, Locator, Page } from '@playwright/test';
import { goOffline } from '../pages/app-page';
import { ResidentsPage } from '../pages/residents-page';
import { expect, test } from '../support/fixtures';

/**
 * The residents table shows the Contact (email and phone) and Gender columns wherever they
 * fit beside the edit and delete buttons, and on narrower screens keeps email and phone under the
 * name; the 44 px buttons are never pushed past the table's edge or the screen.
 */

interface Case {
  name: string;
  options: BrowserContextOptions;
  /** Contact and Gender as columns (else under the name). */
  columns: boolean;
}

/** A tablet held in landscape, unless a case below says otherwise. */
test.use({ viewport: { width: 1280, height: 800 } });

const CASES: Case[] = [
  { name: '1280x800', options: { viewport: { width: 1280, height: 800 } }, columns: true },
  { name: '1440x900', options: { viewport: { width: 1440, height: 900 } }, columns: true },
  {
    name: '800x1280',
    options: { viewport: { width: 800, height: 1280 }, hasTouch: true },
    columns: false,
  },
  {
    name: '390x844',
    options: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    columns: false,
  },
];

const GENDER = { male: 'Nam', female: 'Nữ', other: 'Khác' } as const;

type ServerResident = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  gender: keyof typeof GENDER;
};

/** Inside the viewport and not clipped by the table's scroll box. */
async function expectOnScreen(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no box');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  const clip = await target.evaluate((el) => {
    const scroller = el.closest('.MuiTableContainer-root');
    if (!scroller) return null;
    const r = scroller.getBoundingClientRect();
    return { left: r.left, right: r.right };
  });
  if (clip) {
    expect(box.x).toBeGreaterThanOrEqual(clip.left - 0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(clip.right + 0.5);
  }
}

/** The one copy of `text` in the row that is shown (a column, or the line under the name). */
const shown = (row: Locator, text: string) =>
  row.getByText(text, { exact: true }).filter({ visible: true }).first();

async function expectRowShowsContact(page: Page, row: Locator, resident: ServerResident) {
  await expectOnScreen(page, shown(row, resident.email));
  await expectOnScreen(page, shown(row, resident.phone));
  for (const label of [/^Sửa cư dân/, /^Xóa cư dân/]) {
    const button = row.getByRole('button', { name: label });
    await expectOnScreen(page, button);
    const box = await button.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
}

for (const c of CASES) {
  test.describe(() => {
    test.use(c.options);

    test(`residents at ${c.name} show email, phone and gender beside the 44 px actions`, async ({
      signedInPage: page,
      context,
    }) => {
      test.setTimeout(120_000);
      const residents = new ResidentsPage(page);
      await residents.open();
      await expect(residents.rows().first()).toBeVisible();

      const all = (await (await context.request.get('/api/residents')).json()) as ServerResident[];
      const sample = all.slice(0, 3);
      for (const resident of sample) {
        await residents.search(resident.email);
        const row = residents.row(resident.email);
        await expect(row).toHaveCount(1);
        await expectRowShowsContact(page, row, resident);
        await expectOnScreen(page, shown(row, GENDER[resident.gender]));
      }
      const header = page.getByRole('columnheader', { name: 'Liên hệ' });
      if (c.columns) {
        await expect(header).toBeVisible();
        await expect(page.getByRole('columnheader', { name: 'Giới tính' })).toBeVisible();
      }
      // The table never scrolls sideways: every column fits its box.
      const overflow = await page
        .locator('.MuiTableContainer-root')
        .evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(1);
    });
  });
}

test('a resident created offline at 1280×800 is listed with the email, phone and gender typed', async ({
  signedInPage: page,
  context,
}) => {
  test.setTimeout(120_000);
  const residents = new ResidentsPage(page);
  await residents.open();
  await expect(residents.rows().first()).toBeVisible();
  await goOffline(context);
  const created: ServerResident = {
    firstName: 'An',
    lastName: 'Nguyễn Văn',
    email: `nguyen.van.an.ngoai.tuyen.${Date.now()}@example.vn`,
    phone: '+84905551234',
    gender: 'male',
  };
  await residents.add({ ...created, idCardNumber: `0790${Date.now()}`.slice(0, 12) });
  await residents.search(created.email);
  const row = residents.row(created.email);
  await expect(row).toHaveCount(1);
  await expectRowShowsContact(page, row, created);
  await expectOnScreen(page, shown(row, 'Nam'));
});
