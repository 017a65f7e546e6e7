import { randomUUID } from 'node:crypto';
import { uuidv7 } from '@chungcu/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAttachment } from '../src/data/attachments/add-attachment';
import { runUploads } from '../src/data/attachments/upload-queue';
import { ChungCuDb } from '../src/data/db';
import { createSyncEngine } from '../src/data/engine';
import { mutate } from '../src/data/mutate';
import { createSession } from '../src/data/session';
import { type Fetch, createHttp, createRawHttp } from '../src/lib/http';
import { fakeImages, photoFile } from '../src/data/attachments/test-support';
import { cookieFetch } from './support/fetch';
import { type TestServer, startTestServer } from './support/server';
import { pullChanges } from '../src/data/pull';
import { prefetchListThumbnails } from '../src/data/attachments/prefetch';
import { type TestObjectStore, startObjectStore } from '@chungcu/sync-server/object-store';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 90_000);
afterAll(() => server.close());

const HOUR = 60 * 60 * 1000;

/**
 * A device whose network can be cut, which logs every request it sends, and whose tab can be
 * killed: `reopen` makes a new database connection and engine over the same IndexedDB.
 */
async function createPhotoDevice(on: TestServer = server) {
  const name = `photos-${randomUUID()}`;
  const jar = cookieFetch();
  const log: string[] = [];
  let online = true;
  /** Runs before a request is answered; may throw (the tab dies, the network drops). */
  let interceptor: ((method: string, url: string) => Promise<void> | void) | null = null;
  const fetch: Fetch = async (input, init = {}) => {
    const method = init.method ?? 'GET';
    if (!online) throw new TypeError('fetch failed (offline)');
    const response = await jar(input, init);
    log.push(`${method} ${input.replace(on.baseUrl, '').replace(/\?.*$/, '')} ${response.status}`);
    await interceptor?.(method, input);
    return response;
  };
  let clock = Date.now();
  const open = () => {
    const db = new ChungCuDb(name);
    const http = createHttp({ fetch, baseUrl: on.baseUrl });
    const raw = createRawHttp({ fetch, baseUrl: on.baseUrl });
    const engine = createSyncEngine({ db, http, raw, now: () => clock });
    return { db, http, raw, engine };
  };
  let current = open();
  await createSession(current.db, current.http).login({
    email: 'admin@chungcu.demo',
    password: 'demo-admin',
  });
  await pullChanges(current.db, current.http); // the device's complex, as after any sign-in
  log.length = 0;
  return {
    log,
    get db() {
      return current.db;
    },
    get engine() {
      return current.engine;
    },
    get raw() {
      return current.raw;
    },
    setOnline(value: boolean) {
      online = value;
    },
    intercept(fn: typeof interceptor) {
      interceptor = fn;
    },
    advance(ms: number) {
      clock += ms;
    },
    /** The tab is gone; a new one opens the same database with a new engine. */
    reopen() {
      current.db.close();
      current = open();
    },
    async newApartment(): Promise<string> {
      const id = uuidv7();
      const unit = `P${Math.floor(Math.random() * 1e6)}`;
      await mutate(
        'createApartment',
        {
          id,
          unitNumber: unit,
          buildingBlock: 'P',
          floor: 1,
          bedrooms: 1,
          bathrooms: 1,
          squareFootage: 850,
          monthlyRent: '1850',
        },
        { db: current.db, label: `Thêm căn hộ ${unit}` },
      );
      return id;
    },
  };
}

/** The parts the server holds for an attachment (one row per kind: content, thumbnail). */
const stored = (id: string) => server.db('attachment_blobs').where({ attachment_id: id });

describe('attachment uploads behind their mutation', () => {
  it('an upload waits for its createAttachment, then sends content and thumbnail once', async () => {
    const device = await createPhotoDevice();
    device.setOnline(false);
    const apartmentId = await device.newApartment();
    const photo = await addAttachment(
      photoFile(),
      { ownerEntity: 'apartment', ownerId: apartmentId, purpose: 'photo', position: 0 },
      { db: device.db, images: fakeImages },
    );
    // Offline: nothing can go, and the upload does not run ahead of its metadata.
    expect((await device.engine.syncOnce()).push.kind).toBe('retry');
    expect(
      await runUploads({ db: device.db, raw: device.raw, now: Date.now, random: Math.random }),
    ).toEqual({ kind: 'done' });
    expect(device.log).toEqual([]);
    expect(await device.db.uploads.get(photo.id)).toMatchObject({
      state: 'queued',
      contentDone: false,
    });

    device.setOnline(true);
    device.advance(HOUR);
    expect((await device.engine.syncOnce()).push.kind).toBe('done');
    const puts = device.log.filter((line) => line.startsWith('PUT'));
    expect(puts).toEqual([
      `PUT /api/attachments/${photo.id}/content 204`,
      `PUT /api/attachments/${photo.id}/thumbnail 204`,
    ]);
    expect(device.log.indexOf('POST /api/sync/push 200')).toBeLessThan(
      device.log.indexOf(puts[0] as string),
    );
    expect(await device.db.uploads.count()).toBe(0);
    // The copies stay on the device (cached), and the server holds each part once.
    expect(await device.db.attachmentBlobs.where('attachmentId').equals(photo.id).count()).toBe(2);
    expect(await stored(photo.id)).toHaveLength(2);
    const [row] = await server.db('attachments').where({ id: photo.id });
    expect(row.uploaded_at).not.toBeNull();
    // A later pull brings the upload's record; nothing is sent again.
    await device.engine.syncOnce();
    expect(device.log.filter((line) => line.startsWith('PUT'))).toHaveLength(2);
    expect((await device.db.attachments.get(photo.id))?.uploadedAt).not.toBeNull();
  });

  it('a tab killed mid-upload: a new engine picks the upload up and the server keeps one copy', async () => {
    const device = await createPhotoDevice();
    const apartmentId = await device.newApartment();
    const photo = await addAttachment(
      photoFile(),
      { ownerEntity: 'apartment', ownerId: apartmentId, purpose: 'photo' },
      { db: device.db, images: fakeImages },
    );
    // The server stores the content, and the tab dies before it can record so.
    device.intercept((method, url) => {
      if (method === 'PUT' && url.endsWith('/content')) {
        device.db.close();
        throw new TypeError('tab killed');
      }
    });
    await device.engine.syncOnce().catch(() => undefined);
    expect(await stored(photo.id)).toHaveLength(1);

    device.intercept(null);
    device.reopen();
    expect(await device.db.uploads.get(photo.id)).toMatchObject({ contentDone: false });
    expect((await device.engine.syncOnce()).push.kind).toBe('done');
    expect(await device.db.uploads.count()).toBe(0);
    // The content is not sent again: asked where to send it, the server says it has it.
    expect(device.log.filter((line) => /^(PUT|POST \/api\/attachments)/.test(line))).toEqual([
      `POST /api/attachments/${photo.id}/content/uploads 200`,
      `PUT /api/attachments/${photo.id}/content 204`,
      `POST /api/attachments/${photo.id}/content/uploads 200`,
      `POST /api/attachments/${photo.id}/thumbnail/uploads 200`,
      `PUT /api/attachments/${photo.id}/thumbnail 204`,
    ]);
    expect(await stored(photo.id)).toHaveLength(2);
  });

  it('a cut upload backs off and is retried; a refused one is kept as failed with the message', async () => {
    const device = await createPhotoDevice();
    const apartmentId = await device.newApartment();
    const cut = await addAttachment(
      photoFile('a.jpg'),
      { ownerEntity: 'apartment', ownerId: apartmentId, purpose: 'photo' },
      { db: device.db, images: fakeImages },
    );
    let failNext = true;
    device.intercept((method, url) => {
      if (method === 'PUT' && url.endsWith('/thumbnail') && failNext) {
        failNext = false;
        throw new TypeError('connection reset');
      }
    });
    const first = await device.engine.syncOnce();
    expect(first.push.kind).toBe('retry');
    expect(await device.db.uploads.get(cut.id)).toMatchObject({
      contentDone: true,
      thumbnailDone: false,
      attempts: 1,
    });
    device.advance(HOUR);
    expect((await device.engine.syncOnce()).push.kind).toBe('done');
    expect(await device.db.uploads.count()).toBe(0);

    // Bytes that do not match what was declared: the server says no, and it is not retried.
    const bad = await addAttachment(
      photoFile('b.jpg'),
      { ownerEntity: 'apartment', ownerId: apartmentId, purpose: 'photo' },
      { db: device.db, images: fakeImages },
    );
    await device.db.attachmentBlobs.update([bad.id, 'display'], {
      blob: new Blob([new Uint8Array([0xff, 0xd8, 0xff, 1, 2])]),
    });
    expect((await device.engine.syncOnce()).push.kind).toBe('done');
    expect(await device.db.uploads.get(bad.id)).toMatchObject({
      state: 'failed',
      lastError: 'Nội dung tệp không khớp với loại, kích thước hoặc mã kiểm tra đã khai báo',
    });
  });

  it('a thumbnail refused because its inspection was completed first is done: content stays', async () => {
    const device = await createPhotoDevice();
    const apartmentId = await device.newApartment();
    const templateId = uuidv7();
    const inspectionId = uuidv7();
    const run = (name: 'createInspectionTemplate' | 'startInspection', args: never) =>
      mutate(name, args, { db: device.db, label: name });
    await run('createInspectionTemplate', {
      id: templateId,
      name: 'Kiểm tra',
      items: [{ id: 'smoke', section: 'PCCC', label: 'Đầu báo khói' }],
    } as never);
    await run('startInspection', {
      id: inspectionId,
      apartmentId,
      templateId,
      startedAt: new Date().toISOString(),
    } as never);
    const photo = await addAttachment(
      photoFile(),
      { ownerEntity: 'inspection', ownerId: inspectionId, purpose: 'photo', itemId: 'smoke' },
      { db: device.db, images: fakeImages },
    );
    // The content lands; then the network drops before the thumbnail is sent.
    device.intercept((method, url) => {
      if (method === 'PUT' && url.endsWith('/content')) device.setOnline(false);
    });
    expect((await device.engine.syncOnce()).push.kind).toBe('retry');
    // Meanwhile the inspection is completed (as another device's push would): final.
    await server.db('inspections').where({ id: inspectionId }).update({ completed_at: new Date() });
    device.intercept(null);
    device.setOnline(true);
    device.advance(HOUR);
    expect((await device.engine.syncOnce()).push.kind).toBe('done');
    expect(device.log).toContain(`POST /api/attachments/${photo.id}/thumbnail/uploads 409`);
    expect(await device.db.uploads.count()).toBe(0);
    expect(await stored(photo.id)).toHaveLength(1);
  });
});

describe('attachment uploads to an object store (OBJECT_STORAGE_URL)', () => {
  let bucket: TestObjectStore;
  let direct: TestServer;
  beforeAll(async () => {
    bucket = await startObjectStore();
    direct = await startTestServer({ objectStorage: bucket.settings });
  }, 90_000);
  afterAll(async () => {
    await direct.close();
    await bucket.close();
  });

  it('a photo goes from the device to the bucket itself, and another device fetches its thumbnail from there', async () => {
    const device = await createPhotoDevice(direct);
    const apartmentId = await device.newApartment();
    const photo = await addAttachment(
      photoFile(),
      { ownerEntity: 'apartment', ownerId: apartmentId, purpose: 'photo', position: 0 },
      { db: device.db, images: fakeImages },
    );
    expect((await device.engine.syncOnce()).push.kind).toBe('done');
    expect(await device.db.uploads.count()).toBe(0);
    // Both parts PUT to the store's presigned URLs, none to the server; each confirmed there.
    const store = `${bucket.settings.endpoint}/${bucket.settings.bucket}`;
    const puts = device.log.filter((line) => line.startsWith('PUT'));
    expect(puts).toHaveLength(2);
    expect(puts[0]).toMatch(
      new RegExp(`^PUT ${store}/incoming/${photo.id}/content/[0-9a-f-]{36} 200$`),
    );
    expect(puts[1]).toMatch(
      new RegExp(`^PUT ${store}/incoming/${photo.id}/thumbnail/[0-9a-f-]{36} 200$`),
    );
    for (const kind of ['content', 'thumbnail'])
      expect(device.log).toContainEqual(
        expect.stringMatching(
          new RegExp(`^POST /api/attachments/${photo.id}/${kind}/uploads/[0-9a-f-]{36} 204$`),
        ),
      );
    const kept = await direct.db('attachment_blobs').where({ attachment_id: photo.id });
    expect(kept.map((part) => Boolean(part.object_key))).toEqual([true, true]);
    expect(Number((await direct.db('attachment_chunks').count({ n: '*' }))[0]?.n)).toBe(0);
    expect(
      (await direct.db('attachments').where({ id: photo.id }).first()).uploaded_at,
    ).not.toBeNull();

    // A second device pulls the unit and prefetches its card's thumbnail: redirected to the store.
    const other = await createPhotoDevice(direct);
    expect(await prefetchListThumbnails(other.db, other.raw)).toBeGreaterThanOrEqual(1);
    const copy = await other.db.attachmentBlobs.get([photo.id, 'thumbnail']);
    const sent = await device.db.attachmentBlobs.get([photo.id, 'thumbnail']);
    expect(copy?.size).toBe(sent?.size);
    // The server answered a redirect; the bytes came from the store (fetch followed it).
    expect(other.log).toContain(`GET /api/attachments/${photo.id}/thumbnail 200`);
  });
});
