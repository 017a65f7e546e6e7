/** The embedded database flushes each commit to disk before answering. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, expect, it } from 'vitest';
import { createDatabase } from './database';
import { DurableNodeFS, durableStartParams } from './durable-nodefs';

const folders: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'chungcu-durable-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

it('every commit reaches fsync, and what was committed is there after reopening', async () => {
  const dir = tempDir();
  const fs = new DurableNodeFS(dir);
  const pglite = await PGlite.create({ fs, startParams: durableStartParams });
  await pglite.exec('create table t (id int primary key)');
  for (let i = 1; i <= 5; i++) {
    const before = fs.flushes;
    await pglite.query('insert into t values ($1)', [i]);
    expect(fs.flushes, `commit ${i}`).toBeGreaterThan(before);
  }
  await pglite.close();

  const reopened = await PGlite.create({
    fs: new DurableNodeFS(dir),
    startParams: durableStartParams,
  });
  expect((await reopened.query('select count(*)::int as n from t')).rows).toEqual([{ n: 5 }]);
  await reopened.close();
}, 60_000);

it('the server opens its data folder with fsync on', async () => {
  const db = createDatabase({ dataDir: tempDir() });
  try {
    const fsync = await db.raw('show fsync');
    const method = await db.raw('show wal_sync_method');
    expect(fsync.rows[0].fsync).toBe('on');
    expect(method.rows[0].wal_sync_method).toBe('fsync');
  } finally {
    await db.destroy();
  }
}, 60_000);
