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
    expect(clock).toMatchObject({ id: 1, version: 0 });
  });
});
