import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signIn } from '../pages/login-page';
import { ResidentsPage } from '../pages/residents-page';
import { expectDeliveredLive, recordLiveChannel } from '../support/live-channel';
import { createScratchDatabase } from '../support/scratch-database';
import { type SyncServer, startSyncServer } from '../support/server';

/**
 * Two tablets on two replicas of one PostgreSQL. A resident added on one appears on the
 * other, the screen untouched: no reload, no click, brought by a poke over the event stream (then
 * a pull), not by the 30 s poll (support/live-channel.ts proves which). The latency is printed;
 * the live-updates bench (sync-server/bench/events.ts) measures it across replicas.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

// Replicas need the PostgreSQL of TEST_DATABASE_URL (CI sets it); without one there is no test.
if (adminUrl) registerReplicaTests(adminUrl);

function registerReplicaTests(adminUrl: string) {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let replicas: SyncServer[] = [];
  test.beforeAll(async () => {
    // Two server starts, the first seeding the demo: as long as the server fixture may take.
    test.setTimeout(150_000);
    database = await createScratchDatabase(adminUrl);
    // One first, so the demo data is seeded once; the second finds it there.
    replicas.push(await startSyncServer({ databaseUrl: database.url }));
    replicas.push(await startSyncServer({ databaseUrl: database.url }));
  });
  test.afterAll(async () => {
    await Promise.all(replicas.map((r) => r.dispose()));
    replicas = [];
    await database?.drop();
  });

  test('a resident added on one tablet appears on another tablet of another replica, untouched', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const tablets = await Promise.all(
      replicas.map(async (replica) => {
        const context = await browser.newContext({
          baseURL: replica.baseURL,
          viewport: { width: 1280, height: 800 },
        });
        await recordLiveChannel(context);
        const page = await context.newPage();
        await signIn(page, DEMO_ADMIN);
        const residents = new ResidentsPage(page);
        // Two browsers and two servers start at once here: the first open may take a while.
        await residents.open(30_000);
        return { context, page, residents };
      }),
    );
    const [a, b] = tablets as [(typeof tablets)[number], (typeof tablets)[number]];
    await a.residents.search('Trực Tiếp');
    await b.residents.search('Trực Tiếp');
    await expect(b.residents.rows()).toHaveCount(0);

    const took = await expectDeliveredLive(
      b.page,
      async () => {
        await a.residents.add({
          firstName: 'Tiếp',
          lastName: 'Trực',
          idCardNumber: '079301000777',
          email: `truc.tiep.${Date.now()}@chungcu.vn`,
          phone: '0912345777',
        });
        await expect(a.residents.row('Trực Tiếp')).toHaveCount(1);
      },
      b.residents.row('Trực Tiếp'),
    );
    await expect(b.residents.row('Trực Tiếp')).toHaveCount(1);
    // A figure, not an assertion (the bench measures it).
    console.log(`resident visible on the other replica's tablet after ${took} ms`);
    await Promise.all(tablets.map((t) => t.context.close()));
  });
}
