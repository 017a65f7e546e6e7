import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, rollbackAll } from './migrate';
import { databaseKinds, type OpenDatabase, openTestDatabase } from '../../test/harness';

describe.each(databaseKinds)('migrations [%s]', (kind) => {
  let open: OpenDatabase;
  beforeAll(async () => {
    open = await openTestDatabase(kind);
  }, 60_000);
  afterAll(() => open.close());

  it('go up on an empty database, all the way down, and up again', async () => {
    const { db, schema } = open;
    const tables = [
      'sync_clock',
      'session',
      'residents',
      'apartments',
      'audit_log',
      'idempotency_keys',
    ];
    for (const table of tables) expect(await db.schema.hasTable(table), table).toBe(true);
    await rollbackAll(db, schema);
    for (const table of tables) expect(await db.schema.hasTable(table), table).toBe(false);
    await migrateToLatest(db, schema);
    const [clock] = await db('sync_clock');
    // Migration 013 takes the first version, for the installation's first complex.
    expect(clock).toMatchObject({ id: 1, version: 1 });
  });

  it('on an up-to-date database writes nothing: no migration lock taken, so restarts stay fast', async () => {
    const { db, schema } = open;
    // Every UPDATE gives the row a new xmin; knex's migration lock updates its row twice.
    const lockRow = async () =>
      (await db('knex_migrations_lock')
        .withSchema(schema as string)
        .select(db.raw('xmin::text as xmin'))) as { xmin: string }[];
    const before = await lockRow();
    expect(before).toHaveLength(1);
    await migrateToLatest(db, schema);
    expect(await lockRow()).toEqual(before);
    // A schema missing one migration is still brought up to date.
    await db('knex_migrations')
      .withSchema(schema as string)
      .where({ name: '009-apartment-notes' })
      .del();
    await db.schema
      .withSchema(schema as string)
      .alterTable('apartments', (t) => t.dropColumn('notes'));
    await migrateToLatest(db, schema);
    expect(await db.schema.withSchema(schema as string).hasColumn('apartments', 'notes')).toBe(
      true,
    );
  });
});
