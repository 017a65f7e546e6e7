/** A demo cannot run on a real complex's data, nor leave open accounts in it. */
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { defaultConfig } from '../config';
import { type OpenDatabase, databaseKinds, openTestDatabase } from '../../test/harness';
import { demoAccounts, insertDemoAccounts } from './accounts';
import { DemoOnRealDatabase, databaseMode, enforceDatabaseMode } from './mode';

const { admin } = demoAccounts;

describe.each(databaseKinds)('database mode [%s]', (kind) => {
  let open: OpenDatabase | undefined;
  afterEach(async () => {
    await open?.close();
    open = undefined;
  });
  const fresh = async () => {
    open = await openTestDatabase(kind);
    return open.db;
  };

  it('a database first started without demo mode refuses demo mode ever after', async () => {
    const db = await fresh();
    expect(await enforceDatabaseMode(db, false)).toBe('real');
    await expect(enforceDatabaseMode(db, true)).rejects.toBeInstanceOf(DemoOnRealDatabase);
    expect(await db('users').where({ is_demo: true }).first()).toBeUndefined();
  }, 60_000);

  it('a demo database started without demo mode has its demo accounts disabled', async () => {
    const db = await fresh();
    expect(await enforceDatabaseMode(db, true)).toBe('demo');
    await db.transaction((trx) => insertDemoAccounts(trx));
    const login = async (demo: boolean) => {
      const app = await createApp({ db, config: { ...defaultConfig, demo }, log: () => {} });
      return request(app)
        .post('/api/auth/login')
        .send({ email: admin.email, password: admin.password });
    };
    expect((await login(true)).status).toBe(200);

    expect(await enforceDatabaseMode(db, false)).toBe('demo');
    expect((await login(false)).status).toBe(401);
    expect(await db('users').where({ is_demo: true, is_active: true }).first()).toBeUndefined();

    // Back in demo mode, the demo works again.
    expect(await enforceDatabaseMode(db, true)).toBe('demo');
    expect((await login(true)).status).toBe(200);
  }, 60_000);

  it('a database from before the record is judged by its accounts', async () => {
    const db = await fresh();
    await db('users').insert({ id: 'u-1', email: 'bql@toanha.vn', role: 'admin', version: 1 });
    expect(await databaseMode(db, 'demo')).toBe('real');

    await open?.close();
    const demoDb = await fresh();
    await demoDb.transaction((trx) => insertDemoAccounts(trx));
    expect(await databaseMode(demoDb, 'real')).toBe('demo');
  }, 60_000);
});
