import { mkdtempSync, rmSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { Change, Poke } from '@chungcu/contracts';
import { writeBackup } from '../src/backup/dump';
import { restoreBackup } from '../src/backup/restore';
import { demoAccounts } from '../src/demo/accounts';
import { stopPokes } from '../src/sync/pokes';
import { EventStreamClient, sessionCookie } from './event-stream';
import { describeEachDatabase, residentBody } from './harness';

const dir = mkdtempSync(join(tmpdir(), 'chungcu-history-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Agent = Awaited<
  ReturnType<ReturnType<Parameters<Parameters<typeof describeEachDatabase>[1]>[0]>['signIn']>
>;

interface Feed {
  changes: Change[];
  cursor: number;
  epoch: string;
  hasMore: boolean;
  resync?: boolean;
}

async function pull(agent: Agent, query: Record<string, string | number>): Promise<Feed> {
  const res = await agent.get('/api/sync/changes').query(query);
  expect(res.status).toBe(200);
  return res.body as Feed;
}

/** Pulls from `since` in `epoch` until drained. */
async function pullAll(agent: Agent, since = 0, epoch?: string) {
  const changes: Change[] = [];
  let cursor = { since, ...(epoch ? { epoch } : {}) };
  for (;;) {
    const page = await pull(agent, { ...cursor, limit: 1000 });
    expect(page.resync).toBeUndefined();
    changes.push(...page.changes);
    cursor = { since: page.cursor, epoch: page.epoch };
    if (!page.hasMore) return { changes, cursor: page.cursor, epoch: page.epoch };
  }
}

async function createResidents(agent: Agent, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await agent.post('/api/residents').send(residentBody());
    expect(res.status).toBe(201);
    ids.push(res.body.id as string);
  }
  return ids;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase(
  'histories (S21)',
  (use) => {
    let server: Server | undefined;
    afterAll(async () => {
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
      await sleep(200);
      await stopPokes(use().db);
    });

    /** Backs the database up, then restores the file over it (`--force`), as an operator would. */
    async function backupThenRestoreLater(name: string) {
      const file = join(dir, `${name}-${use().kind}.jsonl.gz`);
      await writeBackup(use().db, file);
      return () => restoreBackup(use().db, file, { force: true, schema: use().schema });
    }

    it('S21: a cursor of the history a restore replaced resyncs, even once the new clock passes it', async () => {
      const admin = await use().signIn('admin');
      await createResidents(admin, 3);
      const before = await pullAll(admin);
      const restore = await backupThenRestoreLater('passed');
      // The device keeps pulling in the old history: 20 rows that the restore will lose.
      const ghosts = await createResidents(admin, 20);
      const old = await pullAll(admin, before.cursor, before.epoch);
      expect(old.changes.map((c) => c.id)).toEqual(ghosts);
      expect(old.cursor).toBe(before.cursor + 20);

      const { clock, epoch } = await restore();
      expect(clock).toBe(before.cursor);
      expect(epoch).not.toBe(before.epoch);
      expect(await pull(admin, { since: old.cursor, epoch: old.epoch })).toMatchObject({
        changes: [],
        resync: true,
      });

      // The restored server writes past the old cursor: versions 1–20 after the backup again.
      const fresh = await createResidents(admin, 25);
      expect(await pull(admin, { since: old.cursor, epoch: old.epoch })).toEqual({
        changes: [],
        cursor: 0,
        epoch,
        hasMore: false,
        resync: true,
      });
      // Sent without its history (a device from before protocol 5): beyond the fork, resync.
      expect((await pull(admin, { since: old.cursor })).resync).toBe(true);
      expect((await pull(admin, { since: clock + 1 })).resync).toBe(true);
      // Up to the fork both histories are one: such a cursor goes on, and learns the epoch.
      const shared = await pullAll(admin, clock);
      expect(shared.changes.map((c) => c.id)).toEqual(fresh);
      expect(shared.epoch).toBe(epoch);
      // The new history's own cursors go on as usual.
      const tail = await pullAll(admin, old.cursor, epoch);
      expect(tail.changes.map((c) => c.id)).toEqual(fresh.slice(20));

      // The resync: from 0, whatever history is named, the new history whole; no ghost.
      const all = await pullAll(admin, 0, before.epoch);
      const ids = new Set(all.changes.map((c) => c.id));
      for (const id of ghosts) expect(ids.has(id)).toBe(false);
      for (const id of fresh) expect(ids.has(id)).toBe(true);
      expect(all.epoch).toBe(epoch);
      expect(all.cursor).toBe(clock + 25);
    });

    it('S21: residents resync too; a restore from before the moves keeps their epochs (S19)', async () => {
      const admin = await use().signIn('admin');
      const resident = await use().signIn('resident');
      const first = await pullAll(resident);
      const restore = await backupThenRestoreLater('resident');
      await admin.post('/api/workflow-categories').send({ name: 'Mất sau khôi phục' });
      const old = await pullAll(resident, first.cursor, first.epoch);
      expect(old.changes).toHaveLength(1);
      await restore();
      await createResidents(admin, 3);
      expect(await pull(resident, { since: old.cursor, epoch: old.epoch })).toMatchObject({
        changes: [],
        resync: true,
      });
      const again = await pullAll(resident);
      expect(again.changes.map((c) => c.id)).not.toContain(old.changes[0]?.id);
    });

    it('S21: bad cursors answer a clear 400 or a resync, never 500', async () => {
      const admin = await use().signIn('admin');
      const resident = await use().signIn('resident');
      await createResidents(admin, 2);
      const { cursor, epoch } = await pullAll(admin);
      for (const query of [
        { since: 'abc' },
        { since: '-1' },
        { since: '1.5' },
        { since: `${epoch}:${cursor}` },
        { since: '99999999999999999999' },
        { since: '1', epoch: '' },
        { since: '1', epoch: 'a:b' },
        { since: '1', epoch: 'x'.repeat(65) },
        { since: '1', epoch: ['a', 'b'] },
      ]) {
        const res = await admin.get('/api/sync/changes').query(query);
        expect(res.status, JSON.stringify(query)).toBe(400);
        expect(res.body.code).toBe('validation');
        expect(res.body.message).toMatch(/^Tham số (since|epoch)/);
      }
      for (const agent of [admin, resident]) {
        const other = await pull(agent, { since: 1, epoch: 'another-history' });
        expect(other).toMatchObject({ changes: [], cursor: 0, epoch, resync: true });
      }
      expect((await pull(admin, { since: cursor, epoch })).resync).toBeUndefined();
    });

    it('S21: streams open across a restore are poked at once in the new history', async () => {
      server ??= createServer(use().app);
      await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const admin = await use().signIn('admin');
      await createResidents(admin, 2);
      const open = async (account: keyof typeof demoAccounts) => {
        const { email, password } = demoAccounts[account];
        const cookie = await sessionCookie(url, email, password);
        const stream = await new EventStreamClient().open(`${url}/api/sync/events`, cookie);
        await stream.waitFor('poke', 1);
        return stream;
      };
      // Opened first: their sessions are in the backup, so they outlive the restore.
      const [adminStream, residentStream] = [await open('admin'), await open('resident')];
      const restore = await backupThenRestoreLater('streams');
      try {
        const data = (stream: EventStreamClient, n: number) =>
          JSON.parse(stream.events.filter((e) => e.type === 'poke')[n]?.data ?? '{}') as Poke;
        const before = data(adminStream, 0);
        expect(before.epoch).toMatch(/^[0-9a-f-]{36}$/);
        expect(data(residentStream, 0).epoch).toBe(before.epoch);
        await createResidents(admin, 1);
        await adminStream.waitFor('poke', 2);

        const { epoch, clock } = await restore();
        // The clock went back below every version poked: the restore's NOTIFY pokes anyway.
        await adminStream.waitFor('poke', 3);
        await residentStream.waitFor('poke', 2);
        expect(data(adminStream, 2)).toEqual({ version: clock, epoch });
        // A resident's pokes carry the history only (S22).
        expect(data(residentStream, 1)).toEqual({ epoch });
        // And the next commits are poked in the new history, below the versions poked before.
        const [id] = await createResidents(admin, 1);
        await adminStream.waitFor('poke', 4);
        expect(data(adminStream, 3)).toEqual({ version: clock + 1, epoch });
        expect(id).toBeDefined();
      } finally {
        adminStream.close();
        residentStream.close();
      }
    });
  },
  { liveUpdates: { keepAliveMs: 150, coalesceMs: 60 } },
);
