import { randomBytes } from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { createApp } from '../src/app';
import { type ServerConfig, defaultConfig, sharedBuffersFromEnv } from '../src/config';
import { type Db, createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { FIRST_COMPLEX } from '../src/db/migrations/013-complexes';
import { assignDemoStaff, demoAccounts, insertDemoAccounts } from '../src/demo/accounts';
import { DEMO_COMPLEXES } from '../src/demo/complexes';
import { copyTemplateDatabase } from './postgres-template';

export type DatabaseKind = 'pglite' | 'postgres';

/** The databases every server test runs on: PGlite always, PostgreSQL when CI provides one. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface OpenDatabase {
  db: Db;
  schema?: string;
  close(): Promise<void>;
}

/** The tars global-setup.ts provides, each read once per test file. */
const providedTars = new Map<'pgliteTemplate' | 'pgliteEmptyCluster', Blob>();

function providedTar(key: 'pgliteTemplate' | 'pgliteEmptyCluster'): Blob | undefined {
  const file = inject(key);
  if (file && !providedTars.has(key)) providedTars.set(key, new Blob([readFileSync(file)]));
  return providedTars.get(key);
}

/**
 * The run's migrated PGlite (global-setup.ts) as a template for `createDatabase`; none when
 * vitest runs without the root config (each database then migrates itself).
 */
export function migratedPgliteTemplate(): Blob | undefined {
  return providedTar('pgliteTemplate');
}

/**
 * The run's new PGlite cluster before any migration (global-setup.ts), for a test that needs an
 * empty database on disk: started from it, a folder skips initdb (6.5 s and 840MB here).
 */
export function emptyPgliteCluster(): Blob | undefined {
  return providedTar('pgliteEmptyCluster');
}

/**
 * A fresh, migrated database: in-memory PGlite, or on PostgreSQL a database of its own (a copy
 * of the run's migrated template) or, without the template, a schema of its own.
 */
export async function openTestDatabase(
  kind: DatabaseKind,
  poolMax?: number,
): Promise<OpenDatabase> {
  if (kind === 'pglite') {
    const db = createDatabase({
      template: migratedPgliteTemplate(),
      sharedBuffers: sharedBuffersFromEnv(process.env),
    });
    await migrateToLatest(db);
    return { db, close: () => db.destroy() };
  }
  const url = process.env.TEST_DATABASE_URL as string;
  const template = inject('postgresTemplate');
  if (template) {
    // Dropped with the template at the end of the run (postgres-template.ts says why).
    const db = createDatabase({ url: await copyTemplateDatabase(url, template), poolMax });
    await migrateToLatest(db);
    return { db, close: () => db.destroy() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const db = createDatabase({ url, schema, poolMax });
  await migrateToLatest(db, schema);
  return {
    db,
    schema,
    close: async () => {
      await db.raw('drop schema if exists ?? cascade', [schema]);
      await db.destroy();
    },
  };
}

const DATA_TABLES = [
  'payment_reminders',
  'bank_notifications',
  'payment_webhooks',
  'payments',
  'number_sequences',
  'unit_charges',
  'bank_accounts',
  'invoices',
  'billing_periods',
  'fee_types',
  'notifications',
  'push_subscriptions',
  'household_requests',
  'vehicles',
  'household_members',
  'announcement_recipients',
  'announcements',
  'inspections',
  'inspection_templates',
  'meter_readings',
  'meters',
  'attachments',
  'inquiry_progress',
  'inquiries',
  'template_steps',
  'workflow_templates',
  'workflow_categories',
  'apartment_assignments',
  'apartments',
  'blocks',
  'residents',
  'phone_verifications',
  'audit_log',
  'idempotency_keys',
  'rate_limits',
  'session',
  'staff_complexes',
  'users',
];

/** The tables `truncate DATA_TABLES cascade` would empty: those listed and all that refer to them. */
const clearedTables = new WeakMap<Db, Promise<string[]>>();
function tablesToClear(db: Db): Promise<string[]> {
  let tables = clearedTables.get(db);
  if (!tables) {
    tables = db
      .raw<{ rows: { relname: string }[] }>(
        `with recursive closure(oid) as (
           select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = current_schema() and c.relname = any(?)
           union
           select con.conrelid from pg_constraint con join closure on con.confrelid = closure.oid
            where con.contype = 'f'
         )
         select relname from pg_class where oid in (select oid from closure)`,
        [DATA_TABLES],
      )
      .then((result) => result.rows.map((row) => row.relname));
    clearedTables.set(db, tables);
  }
  return tables;
}

/**
 * Empties every table and puts back the demo accounts (the clock keeps counting). The complex
 * migration 013 made stays: every installation has one. Deletes, not TRUNCATE: truncating
 * makes new files for every table and index, which on PGlite's in-memory file system cost
 * 150 ms per test against 30 ms. Every table that refers to an emptied one is emptied with it, so
 * the foreign-key triggers are skipped (replica role) without leaving a dangling row.
 */
export async function resetDatabase(db: Db): Promise<void> {
  const tables = await tablesToClear(db);
  await db.transaction(async (trx) => {
    await trx.raw('set local session_replication_role = replica');
    await trx.raw(`do $$ begin ${tables.map((t) => `delete from "${t}";`).join(' ')} end $$`);
    await trx.raw('set local session_replication_role = origin');
    await trx('complexes').whereNot({ code: FIRST_COMPLEX.code }).delete();
    await insertDemoAccounts(trx);
    // The first complex stands for Times City, which it is in the demo: its manager and its
    // technician serve it; Sunrise City's guard serves no complex here.
    const first = await trx('complexes').where({ code: FIRST_COMPLEX.code }).first('id');
    if (first) await assignDemoStaff(trx, new Map([[DEMO_COMPLEXES[0].code, first.id as string]]));
  });
}

export interface TestContext {
  kind: DatabaseKind;
  db: Db;
  /** PostgreSQL without a template database: the test's own schema (otherwise none). */
  schema?: string;
  app: Express;
  /** A supertest agent signed in as one of the demo accounts (cookie kept). */
  signIn(account: keyof typeof demoAccounts): Promise<ReturnType<typeof request.agent>>;
  /** A signed-out client. */
  anonymous(): ReturnType<typeof request>;
}

/** The context of a test on `open`'s database and `app`: signing in as the demo accounts. */
export function testContext(kind: DatabaseKind, open: OpenDatabase, app: Express): TestContext {
  return {
    kind,
    db: open.db,
    schema: open.schema,
    app,
    async signIn(account) {
      const agent = request.agent(app);
      const { email, password } = demoAccounts[account];
      const res = await agent.post('/api/auth/login').send({ email, password });
      if (res.status !== 200) throw new Error(`sign-in as ${account} failed: ${res.status}`);
      return agent;
    },
    anonymous: () => request(app),
  };
}

/**
 * Runs a suite once per database kind against a real app; tables are reset before each test.
 * `use()` gives the context inside tests.
 */
export function describeEachDatabase(
  title: string,
  body: (use: () => TestContext, kind: DatabaseKind) => void,
  config: Partial<ServerConfig> = {},
): void {
  describe.each(databaseKinds)(`${title} [%s]`, (kind) => {
    let context: TestContext | undefined;
    let open: OpenDatabase | undefined;
    beforeAll(async () => {
      open = await openTestDatabase(kind);
      const app = await createApp({
        db: open.db,
        config: { ...defaultConfig, demo: true, ...config },
        log: process.env.TEST_LOG ? (...args: unknown[]) => console.error(...args) : () => {},
      });
      context = testContext(kind, open, app);
    }, 60_000);
    beforeEach(async () => {
      if (open) await resetDatabase(open.db);
    });
    afterAll(async () => {
      await open?.close();
    });
    body(() => {
      if (!context) throw new Error('test context used before setup');
      return context;
    }, kind);
  });
}

/** The installation's first complex (migration 013's), where rows inserted by hand belong. */
export async function firstComplexId(db: Db): Promise<string> {
  const row = await db('complexes').where({ code: FIRST_COMPLEX.code }).first('id');
  if (!row) throw new Error('no first complex: was the database migrated?');
  return row.id as string;
}

/** Counts the live rows of a table: tests use it to prove a rejection changed nothing. */
export async function countRows(db: Db, table: string): Promise<number> {
  const [row] = await db(table).count<{ count: number | string }[]>('* as count');
  return Number(row?.count ?? 0);
}

/** A complete, valid resident body. */
export function residentBody(overrides: Record<string, unknown> = {}) {
  const n = randomBytes(4).readUInt32BE(0) % 1_000_000_000;
  return {
    firstName: 'An',
    lastName: 'Nguyễn Văn',
    idCardNumber: `079${String(n).padStart(9, '0')}`,
    email: `an.${n}@example.vn`,
    phone: '+84901234567',
    gender: 'male',
    occupation: 'Kỹ sư',
    emergencyContact: 'Nguyễn Thị Bình',
    emergencyPhone: '+84907654321',
    notes: null,
    status: 'active',
    ...overrides,
  };
}

/** A complete, valid apartment body. */
/** Apartments made by this process's tests: a walk makes hundreds in one complex. */
let apartmentsMade = 0;

export function apartmentBody(overrides: Record<string, unknown> = {}) {
  // Counted, not drawn: hundreds of numbers drawn from 65,536 met twice in one test now and
  // then, and the second was refused as taken. 100,000 up stays clear of seeded numbers.
  const n = 100_000 + ++apartmentsMade;
  return {
    unitNumber: `A${(n % 9) + 1}-${n}`,
    buildingBlock: 'A',
    floor: 4,
    bedrooms: 2,
    bathrooms: 1,
    squareFootage: 850,
    monthlyRent: '1850',
    status: 'available',
    description: '2BR/1BA apartment in A tower',
    imageUrl: '/api/placeholder/400/300',
    ...overrides,
  };
}
