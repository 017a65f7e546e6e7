import { setTimeout as sleep } from 'node:timers/promises';
import { uuidv7 } from '@chungcu/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  type OpenDatabase,
  openTestDatabase,
  resetDatabase,
} from '../../test/harness';
import { workflowCategories } from '../db/tables';
import type { Actor } from '../services/actor';
import { readChanges } from './change-feed';
import { insertEntity } from './entity-writer';
import { runMutation } from './mutation';
import { nextVersion } from './version-clock';

const actor: Actor = { userId: 'admin-001', role: 'admin', email: 'admin@chungcu.demo' };

/** One write whose transaction stays open `holdMs` after taking its version. */
function slowCreate(open: OpenDatabase, holdMs: number, name: string) {
  return runMutation(open.db, { actor, method: 'POST', path: '/test', body: null }, async (ctx) => {
    const row = await insertEntity(ctx, workflowCategories, {
      id: uuidv7(),
      name,
      color: '#3B82F6',
    });
    if (holdMs) await sleep(holdMs);
    return { status: 201, body: row };
  });
}

describe.each(databaseKinds)('change feed under concurrent writers [%s]', (kind) => {
  let open: OpenDatabase;
  beforeAll(async () => {
    open = await openTestDatabase(kind, 12);
    await resetDatabase(open.db);
  }, 60_000);
  afterAll(() => open.close());

  it('S6: a version taken by an open transaction holds back every later one', async () => {
    const start = (await readChanges(open.db, { since: 0, limit: 1000 }, null)).cursor;
    const late = slowCreate(open, 300, 'commits late');
    await sleep(50);
    const quick = slowCreate(open, 0, 'commits quickly');
    await sleep(50);
    const during = await readChanges(open.db, { since: start, limit: 1000 }, null);
    // Nothing newer than the open transaction's version may be visible before it commits.
    const lateVersion = (await late).body as { version: number };
    const quickVersion = (await quick).body as { version: number };
    expect(quickVersion.version).toBeGreaterThan(lateVersion.version);
    const visible = during.changes.map((c) => c.version);
    // The invariant: the quick write is never visible without the late one before it.
    if (visible.includes(quickVersion.version)) expect(visible).toContain(lateVersion.version);
    // On PostgreSQL the read really runs while the late transaction is open (PGlite queues it).
    if (kind === 'postgres') expect(visible).not.toContain(quickVersion.version);
    const after = await readChanges(open.db, { since: during.cursor, limit: 1000 }, null);
    expect(after.changes.map((c) => c.version)).toEqual(
      [lateVersion.version, quickVersion.version].filter((v) => v > during.cursor),
    );
  });

  it('S12: a paging reader never skips or repeats a version while 8 writers commit out of order', async () => {
    const start = (await readChanges(open.db, { since: 0, limit: 1000 }, null)).cursor;
    const writers = 8;
    const perWriter = 25;
    let running = true;
    const seen: number[] = [];
    let pullsDuringWrites = 0;
    const reader = (async () => {
      let cursor = start;
      for (;;) {
        const stillRunning = running;
        const page = await readChanges(open.db, { since: cursor, limit: 7 }, null);
        seen.push(...page.changes.map((c) => c.version));
        cursor = page.cursor;
        if (stillRunning) pullsDuringWrites++;
        if (!stillRunning && !page.hasMore) return;
        if (!page.hasMore) await sleep(2);
      }
    })();
    await Promise.all(
      Array.from({ length: writers }, async (_, w) => {
        for (let i = 0; i < perWriter; i++) {
          // Varying hold times make transactions commit in a different order than they start.
          await slowCreate(open, (w * 7 + i * 3) % 11, `w${w}-${i}`);
        }
      }),
    );
    running = false;
    await reader;

    const written = await open
      .db('workflow_categories')
      .where('version', '>', start)
      .pluck('version');
    expect(written).toHaveLength(writers * perWriter);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort((a, b) => a - b)).toEqual(written.map(Number).sort((a, b) => a - b));
    expect(pullsDuringWrites).toBeGreaterThan(1);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('reads beside writers stuck on the clock', () => {
  let open: OpenDatabase;
  beforeAll(async () => {
    open = await openTestDatabase('postgres', 6);
    await resetDatabase(open.db);
  }, 60_000);
  afterAll(() => open.close());

  it('S14: twelve writers waiting for the clock leave a pool of six free for the feed', async () => {
    let release = () => {};
    let holding = () => {};
    const held = new Promise<void>((resolve) => (holding = resolve));
    // A transaction that takes the clock and keeps it, like a commit stuck on a disk flush.
    const holder = open.db.transaction(async (trx) => {
      await nextVersion(trx);
      holding();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await held;
    const writes = Array.from({ length: 12 }, (_, i) => slowCreate(open, 0, `queued ${i}`));
    let outcome: string;
    try {
      await sleep(200);
      const read = readChanges(open.db, { since: 0, limit: 10 }, null);
      outcome = await Promise.race([read.then(() => 'answered'), sleep(10_000, 'starved')]);
    } finally {
      release();
    }
    await holder;
    expect(await Promise.all(writes)).toHaveLength(12);
    expect(outcome).toBe('answered');
  });
});
