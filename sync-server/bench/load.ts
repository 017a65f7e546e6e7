/**
 * Load (`npm run bench`): 200 devices at once against one replica and against three (real
 * processes on PostgreSQL). Each device signs in, catches up on the change feed from cursor 0,
 * and then acts about once a second: it pulls the feed from its cursor (80%) or writes (20%).
 * Prints requests per second and latency percentiles, for reads and writes apart; figures, not
 * assertions. The generator speaks HTTP/1.1 with one keep-alive socket per device through
 * `node:http` (fetch costs several times the CPU, and the generator shares the 2 cores).
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { type Replica, createScratchDatabase, startReplica } from '../test/replicas';
import { Device, pause, summary } from './http-device';

const DEVICES = Number(process.env.LOAD_DEVICES ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const WRITE_SHARE = 0.2;
/** Mean pause between a device's actions (uniform over ±50%); 0 is a closed-loop stress test. */
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 1000);
const WARM_UP_MS = 3000;
/** Which setups to run, e.g. `LOAD_REPLICAS=3`. */
const REPLICA_COUNTS = (process.env.LOAD_REPLICAS ?? '1,3').split(',').map(Number);
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

/** A write every device may make: a workflow category (the company administrator's). */
const writeCategory = (device: Device, i: number) =>
  device.call(
    'POST',
    '/api/workflow-categories',
    { name: `Tải ${i}` },
    {
      'idempotency-key': randomUUID(),
    },
  );

/** Every device acts until `until`; what happens after `measureFrom` is recorded. */
async function act(devices: Device[], thinkMs: number) {
  const reads: number[] = [];
  const writes: number[] = [];
  let errors = 0;
  const measureFrom = Date.now() + WARM_UP_MS;
  const until = measureFrom + SECONDS * 1000;
  await Promise.all(
    devices.map(async (device, i) => {
      // Devices start spread over one pause, not all in the same millisecond.
      if (thinkMs) await pause(Math.random() * thinkMs);
      while (Date.now() < until) {
        const isWrite = Math.random() < WRITE_SHARE;
        const started = performance.now();
        const answer = await (isWrite ? writeCategory(device, i) : device.pull());
        if (Date.now() >= measureFrom) {
          (isWrite ? writes : reads).push(performance.now() - started);
          if (answer.status >= 400) errors++;
        }
        if (thinkMs) await pause(thinkMs * (0.5 + Math.random()));
      }
    }),
  );
  const all = summary([...reads, ...writes]);
  return { rps: all.count / SECONDS, all, reads: summary(reads), writes: summary(writes), errors };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * The floor under every write's latency: a lone one-row commit on the same PostgreSQL, ten a
 * second while the devices act, timed from this process. Each waits for its WAL flush, as a
 * write does; on a disk whose flushes stall now and then, so does every write behind the clock.
 */
function probeCommits(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  const latencies: number[] = [];
  let running = true;
  const done = (async () => {
    await client.connect();
    await client.query('create table flush_probe (at timestamptz)');
    while (running) {
      const started = performance.now();
      await client.query('insert into flush_probe values (now())');
      latencies.push(performance.now() - started);
      await pause(100);
    }
    await client.end();
  })();
  return async () => {
    running = false;
    await done;
    return summary(latencies);
  };
}

async function main() {
  console.log(
    `ChungCư load — ${DEVICES} devices, ${WRITE_SHARE * 100}% writes, PostgreSQL, ` +
      `${os.cpus().length} cores shared with the load generator; ` +
      `${SECONDS} s measured per run after a ${WARM_UP_MS / 1000} s warm-up`,
  );
  const lines: string[] = [];
  for (const count of REPLICA_COUNTS) {
    const database = await createScratchDatabase(adminUrl);
    const replicas: Replica[] = await Promise.all(
      Array.from({ length: count }, () => startReplica(database.url)),
    );
    try {
      const devices = Array.from(
        { length: DEVICES },
        (_, i) => new Device((replicas[i % count] as Replica).baseUrl),
      );
      // One after another: 200 simultaneous sign-ins to one account from one address would
      // (rightly) trip the login rate limit.
      for (const device of devices) await device.signIn();
      const catchUpStarted = performance.now();
      const rows = await Promise.all(devices.map((device) => device.catchUp()));
      const catchUpMs = performance.now() - catchUpStarted;
      const stopProbe = probeCommits(database.url);
      const paced = await act(devices, THINK_MS);
      const commits = await stopProbe();
      const stress = await act(devices, 0);
      const name = `${count} replica${count > 1 ? 's' : ''}`;
      lines.push(
        `${name}: first sync of all ${DEVICES} devices at once (${rows[0]} rows each): ${(catchUpMs / 1000).toFixed(1)} s`,
        `${name}: devices acting every ~${THINK_MS} ms: ${paced.rps.toFixed(0)} req/s, p50 ${ms(paced.all.p50)}, ` +
          `p99 ${ms(paced.all.p99)} (pulls p99 ${ms(paced.reads.p99)}, writes p99 ${ms(paced.writes.p99)}); ` +
          `${paced.all.count} requests, ${paced.errors} errors; target p99 < 100 ms: ${paced.all.p99 < 100 ? 'met' : 'NOT met'}`,
        `${name}: meanwhile a lone one-row commit took p50 ${ms(commits.p50)}, p99 ${ms(commits.p99)}, max ${ms(commits.max)} (the disk's flush)`,
        `${name}: closed loop, no pause (saturation): ${stress.rps.toFixed(0)} req/s, p50 ${ms(stress.all.p50)}, ` +
          `p99 ${ms(stress.all.p99)}; ${stress.all.count} requests, ${stress.errors} errors`,
      );
    } finally {
      await Promise.all(replicas.map((replica) => replica.stop()));
      await database.drop();
    }
  }
  console.log(['', ...lines, ''].join('\n'));
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
