/**
 * Files at company size (`npm run bench:object-storage -w sync-server`): BENCH_PHOTOS (10,000)
 * photos uploaded by staff devices (8 at a time), then a new device's first sync of all their
 * thumbnails, against one server on PostgreSQL: first with the files in the database (the
 * embedded default: the server's own PUT and GET), then with OBJECT_STORAGE_URL (an s3rver
 * bucket on this machine: presigned PUTs and redirects). Prints the time of each phase and the
 * bytes that went through the server's process: its HTTP sockets, and what it read from or
 * wrote to the store itself (s3rver keeps no SHA-256 of its own, so the server reads each upload
 * back once to hash it; AWS, R2 and MinIO spare that). Figures, not assertions.
 */
import { randomUUID } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { attachmentPaths, uploadPlanSchema } from '@chungcu/contracts';
import { createApp } from '../src/app';
import { objectTraffic } from '../src/attachments/object-blob-store';
import type { ObjectStorageSettings } from '../src/attachments/object-storage-settings';
import { defaultConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { insertDemoAccounts } from '../src/demo/accounts';
import { jpeg, sha256 } from '../test/image-bytes';
import { startObjectStore } from '../test/object-store';
import { createScratchDatabase } from '../test/replicas';

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 10_000);
const PHOTO_BYTES = Number(process.env.BENCH_PHOTO_BYTES ?? 60 * 1024);
const THUMB_BYTES = 8 * 1024;
const LANES = 8;
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A device: its cookie, and calls to the server or (absolute URLs) the store. */
function device(baseUrl: string) {
  let cookie = '';
  const call = async (method: string, path: string, body?: unknown, raw?: Buffer, headers = {}) => {
    const absolute = /^https?:/.test(path);
    const res = await fetch(absolute ? path : baseUrl + path, {
      method,
      headers: {
        ...(absolute ? {} : { cookie }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const set = res.headers.getSetCookie();
    if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
    const bytes = Buffer.from(await res.arrayBuffer());
    if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${bytes}`);
    return { status: res.status, bytes };
  };
  return {
    call,
    json: async (method: string, path: string, body?: unknown) =>
      JSON.parse((await call(method, path, body)).bytes.toString() || 'null') as unknown,
  };
}

/** Sends one part as the PWA's upload queue does: ask where, send, confirm. */
async function sendPart(
  staff: ReturnType<typeof device>,
  id: string,
  kind: 'content' | 'thumbnail',
  bytes: Buffer,
) {
  const declaration =
    kind === 'thumbnail'
      ? { thumbnail: { byteSize: bytes.length, sha256: sha256(bytes), mimeType: 'image/jpeg' } }
      : {};
  const plan = uploadPlanSchema.parse(
    await staff.json('POST', attachmentPaths.uploads(id, kind), declaration),
  );
  if (plan.stored) return;
  await staff.call('PUT', plan.url, undefined, bytes, plan.headers);
  if (plan.uploadId)
    await staff.call('POST', attachmentPaths.upload(id, kind, plan.uploadId), declaration);
}

async function run(label: string, objectStorage: ObjectStorageSettings | undefined) {
  const database = await createScratchDatabase(adminUrl);
  const db = createDatabase({ url: database.url });
  let server: Server | undefined;
  try {
    await migrateToLatest(db);
    await db.transaction((trx) => insertDemoAccounts(trx));
    const app = await createApp({
      db,
      config: { ...defaultConfig, demo: true, objectStorage },
      log: () => {},
    });
    // Every connection's bytes, open or closed (a socket keeps its counts after it closes).
    const connections = new Set<Socket>();
    const http = () => {
      let read = 0;
      let written = 0;
      for (const socket of connections) {
        read += socket.bytesRead;
        written += socket.bytesWritten;
      }
      return { read, written };
    };
    server = createServer(app);
    server.on('connection', (socket) => connections.add(socket));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const login = { email: 'admin@chungcu.demo', password: 'demo-admin' };
    const staff = Array.from({ length: LANES }, () => device(baseUrl));
    for (const d of staff) await d.call('POST', '/api/auth/login', login);
    const units: string[] = [];
    for (let u = 0; u < Math.ceil(PHOTOS / 100); u++) {
      const unit = (await staff[0]?.json('POST', '/api/apartments', {
        unitNumber: `OS-${u}`,
        buildingBlock: 'OS',
        floor: 1 + (u % 30),
        bedrooms: 2,
        bathrooms: 1,
        squareFootage: 70,
        monthlyRent: '1850',
        status: 'available',
        description: 'Căn hộ thử ảnh',
      })) as { id: string };
      units.push(unit.id);
    }
    const traffic = { ...objectTraffic };
    const httpBefore = http();
    const ids: string[] = [];
    const started = performance.now();
    let next = 0;
    await Promise.all(
      staff.map(async (d) => {
        while (next < PHOTOS) {
          const n = next++;
          const bytes = jpeg(4, 3, PHOTO_BYTES);
          const id = randomUUID();
          await d.json('POST', '/api/attachments', {
            id,
            ownerEntity: 'apartment',
            ownerId: units[Math.floor(n / 100)],
            purpose: 'photo',
            fileName: `anh-${n}.jpg`,
            mimeType: 'image/jpeg',
            byteSize: bytes.length,
            sha256: sha256(bytes),
          });
          await sendPart(d, id, 'content', bytes);
          await sendPart(d, id, 'thumbnail', jpeg(320, 240, THUMB_BYTES));
          ids.push(id);
        }
      }),
    );
    const uploaded = performance.now() - started;
    // A new device's first sync of every thumbnail (as the lists' prefetch does, 8 at a time).
    const reader = device(baseUrl);
    await reader.call('POST', '/api/auth/login', login);
    let fetched = 0;
    let fetchedBytes = 0;
    const syncStarted = performance.now();
    await Promise.all(
      Array.from({ length: LANES }, async () => {
        while (fetched < ids.length) {
          const id = ids[fetched++] as string;
          const { bytes } = await reader.call('GET', attachmentPaths.thumbnail(id));
          fetchedBytes += bytes.length;
        }
      }),
    );
    const synced = performance.now() - syncStarted;
    const sockets = http();
    sockets.read -= httpBefore.read;
    sockets.written -= httpBefore.written;
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = undefined;
    const moved = PHOTOS * (PHOTO_BYTES + THUMB_BYTES);
    console.log(
      [
        `${label}: ${PHOTOS} photos of ${(PHOTO_BYTES / 1024).toFixed(0)} KB with thumbnails of ${THUMB_BYTES / 1024} KB (${mb(moved)}) uploaded in ${seconds(uploaded)}; ` +
          `their thumbnails (${mb(fetchedBytes)}) first-synced by a new device in ${seconds(synced)}`,
        `  through the server's process: HTTP in ${mb(sockets.read)}, out ${mb(sockets.written)}; ` +
          `to the store ${mb(objectTraffic.written - traffic.written)}, from it ${mb(objectTraffic.read - traffic.read)} served, ` +
          `${mb(objectTraffic.hashed - traffic.hashed)} read back to hash, ${mb(objectTraffic.sniffed - traffic.sniffed)} to sniff`,
      ].join('\n'),
    );
  } finally {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await db.destroy();
    await database.drop();
  }
}

async function main() {
  await run('files in the database (before)', undefined);
  const store = await startObjectStore();
  try {
    await run('files in an object store (after)', store.settings);
  } finally {
    await store.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
