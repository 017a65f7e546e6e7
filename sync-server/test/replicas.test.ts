/**
 * Scale-out on PostgreSQL: three server processes on one database, as behind a load balancer.
 * Runs when TEST_DATABASE_URL is set (CI sets it); PGlite is single-process by nature.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/database';
import { nextVersion } from '../src/sync/version-clock';
import { EventStreamClient, sessionCookie } from './event-stream';
import { residentBody } from './harness';
import { type Replica, createScratchDatabase, sessionClient, startReplica } from './replicas';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('three replicas on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let replicas: Replica[] = [];
  beforeAll(async () => {
    database = await createScratchDatabase(adminUrl as string);
    // Started together: migrations and the demo seed must cope with racing replicas.
    replicas = await Promise.all([0, 1, 2].map(() => startReplica(database.url)));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.stop()));
    await database?.drop();
  });

  const at = (i: number) => (replicas[i] as Replica).baseUrl;

  it('a session made on one replica works on every replica', async () => {
    const client = sessionClient();
    const login = await client.call(at(0), 'POST', '/api/auth/login', {
      email: 'admin@chungcu.demo',
      password: 'demo-admin',
    });
    expect(login.status).toBe(200);
    for (const i of [0, 1, 2]) {
      const me = await client.call(at(i), 'GET', '/api/auth/user');
      expect(me.status).toBe(200);
      expect(me.body.id).toBe('admin-001');
    }
    expect((await client.call(at(2), 'GET', '/api/logout')).status).toBe(302);
    expect((await client.call(at(1), 'GET', '/api/auth/user')).status).toBe(401);
  });

  it('S12: writers on all three replicas and a paging reader: no gap, no duplicate, all converge', async () => {
    const writers = [sessionClient(), sessionClient(), sessionClient()];
    const reader = sessionClient();
    for (const [i, client] of [...writers, reader].entries()) {
      const res = await client.call(at(i % 3), 'POST', '/api/auth/login', {
        email: 'admin@chungcu.demo',
        password: 'demo-admin',
      });
      expect(res.status).toBe(200);
    }
    const start = (await reader.call(at(2), 'GET', '/api/sync/changes?since=0&limit=1')).body;
    let cursor = 0;
    for (;;) {
      const page = await reader.call(at(2), 'GET', `/api/sync/changes?since=${cursor}&limit=1000`);
      cursor = page.body.cursor;
      if (!page.body.hasMore) break;
    }
    expect(start.changes.length).toBe(1);

    let writing = true;
    const seen: number[] = [];
    const read = (async () => {
      for (;;) {
        const stillWriting = writing;
        const page = await reader.call(at(2), 'GET', `/api/sync/changes?since=${cursor}&limit=7`);
        seen.push(...page.body.changes.map((c: { version: number }) => c.version));
        cursor = page.body.cursor;
        if (!stillWriting && !page.body.hasMore) return;
      }
    })();
    const created: string[] = [];
    await Promise.all(
      writers.map(async (client, w) => {
        for (let i = 0; i < 30; i++) {
          const res = await client.call(at(w), 'POST', '/api/workflow-categories', {
            name: `Danh mục ${w}-${i}`,
          });
          expect(res.status).toBe(201);
          created.push(res.body.id);
        }
      }),
    );
    writing = false;
    await read;

    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(created.length);
    // Every replica answers the same list: the devices converge whichever one they talk to.
    const lists = await Promise.all(
      [0, 1, 2].map(async (i) =>
        ((await reader.call(at(i), 'GET', '/api/workflow-categories')).body as { id: string }[])
          .map((c) => c.id)
          .sort(),
      ),
    );
    expect(lists[1]).toEqual(lists[0]);
    expect(lists[2]).toEqual(lists[0]);
    for (const id of created) expect(lists[0]).toContain(id);
  });

  /** An admin's event stream on each replica, each after its first poke. */
  async function streamsOnEveryReplica() {
    const streams = await Promise.all(
      [0, 1, 2].map(async (i) => {
        const cookie = await sessionCookie(at(i), 'admin@chungcu.demo', 'demo-admin');
        return new EventStreamClient().open(`${at(i)}/api/sync/events`, cookie);
      }),
    );
    await Promise.all(streams.map((s) => s.waitFor('poke', 1, 5000)));
    return streams;
  }

  it('S15: a version taken by another process pokes the streams on every replica', async () => {
    const streams = await streamsOnEveryReplica();
    const writer = createDatabase({ url: database.url });
    try {
      const version = await writer.transaction((trx) => nextVersion(trx));
      // How soon is the bench's figure (npm run bench:events); here: every replica is poked.
      for (const stream of streams) {
        await stream.waitFor('poke', 2);
        expect(stream.pokes()[1]).toBe(version);
      }
    } finally {
      for (const stream of streams) stream.close();
      await writer.destroy();
    }
  });

  it('S15: a resident created through replica A pokes a stream open on replica B', async () => {
    const streams = await streamsOnEveryReplica();
    const admin = sessionClient();
    await admin.call(at(0), 'POST', '/api/auth/login', {
      email: 'admin@chungcu.demo',
      password: 'demo-admin',
    });
    try {
      const created = await admin.call(at(0), 'POST', '/api/residents', residentBody());
      expect(created.status).toBe(201);
      for (const stream of streams.slice(1)) {
        await stream.waitFor('poke', 2);
        expect(stream.pokes()[1]).toBeGreaterThanOrEqual(created.body.version);
      }
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('S22: locking an account through replica A ends its streams on B and C at once; others stay', async () => {
    const admin = sessionClient();
    await admin.call(at(0), 'POST', '/api/auth/login', {
      email: 'admin@chungcu.demo',
      password: 'demo-admin',
    });
    const email = `lan.${Date.now()}@toa-a.vn`;
    const password = 'mật khẩu đủ dài';
    const invite = await admin.call(at(0), 'POST', '/api/invitations', {
      role: 'admin',
      email,
      firstName: 'Lan',
      lastName: 'Phạm Thị',
    });
    expect(invite.status).toBe(201);
    const accepted = await sessionClient().call(
      at(1),
      'POST',
      `/api/invitations/${invite.body.token}/accept`,
      { password },
    );
    expect(accepted.status).toBe(200);
    const open = async (i: number, who: string, secret: string) => {
      const stream = await new EventStreamClient().open(
        `${at(i)}/api/sync/events`,
        await sessionCookie(at(i), who, secret),
      );
      await stream.waitFor('poke', 1, 5000);
      let endedAt: number | null = null;
      stream.onEnd(() => (endedAt = performance.now()));
      return { stream, endedAt: () => endedAt };
    };
    const lan = [await open(1, email, password), await open(2, email, password)];
    const other = await open(1, 'resident@chungcu.demo', 'demo-resident');
    try {
      const from = performance.now();
      const locked = await admin.call(at(0), 'PATCH', `/api/accounts/${accepted.body.user.id}`, {
        isActive: false,
      });
      expect(locked.status).toBe(200);
      // A replica's keep-alive is 25 s: only the NOTIFY can end them before 15 s (generous: a
      // loaded machine takes seconds; this is no timing test).
      while (lan.some((s) => s.endedAt() === null) && performance.now() - from < 15_000) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      for (const { endedAt } of lan) expect((endedAt() ?? Infinity) - from).toBeLessThan(15_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(other.endedAt()).toBeNull();
    } finally {
      for (const { stream } of [...lan, other]) stream.close();
    }
  });
});
