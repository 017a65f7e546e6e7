/**
 * Rule S36 on a real streaming replica: a primary and a hot standby started from this machine's
 * PostgreSQL binaries (`initdb`, `pg_basebackup -R`), lag injected by pausing the standby's
 * replay. Feed pulls come from the replica once it has replayed what the device's cursor and the
 * process's pokes need, from the primary otherwise: no cursor ever goes backwards, no write a
 * device was poked about is missed, and pulls move back to the replica once it has caught up.
 * List reads likewise, once the replica has replayed all the primary has committed.
 */
import type { Express } from 'express';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { defaultConfig } from '../src/config';
import { type Db, createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { REPLICA_LISTS } from '../src/sync/read-replica';
import { currentVersion } from '../src/sync/pokes';
import { type TestContext, apartmentBody, resetDatabase, testContext } from './harness';
import { type StreamingPair, startStreamingPair } from './streaming-replica';

let pair: StreamingPair;
let primary: Db;
let replica: Db;
let context: TestContext;

beforeAll(async () => {
  pair = await startStreamingPair();
  primary = createDatabase({ url: pair.primaryUrl });
  replica = createDatabase({ url: pair.replicaUrl });
  await migrateToLatest(primary);
  await resetDatabase(primary);
  const app: Express = await createApp({
    db: primary,
    replica,
    config: { ...defaultConfig, demo: true },
    log: () => {},
  });
  context = testContext('postgres', { db: primary, close: async () => {} }, app);
}, 120_000);

afterAll(async () => {
  await primary?.destroy();
  await replica?.destroy();
  await pair?.stop();
});

/** Waits until the replica has replayed everything the primary has committed. */
async function caughtUp(): Promise<void> {
  const target = await currentVersion(primary);
  for (let tries = 0; tries < 200; tries++) {
    // Before it has replayed the migrations, the replica has no clock at all.
    const replayed = await currentVersion(replica).catch(() => -1);
    if (replayed >= target) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the replica did not catch up in 5 s');
}

type Agent = Awaited<ReturnType<TestContext['signIn']>>;

async function pull(agent: Agent, since: number) {
  const res = await agent.get(`/api/sync/changes?since=${since}&limit=500`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const source = /desc="(\w+)"/.exec(String(res.headers['server-timing']))?.[1];
  const ids = (res.body.changes as { id: string }[]).map((change) => change.id);
  return { cursor: res.body.cursor as number, ids, source };
}

async function newUnit(agent: Agent): Promise<string> {
  const res = await agent.post('/api/apartments').send(apartmentBody());
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

it('S36: a pull comes from the replica once it has replayed what the device needs', async () => {
  const admin = await context.signIn('admin');
  const unit = await newUnit(admin);
  await caughtUp();
  const page = await pull(admin, 0);
  expect(page.source).toBe('replica');
  expect(page.ids).toContain(unit);
});

it('S36: while the replica lags, no cursor goes backwards and no write is missed; then pulls move back to it', async () => {
  const admin = await context.signIn('admin');
  const resident = await context.signIn('resident');
  await caughtUp();
  let cursor = (await pull(admin, 0)).cursor;
  let residentCursor = (await pull(resident, 0)).cursor;

  await pair.pauseReplay();
  try {
    for (let round = 0; round < 5; round++) {
      const unit = await newUnit(admin);
      // The device pulls as soon as it is poked: the replica has not replayed the write.
      const page = await pull(admin, cursor);
      expect(page.source).toBe('primary');
      expect(page.ids).toContain(unit);
      expect(page.cursor).toBeGreaterThan(cursor);
      cursor = page.cursor;
      // A device whose cursor the paused replica has not reached is never answered by it.
      const theirs = await pull(resident, residentCursor);
      expect(theirs.source).toBe('primary');
      expect(theirs.cursor).toBeGreaterThanOrEqual(residentCursor);
      residentCursor = theirs.cursor;
    }
    expect(await currentVersion(replica)).toBeLessThan(cursor);
  } finally {
    await pair.resumeReplay();
  }

  await caughtUp();
  const after = await pull(admin, cursor);
  expect(after.source).toBe('replica');
  expect(after.cursor).toBe(cursor);
  expect(after.ids).toEqual([]);
});

it('S36: list reads come from the replica when it has replayed everything, and show the caller’s own write when it has not', async () => {
  const admin = await context.signIn('admin');
  await caughtUp();
  const answers = new Map<string, number>();
  for (const path of REPLICA_LISTS) {
    const res = await admin.get(`/api${path}`);
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
    expect(res.headers['server-timing'], path).toBe('list;desc="replica"');
    answers.set(path, res.status);
  }
  await pair.pauseReplay();
  try {
    const unit = await newUnit(admin);
    const res = await admin.get('/api/apartments');
    expect(res.headers['server-timing']).toBe('list;desc="primary"');
    expect((res.body as { id: string }[]).map((row) => row.id)).toContain(unit);
    // The same statuses from the primary: the routes are the same, bound to another database.
    for (const path of REPLICA_LISTS)
      expect((await admin.get(`/api${path}`)).status, path).toBe(answers.get(path));
  } finally {
    await pair.resumeReplay();
  }
  await caughtUp();
  expect((await admin.get('/api/apartments')).headers['server-timing']).toBe('list;desc="replica"');
  // Not a list: always the primary's.
  const single = await admin.get('/api/auth/user');
  expect(single.headers['server-timing']).toBeUndefined();
});

it('S36: a replica that is down is a replica behind: the primary answers every pull', async () => {
  const admin = await context.signIn('admin');
  await caughtUp();
  const { cursor } = await pull(admin, 0);
  await pair.stopReplica();
  const unit = await newUnit(admin);
  const page = await pull(admin, cursor);
  expect(page.source).toBe('primary');
  expect(page.ids).toEqual([unit]);
});
