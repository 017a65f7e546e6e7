// The cost of flushing each commit in the embedded database: 100 single-row commits on PGlite as
// shipped (fsync off) and with DurableNodeFS (fsync per commit), on a data folder under
// BENCH_DIR (default: the OS temp folder; use the disk the data will live on).
//   npx tsx bench/durability.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DurableNodeFS, durableStartParams } from '../src/db/durable-nodefs';

const COMMITS = 100;

async function measure(label: string, open: (dir: string) => Promise<PGlite>) {
  const dir = mkdtempSync(join(process.env.BENCH_DIR ?? tmpdir(), 'chungcu-durability-'));
  try {
    const pglite = await open(dir);
    await pglite.exec('create table t (id serial primary key, v text)');
    const times: number[] = [];
    for (let i = 0; i < COMMITS; i++) {
      const start = performance.now();
      await pglite.query('insert into t (v) values ($1)', [`row ${i}`]);
      times.push(performance.now() - start);
    }
    await pglite.close();
    times.sort((a, b) => a - b);
    const total = times.reduce((sum, t) => sum + t, 0);
    const at = (q: number) => times[Math.floor(q * (times.length - 1))]?.toFixed(2);
    console.log(
      `${label}: ${COMMITS} commits in ${total.toFixed(0)} ms, median ${at(0.5)} ms, p95 ${at(0.95)} ms`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await measure('PGlite as shipped (no fsync)', (dir) => PGlite.create(dir));
await measure('DurableNodeFS (fsync per commit)', (dir) =>
  PGlite.create({ fs: new DurableNodeFS(dir), startParams: durableStartParams }),
);
