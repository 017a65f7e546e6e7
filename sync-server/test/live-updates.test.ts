import { afterAll, afterEach, expect, it } from 'vitest';
import { liveUpdates } from '@chungcu/contracts';
import { STAFF_PASSWORD, staffOf } from './complex-fixtures';
import { apartmentBody, describeEachDatabase, firstComplexId, residentBody } from './harness';
import { EventStreamClient, sessionCookie, streamServer } from './event-stream';
import { createDatabase } from '../src/db/database';
import { demoAccounts } from '../src/demo/accounts';
import { currentVersion, pokeBusFor, pokeChannelOf, stopPokes } from '../src/sync/pokes';
import { nextVersion } from '../src/sync/version-clock';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase(
  'live updates (S15)',
  (use, kind) => {
    const served = streamServer(() => use().app);
    const baseUrl = served.baseUrl;

    async function openStream(account: keyof typeof demoAccounts) {
      const { email, password } = demoAccounts[account];
      const stream = await served.open(await sessionCookie(await baseUrl(), email, password));
      await stream.waitFor('poke', 1);
      return stream;
    }

    /** A write's commit as runMutation makes it: taking a version queues its NOTIFY. */
    async function commit(): Promise<number> {
      return use().db.transaction((trx) => nextVersion(trx));
    }

    afterEach(() => served.closeStreams());
    afterAll(async () => {
      await served.close();
      await stopPokes(use().db);
    });

    it('S15: without a session the stream answers the JSON 401', async () => {
      const res = await use().anonymous().get('/api/sync/events');
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'unauthenticated' });
    });

    it('S15: the stream opens unbuffered with a retry hint and a poke at the current version', async () => {
      const stream = await openStream('admin');
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(stream.headers['cache-control']).toBe('no-store');
      expect(stream.headers['x-accel-buffering']).toBe('no');
      expect(stream.events[0]?.type).toBe('retry');
      expect(stream.pokes()).toEqual([await currentVersion(use().db)]);
    });

    it('S15: a commit pokes; a burst costs one poke; a rolled back write none', async () => {
      const stream = await openStream('admin');
      const one = await commit();
      await stream.waitFor('poke', 2);
      expect(stream.pokes().at(-1)).toBe(one);

      await use()
        .db.transaction(async (trx) => {
          await nextVersion(trx);
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await sleep(300);
      expect(stream.pokes()).toHaveLength(2);

      // A burst heard within the window (as NOTIFYs of quick commits arrive): one poke, its top.
      const bus = pokeBusFor(use().db);
      for (let v = one + 1; v <= one + 10; v++) bus.publish(v);
      await stream.waitFor('poke', 3);
      await sleep(300);
      expect(stream.pokes().slice(1)).toEqual([one, one + 10]);

      // Versions at or below one already poked are no news.
      bus.publish(one + 3);
      await sleep(300);
      expect(stream.pokes()).toHaveLength(3);
      // Later commits have versions above the published ones: bring the clock past them.
      await use()
        .db('sync_clock')
        .where({ id: 1 })
        .update({ version: one + 10 });
    });

    it('S15: an idle stream gets a keep-alive comment every interval, with an event the device sees', async () => {
      const stream = await openStream('technician');
      const first = await stream.waitFor('comment', 1);
      const second = await stream.waitFor('comment', 2);
      expect(first.data).toBe('keep-alive');
      expect(second.at - first.at).toBeGreaterThan(100);
      expect(await stream.waitFor(liveUpdates.aliveEvent, 2)).toMatchObject({ data: '{}' });
    });

    it('S15, S22: signing out ends the stream', async () => {
      const url = await baseUrl();
      const { email, password } = demoAccounts.admin;
      const cookie = await sessionCookie(url, email, password);
      const stream = await served.open(cookie);
      await stream.waitFor('poke', 1);
      const ended = new Promise<void>((resolve) => stream.onEnd(resolve));
      await fetch(`${url}/api/logout`, { headers: { cookie }, redirect: 'manual' });
      await ended;
      const again = await new EventStreamClient().open(`${url}/api/sync/events`, cookie);
      expect(again.status).toBe(401);
    });

    it('S15: a resident is poked only for a commit the feed shows them', async () => {
      const admin = await use().signIn('admin');
      const adminStream = await openStream('admin');
      const residentStream = await openStream('resident');

      // A new unit nobody of theirs lives in: not theirs to see (S11), so no poke.
      expect((await admin.post('/api/apartments').send(apartmentBody())).status).toBe(201);
      await adminStream.waitFor('poke', 2);
      await sleep(300);
      expect(residentStream.pokes()).toHaveLength(1);

      // Categories are everyone's: poked.
      const category = await admin.post('/api/workflow-categories').send({ name: 'Điện nước' });
      expect(category.status).toBe(201);
      await residentStream.waitFor('poke', 2);
      // Without the clock (S22): "pull now" is all a resident's device needs.
      expect(residentStream.pokes()).toEqual([undefined, undefined]);
    });

    it('S15, S23: staff are poked for the complexes they serve only; a complex given to them pokes them, then its writes do', async () => {
      const admin = await use().signIn('admin');
      const first = await firstComplexId(use().db);
      const made = await admin.post('/api/complexes').send({ code: 'SR-Q7', name: 'Sunrise City' });
      expect(made.status).toBe(201);
      const second = made.body.id as string;
      const { email, userId } = await staffOf(use, [first]);
      const adminStream = await openStream('admin');
      const staffStream = await served.open(
        await sessionCookie(await baseUrl(), email, STAFF_PASSWORD),
      );
      await staffStream.waitFor('poke', 1);
      const unitIn = (complexId: string) =>
        admin.post('/api/apartments').send(apartmentBody({ complexId }));

      // Another complex's write: the admin hears it, the staff member's device is left alone.
      expect((await unitIn(second)).status).toBe(201);
      await adminStream.waitFor('poke', 2);
      await sleep(300);
      expect(staffStream.pokes()).toHaveLength(1);
      // Their own complex's write: poked, without the clock (S22).
      expect((await unitIn(first)).status).toBe(201);
      await staffStream.waitFor('poke', 2);
      expect(staffStream.pokes()[1]).toBeUndefined();

      // Given the second complex (a move, S19): poked at once; its writes poke them from now on.
      const assigned = await admin
        .put(`/api/accounts/${userId}/complexes`)
        .send({ complexIds: [first, second] });
      expect(assigned.status).toBe(200);
      await staffStream.waitFor('poke', 3);
      expect((await unitIn(second)).status).toBe(201);
      await staffStream.waitFor('poke', 4);
    });

    it('S15: an admin creating a resident pokes a staff member serving its complex', async () => {
      const admin = await use().signIn('admin');
      // The technician serves the first complex (harness.ts), where the resident is made.
      const stream = await openStream('technician');
      const res = await admin.post('/api/residents').send(residentBody());
      expect(res.status).toBe(201);
      // How soon is the bench's figure (npm run bench:events); here: it comes. A staff member's
      // poke names no version, only the history (an administrator's alone carries one).
      await stream.waitFor('poke', 2);
      expect(stream.pokes()).toEqual([undefined, undefined]);
    });

    // PostgreSQL only: on PGlite pokes stay in the process, with no connection to cut.
    if (kind === 'postgres')
      it('S15: after its listening connection is cut, the process pokes for what it missed', async () => {
        const { db } = use();
        const stream = await openStream('admin');
        // Another process on the same database: its commit reaches this one only by NOTIFY.
        const config = db.client.config as { connection: string; searchPath?: string[] };
        const other = createDatabase({ url: config.connection, schema: config.searchPath?.[0] });
        // This database's listener only: other test files listen on databases of their own.
        const listener = `datname = current_database() and query ilike 'listen%' and query like ?`;
        const channel = `%${pokeChannelOf(db)}%`;
        try {
          const relayed = await other.transaction((trx) => nextVersion(trx));
          await stream.waitFor('poke', 2);
          expect(stream.pokes()[1]).toBe(relayed);

          await db.raw(`select pg_terminate_backend(pid) from pg_stat_activity where ${listener}`, [
            channel,
          ]);
          // Committed while nobody listens: that NOTIFY is lost.
          while (
            (await db.raw(`select 1 from pg_stat_activity where ${listener}`, [channel])).rows
              .length
          )
            await sleep(5);
          const missed = await other.transaction((trx) => nextVersion(trx));
          await stream.waitFor('poke', 3, 5000);
          expect(stream.pokes()[2]).toBeGreaterThanOrEqual(missed);
        } finally {
          await other.destroy();
        }
      });
  },
  { liveUpdates: { keepAliveMs: 150, coalesceMs: 60 } },
);
