/**
 * Fee notices at scale (`npm run bench`, rule S31): figures, not assertions. A complex of
 * BENCH_FEE_UNITS units (2,000), two meters each read for two months, a vehicle for most units,
 * the demo's five fees of Hà Nội; times `generateInvoices` (every unit's draft, through the same write as a
 * device's push) and `issueInvoices` on PGlite and PostgreSQL, then BENCH_FEE_COMPLEXES complexes'
 * months one after another, and BENCH_FEE_TRANSFERS (300) bank transfers into the first month, each
 * memo naming one of its notices by payment code as a bank passes it on.
 */
import { randomUUID } from 'node:crypto';
import { mutationArgs, paymentCodeOf, uuidv7 } from '@chungcu/contracts';
import type { Db } from '../src/db/database';
import { insertLargeData } from '../src/demo/large-data';
import { feesOf } from '../src/demo/seed-fees';
import { createMutationsService } from '../src/services/mutations.service';
import { nextVersions } from '../src/sync/version-clock';
import { openBenchDatabases } from './databases';

const UNITS = Number(process.env.BENCH_FEE_UNITS ?? 2000);
const COMPLEXES = Number(process.env.BENCH_FEE_COMPLEXES ?? 3);
const TRANSFERS = Number(process.env.BENCH_FEE_TRANSFERS ?? 300);
const actor = { userId: 'admin-001', role: 'admin' as const, email: 'admin@chungcu.demo' };
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

/** A complex of `units` units with meters, two months of readings and vehicles, in bulk. */
async function fillComplex(db: Db, index: number): Promise<string> {
  const complexId = randomUUID();
  const [version] = await db.transaction((trx) => nextVersions(trx, 1));
  await db('complexes').insert({
    id: complexId,
    code: `BENCH-${index}-${randomUUID().slice(0, 4)}`.toUpperCase(),
    name: `Bench ${index}`,
    version,
  });
  await insertLargeData(db, { residents: 0, apartments: UNITS, inquiries: 0 }, complexId);
  const units = await db('apartments').where({ complex_id: complexId }).pluck('id');
  const versions = await db.transaction((trx) => nextVersions(trx, units.length * 7));
  let v = 0;
  const meters: Record<string, unknown>[] = [];
  const readings: Record<string, unknown>[] = [];
  const vehicles: Record<string, unknown>[] = [];
  for (const [i, unit] of units.entries()) {
    for (const kind of ['water', 'electricity']) {
      const id = randomUUID();
      meters.push({
        id,
        complex_id: complexId,
        apartment_id: unit,
        kind,
        serial: `${kind}-${id}`,
        version: versions[v++],
      });
      const start = 1000 + (i % 500);
      for (const [period, value] of [
        ['2026-09', start],
        ['2026-10', start + (kind === 'water' ? 14 : 260)],
      ] as const) {
        readings.push({
          id: randomUUID(),
          complex_id: complexId,
          meter_id: id,
          period,
          value,
          read_at: new Date(),
          version: versions[v++],
        });
      }
    }
    if (i % 5 !== 0) {
      vehicles.push({
        id: randomUUID(),
        complex_id: complexId,
        apartment_id: unit,
        kind: i % 9 === 0 ? 'car' : 'motorbike',
        plate_number: null,
        status: 'active',
        version: versions[v++],
      });
    }
  }
  for (const [table, rows] of [
    ['meters', meters],
    ['meter_readings', readings],
    ['vehicles', vehicles],
  ] as const) {
    for (let at = 0; at < rows.length; at += 1000)
      await db(table).insert(rows.slice(at, at + 1000));
  }
  return complexId;
}

async function run<N extends keyof typeof mutationArgs>(
  db: Db,
  name: N,
  args: Record<string, unknown>,
) {
  const service = createMutationsService(db);
  const parsed = mutationArgs[name].parse(args);
  const { status, body } = await service.run(
    { actor, idempotencyKey: randomUUID(), method: 'POST', path: `/bench/${name}`, body: parsed },
    name,
    parsed,
    (entity) => ({ status: 200, body: entity }),
  );
  if (status >= 300) throw new Error(`${name}: ${status} ${JSON.stringify(body)}`);
}

/** One complex's month: its fees, the period opened, drafts made and issued; the times taken. */
async function billMonth(db: Db, complexId: string) {
  for (const fee of feesOf('hanoi'))
    await run(db, 'createFeeType', { ...fee, id: uuidv7(), complexId });
  const periodId = uuidv7();
  await run(db, 'openBillingPeriod', {
    id: periodId,
    complexId,
    month: '2026-10',
    dueDate: '2026-11-15',
  });
  let start = process.hrtime.bigint();
  await run(db, 'generateInvoices', { id: periodId });
  const generate = ms(start);
  start = process.hrtime.bigint();
  await run(db, 'generateInvoices', { id: periodId });
  const again = ms(start);
  start = process.hrtime.bigint();
  await run(db, 'issueInvoices', { id: periodId });
  const issue = ms(start);
  const count = Number((await db('invoices').where({ period_id: periodId }).count('* as n'))[0]?.n);
  return { generate, again, issue, count };
}

/** TRANSFERS transfers received one after another (the bank job's write); ms each, sorted. */
async function receiveTransfers(db: Db, complexId: string): Promise<number[]> {
  const numbers: string[] = await db('invoices')
    .where({ complex_id: complexId, status: 'issued' })
    .pluck('number');
  const service = createMutationsService(db);
  const bank = { userId: 'system', role: 'admin' as const, email: null };
  const times: number[] = [];
  for (let i = 0; i < TRANSFERS; i++) {
    const code = paymentCodeOf(numbers[(i * 7919) % numbers.length] ?? null);
    const start = process.hrtime.bigint();
    const answer = await service.runJob(bank, 'receiveBankTransfer', {
      id: uuidv7(),
      complexId,
      provider: 'sepay',
      providerTransactionId: `bench-${i}`,
      amount: 250_000,
      paidAt: '2026-11-05T09:00:00+07:00',
      memo: `NGUYEN VAN A chuyen tien ${code} FT26309`,
      payerName: null,
      payload: {},
    });
    times.push(ms(start));
    if (answer.payment.status !== 'matched') throw new Error(`transfer ${i} not matched`);
  }
  return times.sort((a, b) => a - b);
}

const s = (millis: number) => `${(millis / 1000).toFixed(2)} s`;

for (const { name, db, close } of await openBenchDatabases()) {
  try {
    const first = await fillComplex(db, 0);
    const one = await billMonth(db, first);
    console.log(
      `fees ${name}: ${one.count} units — drafts ${s(one.generate)}, again (nothing changed) ${s(one.again)}, issue ${s(one.issue)}`,
    );
    const transfers = await receiveTransfers(db, first);
    const at = (q: number) => (transfers[Math.floor(q * (transfers.length - 1))] ?? 0).toFixed(1);
    console.log(
      `fees ${name}: ${TRANSFERS} bank transfers into that month, matched by code — p50 ${at(0.5)} ms, p99 ${at(0.99)} ms each`,
    );
    let drafts = 0;
    let issues = 0;
    for (let i = 1; i <= COMPLEXES; i++) {
      const complexId = await fillComplex(db, i);
      const month = await billMonth(db, complexId);
      drafts += month.generate;
      issues += month.issue;
    }
    const each = (total: number) =>
      `${s(total / COMPLEXES)} each, 50 complexes ≈ ${s((total / COMPLEXES) * 50)}`;
    console.log(
      `fees ${name}: ${COMPLEXES} more complexes of ${UNITS} units one after another: drafts ${each(drafts)}; issue ${each(issues)}`,
    );
  } finally {
    await close();
  }
}
