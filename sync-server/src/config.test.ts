import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness';
import { configFromEnv, sharedBuffersFromEnv } from './config';

describe('PGLITE_SHARED_BUFFERS', () => {
  it('is passed on as PostgreSQL writes a size, and unset leaves PostgreSQL its default', () => {
    expect(sharedBuffersFromEnv({ PGLITE_SHARED_BUFFERS: '16MB' })).toBe('16MB');
    expect(sharedBuffersFromEnv({ PGLITE_SHARED_BUFFERS: ' 512kB ' })).toBe('512kB');
    expect(sharedBuffersFromEnv({ PGLITE_SHARED_BUFFERS: '1GB' })).toBe('1GB');
    expect(sharedBuffersFromEnv({})).toBeUndefined();
    expect(sharedBuffersFromEnv({ PGLITE_SHARED_BUFFERS: '' })).toBeUndefined();
    expect(configFromEnv({ PGLITE_SHARED_BUFFERS: '32MB' }).pgliteSharedBuffers).toBe('32MB');
  });

  it.each(['16', '16mb', '16 MB', '-1MB', '64kB', '2GB', 'nhiều'])(
    'refuses %j with a message naming the variable and the form',
    (value) => {
      expect(() => configFromEnv({ PGLITE_SHARED_BUFFERS: value })).toThrow(
        `PGLITE_SHARED_BUFFERS="${value.trim()}" không hợp lệ: ghi dung lượng từ 128kB đến 1GB, vd. 16MB hoặc 128MB.`,
      );
    },
  );
});

it("reaches PGlite: the run's test databases open with the run's buffer pool", async () => {
  const { db, close } = await openTestDatabase('pglite');
  try {
    const { rows } = await db.raw("select current_setting('shared_buffers') as size");
    expect(rows[0].size).toBe(process.env.PGLITE_SHARED_BUFFERS ?? '128MB');
  } finally {
    await close();
  }
});
