import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';
import {
  type ObjectStorageSettings,
  objectStorageFromUrl,
} from '../src/attachments/object-storage-settings';

/** The CORS rule the compose file gives its bucket (and README asks of any store). */
const CORS = readFileSync(
  fileURLToPath(new URL('../../deploy/bucket-cors.xml', import.meta.url)),
  'utf8',
);

export interface TestObjectStore {
  url: string;
  settings: ObjectStorageSettings;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server on this machine for the test that starts it: s3rver (npm), on a
 * free port of 127.0.0.1, its bucket in a folder of its own. It speaks S3's REST API, SigV4 and
 * presigned URLs as AWS, R2 or MinIO do; unlike them it keeps no SHA-256 of its own, so the
 * server's check reads the bytes back (object-blob-store.ts says when).
 */
export async function startObjectStore(bucket = 'chungcu-test'): Promise<TestObjectStore> {
  const directory = mkdtempSync(join(tmpdir(), 'chungcu-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [CORS] }],
  });
  const { port } = (await server.run()) as { port: number };
  const url = `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}`;
  return {
    url,
    settings: objectStorageFromUrl(url),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
