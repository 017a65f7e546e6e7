import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness';
import { objectStorageFromUrl } from './attachments/object-storage-settings';
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

describe('OBJECT_STORAGE_URL', () => {
  it('names the endpoint, bucket, prefix, region and credentials; path-style unless asked', () => {
    const settings = configFromEnv({
      OBJECT_STORAGE_URL:
        'https://AKIA%2Fkey:s%2Bcr%40t@s3.ap-southeast-1.amazonaws.com/chungcu-photos/toa-a?region=ap-southeast-1',
    }).objectStorage;
    expect(settings).toEqual({
      endpoint: 'https://s3.ap-southeast-1.amazonaws.com',
      publicEndpoint: 'https://s3.ap-southeast-1.amazonaws.com',
      bucket: 'chungcu-photos',
      prefix: 'toa-a/',
      region: 'ap-southeast-1',
      accessKeyId: 'AKIA/key',
      secretAccessKey: 's+cr@t',
      forcePathStyle: true,
    });
    const minio = objectStorageFromUrl(
      'http://minio:secret@minio:9000/photos?public=http://localhost:9000&style=virtual',
    );
    expect(minio).toMatchObject({ publicEndpoint: 'http://localhost:9000', forcePathStyle: false });
    expect(configFromEnv({}).objectStorage).toBeUndefined();
  });

  it.each([
    ['s3 bucket', 'ghi dạng https://'],
    ['ftp://k:s@host/bucket', 'https://'],
    ['https://k:s@host', 'thiếu tên bucket'],
    ['https://k:s@host/Ảnh', 'thiếu tên bucket'],
    ['https://host/bucket', 'thiếu khóa truy cập'],
    ['https://k:s@host/bucket?public=nowhere', 'tham số public='],
  ])('refuses %j, saying what to write', (value, why) => {
    expect(() => configFromEnv({ OBJECT_STORAGE_URL: value })).toThrow(
      new RegExp(`^OBJECT_STORAGE_URL không hợp lệ: .*${why}`),
    );
  });
});

it('DATABASE_REPLICA_URL needs DATABASE_URL: the embedded database has no replica', () => {
  expect(() => configFromEnv({ DATABASE_REPLICA_URL: 'postgres://r/db' })).toThrow(
    /DATABASE_REPLICA_URL cần DATABASE_URL/,
  );
  expect(
    configFromEnv({ DATABASE_URL: 'postgres://p/db', DATABASE_REPLICA_URL: 'postgres://r/db' })
      .databaseReplicaUrl,
  ).toBe('postgres://r/db');
});
