/**
 * Server benchmarks (`npm run bench`): figures, not assertions. Compares an audited, idempotent
 * create with a bare single-row INSERT transaction through the same driver in the same run, and
 * times pulling 10,000 rows from the change feed over HTTP.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { residentCreateSchema, uuidv7 } from '@chungcu/contracts';
import type { Db } from '../src/db/database';
import { residents as residentsTable } from '../src/db/tables';
import { createMutationsService } from '../src/services/mutations.service';
import { insertEntity } from '../src/sync/entity-writer';
import { runMutation } from '../src/sync/mutation';
import { openBenchDatabases } from './databases';
import { benchClient, timePushVsRest } from './push';
import { timeResidentResync } from './resync';

const CREATES = Number(process.env.BENCH_CREATES ?? 1000);
const FEED_ROWS = 10_000;
const actor = { userId: 'admin-001', role: 'admin' as const, email: 'admin@chungcu.demo' };

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

function resident(i: number) {
  return residentCreateSchema.parse({
    firstName: 'Bench',
    lastName: `Nguyễn ${i}`,
    idCardNumber: `${String(i).padStart(6, '0')}${String(randomInt(1e6)).padStart(6, '0')}`,
    email: `bench.${i}.${randomUUID().slice(0, 8)}@example.vn`,
    phone: '+84901234567',
    gender: 'male' as const,
    status: 'active' as const,
    occupation: null,
    emergencyContact: null,
    emergencyPhone: null,
    notes: null,
  });
}

async function bareInserts(db: Db, n: number): Promise<number> {
  const start = process.hrtime.bigint();
  for (let i = 0; i < n; i++) {
    await db.transaction((trx) =>
      trx('bench_bare').insert({
        id: uuidv7(),
        first_name: 'Bench',
        email: `bare.${i}@example.vn`,
        created_at: new Date(),
      }),
    );
  }
  return ms(start);
}

async function idempotentCreates(db: Db, n: number): Promise<number> {
  const service = createMutationsService(db);
  const start = process.hrtime.bigint();
  for (let i = 0; i < n; i++) {
    const body = { ...resident(i), id: uuidv7() };
    await service.run(
      { actor, idempotencyKey: randomUUID(), method: 'POST', path: '/residents', body },
      'createResident',
      body,
      (entity) => ({ status: 201, body: entity }),
    );
  }
  return ms(start);
}

async function fillFeed(db: Db, rows: number): Promise<void> {
  for (let done = 0; done < rows; done += 500) {
    await runMutation(db, { actor, method: 'POST', path: '/bench', body: null }, async (ctx) => {
      for (let i = done; i < Math.min(rows, done + 500); i++) {
        await insertEntity(ctx, residentsTable, {
          ...resident(100_000 + i),
          id: uuidv7(),
          moveInDate: ctx.now,
        });
      }
      return { status: 201, body: null };
    });
  }
}

async function timeFeedPull(db: Db): Promise<{ ms: number; rows: number; pages: number }> {
  const client = await benchClient(db);
  try {
    let cursor = 0;
    let rows = 0;
    let pages = 0;
    const start = process.hrtime.bigint();
    for (;;) {
      const res = await client.send(`/api/sync/changes?since=${cursor}&limit=1000`);
      const page = (await res.json()) as { changes: unknown[]; cursor: number; hasMore: boolean };
      rows += page.changes.length;
      pages++;
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    return { ms: ms(start), rows, pages };
  } finally {
    await client.close();
  }
}

async function main() {
  console.log(`ChungCư server bench — ${CREATES} creates each, feed of ${FEED_ROWS} rows\n`);
  const databases = await openBenchDatabases();
  const lines: string[] = [];
  for (const { name, db, close } of databases) {
    await bareInserts(db, 50);
    await idempotentCreates(db, 50); // warm-up
    const bare = await bareInserts(db, CREATES);
    const audited = await idempotentCreates(db, CREATES);
    const ratio = audited / bare;
    await fillFeed(db, FEED_ROWS - CREATES - 50);
    const pull = await timeFeedPull(db);
    const push = await timePushVsRest(db, CREATES);
    const resync = await timeResidentResync(db);
    lines.push(
      `${name}:`,
      `  bare single-row INSERT transaction   ${(CREATES / (bare / 1000)).toFixed(0).padStart(7)} /s  (${(bare / CREATES).toFixed(2)} ms each)`,
      `  audited idempotent create (service)  ${(CREATES / (audited / 1000)).toFixed(0).padStart(7)} /s  (${(audited / CREATES).toFixed(2)} ms each)`,
      `  cost ratio create / bare insert      ${ratio.toFixed(2)}x   (target ≤ 3x: ${ratio <= 3 ? 'met' : 'NOT met'})`,
      `  feed pull over HTTP                  ${pull.rows} rows in ${pull.pages} pages: ${pull.ms.toFixed(0)} ms  (${(pull.rows / (pull.ms / 1000)).toFixed(0)} rows/s)` +
        (name === 'PostgreSQL'
          ? `  (target < 1000 ms: ${pull.ms < 1000 ? 'met' : 'NOT met'})`
          : ''),
      `  a resident's resync (S19)             ${resync.rows} rows in ${resync.ms.toFixed(0)} ms, from a database of ${FEED_ROWS + CREATES * 2}+ rows`,
      `  ${CREATES} queued creates, pushed        ${push.pushMs.toFixed(0)} ms in batches of 100 vs ${push.restMs.toFixed(0)} ms as single REST calls  (${(push.restMs / push.pushMs).toFixed(1)}x faster)`,
      '',
    );
    await close();
  }
  console.log(lines.join('\n'));
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
