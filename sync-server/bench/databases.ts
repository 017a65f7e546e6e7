import { randomBytes } from 'node:crypto';
import { createDatabase, type Db } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { insertDemoAccounts } from '../src/demo/accounts';

export interface BenchDatabase {
  name: string;
  db: Db;
  close(): Promise<void>;
}

/** PGlite always; PostgreSQL from BENCH_DATABASE_URL / TEST_DATABASE_URL when it answers. */
export async function openBenchDatabases(): Promise<BenchDatabase[]> {
  const list: BenchDatabase[] = [];
  const pglite = createDatabase();
  await migrateToLatest(pglite);
  list.push({ name: 'PGlite', db: pglite, close: () => pglite.destroy() });

  const url =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test';
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const pg = createDatabase({ url, schema, poolMax: 4 });
  try {
    await migrateToLatest(pg, schema);
    list.push({
      name: 'PostgreSQL',
      db: pg,
      close: async () => {
        await pg.raw('drop schema if exists ?? cascade', [schema]);
        await pg.destroy();
      },
    });
  } catch (error) {
    console.log(`PostgreSQL not reachable at ${url}: ${(error as Error).message} — skipped.`);
    await pg.destroy();
  }
  for (const { db } of list) {
    await db.transaction((trx) => insertDemoAccounts(trx));
    await db.schema.createTable('bench_bare', (t) => {
      t.uuid('id').primary();
      t.text('first_name');
      t.text('email');
      t.timestamp('created_at', { useTz: true });
    });
  }
  return list;
}
