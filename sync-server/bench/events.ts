/**
 * Live updates (`npm run bench`): figures, not assertions. Real server processes on PostgreSQL.
 * (a) A change made through one replica → the poke on a stream held on another, and → the change
 *     in that device's pull, p50/p95 over 50 changes, with one replica and with three.
 * (b) 200 streams open on one replica (100 admins, 100 resident users who see none of the burst):
 *     memory per stream, and the pulls the pokes cause while 100 admin writes land in a burst.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import knex from 'knex';
import { EventStreamClient, sessionCookie } from '../test/event-stream';
import { residentBody } from '../test/harness';
import { type Replica, createScratchDatabase, sessionClient, startReplica } from '../test/replicas';

const CHANGES = Number(process.env.EVENTS_CHANGES ?? 50);
const STREAMS = Number(process.env.EVENTS_STREAMS ?? 200);
const BURST = 100;
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const ADMIN = { email: 'admin@chungcu.demo', password: 'demo-admin' };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? NaN;
const figures = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (v: number) => `${v.toFixed(1)} ms`;
  return `n=${sorted.length}  p50 ${f(percentile(sorted, 0.5))}  p95 ${f(percentile(sorted, 0.95))}  p99 ${f(percentile(sorted, 0.99))}`;
};
const rssKb = (pid: number | undefined) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The lowest of ten samples over two seconds: the heap's collections make single ones jump. */
async function steadyRss(pid: number | undefined) {
  let lowest = Infinity;
  for (let i = 0; i < 10; i++) {
    await pause(200);
    lowest = Math.min(lowest, rssKb(pid));
  }
  return lowest;
}

/** One device's pulls on a keep-alive socket of its own. */
function puller(baseUrl: string, cookie: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let cursor = 0;
  const once = () =>
    new Promise<{ ms: number; changes: { version: number }[]; hasMore: boolean }>(
      (resolve, reject) => {
        const started = performance.now();
        http
          .get(
            `${baseUrl}/api/sync/changes?since=${cursor}&limit=1000`,
            { agent, headers: { cookie } },
            (res) => {
              let text = '';
              res.setEncoding('utf8');
              res.on('data', (chunk: string) => (text += chunk));
              res.on('end', () => {
                const body = JSON.parse(text) as { cursor: number; hasMore: boolean; changes: [] };
                cursor = body.cursor;
                const ms = performance.now() - started;
                resolve({ ms, changes: body.changes, hasMore: body.hasMore });
              });
            },
          )
          .on('error', reject);
      },
    );
  // An idle keep-alive socket the server closed as it was reused: sent again, as a browser does.
  const pull = () =>
    once().catch((error: { code?: string }) => {
      if (error.code !== 'ECONNRESET') throw error;
      return once();
    });
  return {
    pull,
    async catchUp() {
      while ((await pull()).hasMore);
    },
    close: () => agent.destroy(),
  };
}

/** (a) Change through replica `writeAt` → poke and pull on a device streaming from `readAt`. */
async function changeToPoke(replicas: Replica[], writeAt: number, readAt: number) {
  const writer = sessionClient();
  await writer.call((replicas[writeAt] as Replica).baseUrl, 'POST', '/api/auth/login', ADMIN);
  const base = (replicas[readAt] as Replica).baseUrl;
  const cookie = await sessionCookie(base, ADMIN.email, ADMIN.password);
  const device = puller(base, cookie);
  await device.catchUp();
  const stream = await new EventStreamClient().open(`${base}/api/sync/events`, cookie);
  await stream.waitFor('poke', 1, 5000);
  const toPoke: number[] = [];
  const toPull: number[] = [];
  try {
    for (let i = 0; i < CHANGES; i++) {
      const seen = stream.pokes().length;
      const started = performance.now();
      const created = await writer.call(
        (replicas[writeAt] as Replica).baseUrl,
        'POST',
        '/api/residents',
        residentBody(),
      );
      if (created.status !== 201) throw new Error(`write answered ${created.status}`);
      // A poke may cover an earlier burst: wait for the one at or past this change.
      for (let n = seen + 1; ; n++) {
        const poke = await stream.waitFor('poke', n, 2000).catch(() => null);
        if (!poke) return { toPoke, toPull, missing: true };
        if ((JSON.parse(poke.data) as { version: number }).version < created.body.version) continue;
        toPoke.push(poke.at - started);
        break;
      }
      const page = await device.pull();
      if (page.changes.some((c) => c.version === created.body.version)) {
        toPull.push(performance.now() - started);
      }
      // Changes one at a time, as people make them (a steady flow of writes is part b).
      await pause(300);
    }
    return { toPoke, toPull, missing: false };
  } finally {
    stream.close();
    device.close();
  }
}

async function partA(replicaCount: number) {
  const database = await createScratchDatabase(adminUrl);
  const replicas = await Promise.all(
    Array.from({ length: replicaCount }, () => startReplica(database.url)),
  );
  try {
    const readAt = replicaCount > 1 ? 1 : 0;
    const { toPoke, toPull, missing } = await changeToPoke(replicas, 0, readAt);
    const label = `${replicaCount} replica${replicaCount > 1 ? 's' : ''} (write on #1, stream on #${readAt + 1})`;
    if (missing && toPoke.length === 0) {
      console.log(
        `  ${label}: no poke after a REST write — runMutation does not announce commits yet`,
      );
      return;
    }
    console.log(`  ${label}`);
    console.log(`    change → poke           ${figures(toPoke)}`);
    console.log(`    change → in B's pull    ${figures(toPull)}`);
  } finally {
    await Promise.all(replicas.map((r) => r.stop()));
    await database.drop();
  }
}

/** Resident users who live nowhere: they see none of the burst, so each costs a check. */
async function addResidentUsers(url: string, count: number) {
  const db = knex({ client: 'pg', connection: url });
  try {
    const demo = await db('users').where({ id: 'resident-001' }).first('password_hash');
    const users = Array.from({ length: count }, (_, i) => ({
      id: `bench-resident-${i}`,
      email: `bench.resident.${i}@example.vn`,
      first_name: 'Bench',
      last_name: `Cư dân ${i}`,
      role: 'resident',
      password_hash: demo.password_hash,
      is_demo: false,
      version: 0,
    }));
    await db('users').insert(users);
    return users.map((u) => u.email);
  } finally {
    await db.destroy();
  }
}

async function partB() {
  const database = await createScratchDatabase(adminUrl);
  const replica = await startReplica(database.url);
  const base = replica.baseUrl;
  const streams: EventStreamClient[] = [];
  const devices: ReturnType<typeof puller>[] = [];
  try {
    const residentEmails = await addResidentUsers(database.url, STREAMS / 2);
    const adminCookie = await sessionCookie(base, ADMIN.email, ADMIN.password);
    const cookies = Array.from({ length: STREAMS / 2 }, () => adminCookie);
    // One after another: sign-ins racing from one address count against its limit.
    for (const email of residentEmails)
      cookies.push(await sessionCookie(base, email, 'demo-resident'));
    for (const cookie of cookies) {
      const device = puller(base, cookie);
      await device.catchUp();
      devices.push(device);
    }
    const writers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const writer = sessionClient();
        await writer.call(base, 'POST', '/api/auth/login', ADMIN);
        return writer;
      }),
    );
    /** 100 admin writes from 10 sessions at once; answers how long until the last landed. */
    const burst = async () => {
      const started = performance.now();
      await Promise.all(
        writers.map(async (writer) => {
          for (let i = 0; i < BURST / writers.length; i++)
            await writer.call(base, 'POST', '/api/residents', residentBody());
        }),
      );
      return performance.now() - started;
    };
    // For comparison, with no stream open: the burst, then every device pulling at once.
    const quietBurstMs = await burst();
    const herd = await Promise.all(devices.map((device) => device.pull()));
    console.log(
      `  with no stream open: ${BURST} admin writes land in ${quietBurstMs.toFixed(0)} ms`,
    );
    console.log(
      `  ${STREAMS} pulls at once (what one poke round costs): ${figures(herd.map((r) => r.ms))}`,
    );

    const before = await steadyRss(replica.pid);
    for (const cookie of cookies)
      streams.push(await new EventStreamClient().open(`${base}/api/sync/events`, cookie));
    await Promise.all(streams.map((s) => s.waitFor('poke', 1, 10_000)));
    const after = await steadyRss(replica.pid);
    console.log(
      `  ${STREAMS} open streams: RSS ${(before / 1024).toFixed(0)} → ${(after / 1024).toFixed(0)} MB, ` +
        `${((after - before) / STREAMS).toFixed(1)} KB per stream`,
    );

    // Every device pulls on each poke, as the app does; the pulls during the burst are timed.
    const pulls: number[] = [];
    let following = true;
    const followers = streams.map(async (stream, i) => {
      const device = devices[i] as ReturnType<typeof puller>;
      while (following) {
        const seen = stream.pokes().length;
        if (!(await stream.waitFor('poke', seen + 1, 2000).catch(() => null))) continue;
        pulls.push((await device.pull()).ms);
      }
    });
    let burstMs: number;
    try {
      burstMs = await burst();
      await pause(1500);
    } finally {
      // Each follower stops within its 2 s wait for a poke.
      following = false;
    }
    // A pull that failed fails the run rather than vanishing.
    await Promise.all(followers);
    const adminPokes = streams.slice(0, STREAMS / 2).map((s) => s.pokes().length - 1);
    const residentPokes = streams.slice(STREAMS / 2).map((s) => s.pokes().length - 1);
    console.log(
      `  ${BURST} admin writes landed in ${burstMs.toFixed(0)} ms; pokes per admin stream ` +
        `${Math.min(...adminPokes)}–${Math.max(...adminPokes)}, per resident stream ${Math.max(...residentPokes)}`,
    );
    console.log(`  pulls caused by the pokes: ${figures(pulls)}`);
  } finally {
    for (const stream of streams) stream.close();
    for (const device of devices) device.close();
    await replica.stop();
    await database.drop();
  }
}

console.log(`Live updates on PostgreSQL (${adminUrl.replace(/\/\/[^@]*@/, '//')})`);
console.log(`(a) change → poke on another device, ${CHANGES} changes`);
await partA(1);
await partA(3);
console.log(`(b) ${STREAMS} streams on one replica, ${BURST} admin writes in a burst`);
await partB();
process.exit(0);
