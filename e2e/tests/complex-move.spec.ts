import type { APIRequestContext, Page } from '@playwright/test';
import { goOffline, waitForFirstSync, waitForServiceWorker } from '../pages/app-page';
import { ApartmentsPage } from '../pages/apartments-page';
import { ComplexesPage } from '../pages/complexes-page';
import { storedRows } from '../support/mirror';
import { expect, test } from '../support/fixtures';

/**
 * A staff member moved between complexes, on two real browsers: the company administrator at
 * the office assigns a staff member a second complex and then takes the first away, and the staff
 * member's tablet, open and online, follows live (S19, S23): the new complex's rows arrive
 * through the poke and the pull, the old complex's rows, people included, leave the device, and
 * stay gone offline.
 */

const PASSWORD = 'mật khẩu của nhân viên kỹ thuật';
const TIMES = 'Chung cư Times City (TC-HN)';
const SUNRISE = 'Chung cư Sunrise City (SR-Q7)';

interface ServerComplex {
  id: string;
  code: string;
}
interface ComplexRow {
  complexId: string;
}

async function complexIdOf(request: APIRequestContext, code: string): Promise<string> {
  const res = await request.get('/api/complexes');
  expect(res.ok()).toBe(true);
  const found = ((await res.json()) as ServerComplex[]).find((c) => c.code === code);
  if (!found) throw new Error(`no complex ${code}`);
  return found.id;
}

/** How many rows of each complex the tablet's IndexedDB holds, per store. */
async function heldByComplex(tablet: Page, store: string): Promise<Record<string, number>> {
  const held: Record<string, number> = {};
  for (const row of await storedRows<ComplexRow>(tablet, store)) {
    held[row.complexId] = (held[row.complexId] ?? 0) + 1;
  }
  return held;
}

test('a staff tablet follows its assignments live: a complex given arrives, one taken away leaves the device', async ({
  signedInPage: office,
  browser,
  baseURL,
  context,
}) => {
  test.setTimeout(180_000);
  // The office: the company administrator, signed in, invites a technician of Times City.
  await office.setViewportSize({ width: 1440, height: 900 });
  const times = await complexIdOf(context.request, 'TC-HN');
  const sunrise = await complexIdOf(context.request, 'SR-Q7');
  const email = `ky.thuat.${Date.now()}@toa-a.vn`;
  const invited = await context.request.post('/api/invitations', {
    data: { role: 'staff', email, firstName: 'Dũng', lastName: 'Phạm Văn' },
  });
  expect(invited.status()).toBe(201);
  const { token } = (await invited.json()) as { token: string };

  // The technician's tablet accepts the invitation (signed in) and serves Times City only.
  const tabletContext = await browser.newContext({
    baseURL,
    viewport: { width: 800, height: 1280 },
  });
  const accepted = await tabletContext.request.post(`/api/invitations/${token}/accept`, {
    data: { password: PASSWORD },
  });
  expect(accepted.status()).toBe(200);
  const { user } = (await accepted.json()) as { user: { id: string } };
  const assigned = await context.request.put(`/api/accounts/${user.id}/complexes`, {
    data: { complexIds: [times] },
  });
  expect(assigned.status()).toBe(200);

  const tablet = await tabletContext.newPage();
  await tablet.goto('/');
  await waitForFirstSync(tablet);
  const stores = ['apartments', 'residents', 'inquiries'] as const;
  for (const store of stores) {
    const held = await heldByComplex(tablet, store);
    expect(Object.keys(held), store).toEqual([times]);
  }
  const timesResidents = (await heldByComplex(tablet, 'residents'))[times] ?? 0;
  expect(timesResidents).toBeGreaterThan(0);

  // The office gives them Sunrise City too: its rows reach the open tablet without a reload.
  const company = new ComplexesPage(office);
  await company.open();
  await company.assign(email, { [SUNRISE]: true });
  const savedAt = Date.now();
  for (const store of stores) {
    await expect
      .poll(async () => (await heldByComplex(tablet, store))[sunrise] ?? 0, {
        message: `${store} of Sunrise City on the tablet`,
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
  }
  // A figure for the reader, not an assertion (the machine's load decides it).
  console.log(
    `complex-move: Sunrise City's rows on the tablet ${Date.now() - savedAt} ms after the save`,
  );
  expect((await heldByComplex(tablet, 'residents'))[times]).toBe(timesResidents);
  // Serving two now, the tablet offers both in its switcher.
  const switcher = new ComplexesPage(tablet);
  await expect(switcher.switcher()).toBeVisible({ timeout: 15_000 });

  // Times City is taken away: its units, people and requests leave the tablet.
  await company.assign(email, { [TIMES]: false });
  for (const store of stores) {
    await expect
      .poll(async () => Object.keys(await heldByComplex(tablet, store)), {
        message: `${store} of Times City gone from the tablet`,
        timeout: 15_000,
      })
      .toEqual([sunrise]);
  }
  const complexes = await storedRows<{ id: string }>(tablet, 'complexes');
  expect(complexes.map((c) => c.id)).toEqual([sunrise]);

  // Offline, a reload shows Sunrise City's units (blocks V and X) and nothing of Times City.
  // The reload must come from the service worker: it has to control the page first.
  await waitForServiceWorker(tablet);
  await goOffline(tabletContext);
  await tablet.reload();
  const apartments = new ApartmentsPage(tablet);
  await apartments.open();
  await expect(tablet.getByTestId('apartment-card').first()).toBeVisible({ timeout: 20_000 });
  const shown = await tablet
    .getByTestId('apartment-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-unit') ?? ''));
  for (const unit of shown) expect(unit).toMatch(/^[VX]/);
  expect(Object.keys(await heldByComplex(tablet, 'residents'))).toEqual([sunrise]);
  await tabletContext.close();
});
