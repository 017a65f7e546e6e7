import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { countRows, describeEachDatabase } from '../test/harness';
import { pruneExpired } from './maintenance';

describeEachDatabase('maintenance', (use) => {
  it('S3: prunes expired sessions and keys older than 90 days, keeps the rest', async () => {
    const { db } = use();
    const day = 24 * 60 * 60 * 1000;
    await db('session').insert([
      { sid: 'old', sess: '{}', expire: new Date(Date.now() - 1000) },
      { sid: 'live', sess: '{}', expire: new Date(Date.now() + day) },
    ]);
    const key = (ageDays: number) => ({
      key: randomUUID(),
      user_id: 'admin-001',
      request_hash: 'h',
      status_code: 201,
      response: '{}',
      created_at: new Date(Date.now() - ageDays * day),
    });
    await db('idempotency_keys').insert([key(91), key(89), key(1)]);
    expect(await pruneExpired(db)).toEqual({ sessions: 1, keys: 1, attachmentBlobs: 0 });
    expect(await countRows(db, 'session')).toBe(1);
    expect(await countRows(db, 'idempotency_keys')).toBe(2);
  });
});
