/**
 * Load (`npm run bench`): 200 devices at once, each pulling the change feed from its cursor and
 * now and then writing, against one replica and against three (real processes on PostgreSQL).
 * Prints requests per second and latency percentiles; figures, not assertions.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { type Replica, createScratchDatabase, startReplica } from '../test/replicas';

const DEVICES = Number(process.env.LOAD_DEVICES ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 15);
const WRITE_SHARE = 0.2;
/** Mean pause between a device's actions (uniform over ±50%); 0 is a closed-loop stress test. */
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 1000);
const WARM_UP_MS = 3000;
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? NaN;
}

async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@chungcu.demo', password: 'demo-admin' }),
  });
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function run(replicas: Replica[], thinkMs: number) {
  const urls = replicas.map((r) => r.baseUrl);
  // One after another: 200 simultaneous sign-ins to one account from one address would
  // (rightly) trip the login rate limit.
  const cookies: string[] = [];
  for (let i = 0; i < DEVICES; i++) cookies.push(await signIn(urls[i % urls.length] as string));
  const latencies: number[] = [];
  let errors = 0;
  // Devices start spread over one pause (not all in the same millisecond), each pulls its first
  // pages, and only what happens after a warm-up is measured.
  const measureFrom = Date.now() + WARM_UP_MS;
  const until = measureFrom + SECONDS * 1000;
  await Promise.all(
    cookies.map(async (cookie, i) => {
      const base = urls[i % urls.length] as string;
      let cursor = 0;
      if (thinkMs) await new Promise((r) => setTimeout(r, Math.random() * thinkMs));
      while (Date.now() < until) {
        const write = Math.random() < WRITE_SHARE;
        const started = performance.now();
        const res = write
          ? await fetch(`${base}/api/workflow-categories`, {
              method: 'POST',
              headers: {
                'Content-Type': 'application/json',
                cookie,
                'Idempotency-Key': randomUUID(),
              },
              body: JSON.stringify({ name: `Tải ${i}` }),
            })
          : await fetch(`${base}/api/sync/changes?since=${cursor}&limit=100`, {
              headers: { cookie },
            });
        const body = (await res.json()) as { cursor?: number };
        if (Date.now() >= measureFrom) {
          latencies.push(performance.now() - started);
          if (!res.ok) errors++;
        } else if (!write && typeof body.cursor === 'number') cursor = body.cursor;
        if (thinkMs) await new Promise((r) => setTimeout(r, thinkMs * (0.5 + Math.random())));
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / SECONDS,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errors,
    requests: latencies.length,
  };
}

async function main() {
  console.log(
    `ChungCư load — ${DEVICES} devices, ${SECONDS} s measured per run after a ${WARM_UP_MS / 1000} s warm-up, ` +
      `${WRITE_SHARE * 100}% writes, PostgreSQL, ${os.cpus().length} cores shared with the load generator`,
  );
  const lines: string[] = [];
  for (const count of [1, 3]) {
    const database = await createScratchDatabase(adminUrl);
    const replicas = await Promise.all(
      Array.from({ length: count }, () => startReplica(database.url)),
    );
    try {
      const paced = await run(replicas, THINK_MS);
      const stress = await run(replicas, 0);
      const name = `${count} replica${count > 1 ? 's' : ' '}`;
      lines.push(
        `${name}  devices acting every ~${THINK_MS} ms: ${paced.rps.toFixed(0).padStart(5)} req/s  p50 ${paced.p50.toFixed(1)} ms  p99 ${paced.p99.toFixed(1)} ms  ` +
          `(${paced.requests} requests, ${paced.errors} errors; target p99 < 100 ms: ${paced.p99 < 100 ? 'met' : 'NOT met'})`,
        `${name}  closed loop, no pause:    ${stress.rps.toFixed(0).padStart(5)} req/s  p50 ${stress.p50.toFixed(1)} ms  p99 ${stress.p99.toFixed(1)} ms  ` +
          `(${stress.requests} requests, ${stress.errors} errors: the saturation throughput)`,
      );
    } finally {
      await Promise.all(replicas.map((r) => r.stop()));
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
