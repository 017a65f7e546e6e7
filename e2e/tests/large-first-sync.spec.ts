import { test as base, expect } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { LARGE_COMPLEX as SIZE, prepareLargeComplex } from '../support/large-complex';
import { mirrorCursor } from '../support/mirror';
import { type SyncServer, startSyncServer } from '../support/server';

/** Minutes, not seconds: a slow first sync is a figure for the bench; this test catches a stall. */
const FIRST_SYNC_LIMIT_MS = 180_000;

const test = base.extend<object, { largeServer: SyncServer }>({
  largeServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const { dataDir } = await prepareLargeComplex('chungcu-e2e-large-');
      const server = await startSyncServer({ dataDir });
      await use(server);
      await server.dispose();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ largeServer }, use) => use(largeServer.baseURL),
});

test('an empty device signing in at a complex of 32,000 rows pulls them all and reaches the server cursor', async ({
  page,
}) => {
  test.setTimeout(FIRST_SYNC_LIMIT_MS + 120_000);
  const login = new LoginPage(page);
  await login.open();
  await login.signIn();

  // Where the server's feed ends for this user, and how many live rows of each entity it holds,
  // asked of the feed itself with the same session (the server's answer, not a number of ours).
  let serverCursor = 0;
  const live = new Map<string, number>();
  for (let more = true; more;) {
    const res = await page.request.get(`/api/sync/changes?since=${serverCursor}&limit=1000`);
    expect(res.status()).toBe(200);
    const body = (await res.json()) as {
      changes: { entity: string; deletedAt: string | null }[];
      cursor: number;
      hasMore: boolean;
    };
    for (const change of body.changes)
      if (!change.deletedAt) live.set(change.entity, (live.get(change.entity) ?? 0) + 1);
    serverCursor = body.cursor;
    more = body.hasMore;
  }
  expect(live.get('resident') ?? 0).toBeGreaterThanOrEqual(SIZE.residents);
  expect(live.get('inquiry') ?? 0).toBeGreaterThanOrEqual(SIZE.inquiries);

  await expect
    .poll(() => mirrorCursor(page), {
      message: `the first sync stopped short of the server's cursor ${serverCursor} within ${FIRST_SYNC_LIMIT_MS / 1000} s`,
      timeout: FIRST_SYNC_LIMIT_MS,
      intervals: [500],
    })
    .toBeGreaterThanOrEqual(serverCursor);

  // Everything arrived, not just the cursor: the mirror holds every live row the feed gave.
  const mirrored = await page.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const open = indexedDB.open('chungcu');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const names = ['residents', 'apartments', 'inquiries', 'assignments'];
          const tx = db.transaction(names);
          const counts: Record<string, number> = {};
          for (const name of names) {
            const count = tx.objectStore(name).count();
            count.onsuccess = () => (counts[name] = count.result);
          }
          tx.oncomplete = () => {
            db.close();
            resolve(counts);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  expect(mirrored).toEqual({
    residents: live.get('resident'),
    apartments: live.get('apartment'),
    inquiries: live.get('inquiry'),
    assignments: live.get('assignment'),
  });
  // And the screens read it: the residents list counts the same residents.
  await page.goto('/residents');
  await expect(page.getByTestId('residents-count')).toContainText(
    `Cư dân (${live.get('resident')})`,
    { timeout: 30_000 },
  );
});
