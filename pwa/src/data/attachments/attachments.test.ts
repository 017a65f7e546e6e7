import { messages } from '@chungcu/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type LocalWriteListener, localWriteListeners } from '../client-tx';
import { ChungCuDb } from '../db';
import { addAttachment, addAttachments } from './add-attachment';
import { blobRow, cacheBlob, dropUnseenBlobs, evictOverBudget } from './blob-store';
import { UnsupportedFileError, prepareFile } from './image-resize';
import { StorageFullError, guardQuota, isQuotaError } from './storage-errors';
import { fakeImages, freshDb, jpegSizeOf, photoFile, seedApartment } from './test-support';

const dbs: ChungCuDb[] = [];
async function open() {
  const db = await freshDb();
  dbs.push(db);
  return db;
}
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.delete()));
});

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('resizing on the device', () => {
  it('a 12 MP photo becomes a 1600 px display copy and a 320 px thumbnail, both new JPEGs', async () => {
    const prepared = await prepareFile(photoFile('IMG_0042.HEIC', '3000x4000'), fakeImages);
    expect(prepared).toMatchObject({
      fileName: 'IMG_0042.jpg',
      mimeType: 'image/jpeg',
      width: 1200,
      height: 1600,
    });
    expect(await jpegSizeOf(prepared.display)).toBe('1200x1600');
    expect(await jpegSizeOf(prepared.thumbnail as Blob)).toBe('240x320');
  });

  it('a small photo is re-encoded (its EXIF and location go) but never enlarged', async () => {
    const prepared = await prepareFile(photoFile('nho.png', '200x100'), fakeImages);
    expect(await jpegSizeOf(prepared.display)).toBe('200x100');
    expect(prepared.mimeType).toBe('image/jpeg');
  });

  it('a PDF is kept as it is, with no thumbnail; other files are refused', async () => {
    const pdf = new File(['%PDF-1.7 …'], 'hop-dong.pdf', { type: 'application/pdf' });
    const prepared = await prepareFile(pdf, fakeImages);
    expect(prepared).toMatchObject({ mimeType: 'application/pdf', thumbnail: null, width: null });
    expect(prepared.display).toBe(pdf);
    const text = new File(['<svg/>'], 'x.svg', { type: 'text/html' });
    await expect(prepareFile(text, fakeImages)).rejects.toThrow(messages.attachment.typeNotAllowed);
    await expect(prepareFile(photoFile('x.jpg', 'broken'), fakeImages)).rejects.toBeInstanceOf(
      UnsupportedFileError,
    );
  });
});

describe('taking a photo in', () => {
  it('stores both copies, the metadata and the upload in one go, shown at once offline', async () => {
    const db = await open();
    const apartment = await seedApartment(db);
    const row = await addAttachment(
      photoFile(),
      { ownerEntity: 'apartment', ownerId: apartment.id, purpose: 'photo', position: 0 },
      { db, images: fakeImages },
    );
    expect(row).toMatchObject({
      ownerId: apartment.id,
      version: 0,
      uploadedAt: null,
      mimeType: 'image/jpeg',
    });
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await db.attachments.get(row.id)).toBeTruthy();
    expect(
      (await db.attachmentBlobs.where('attachmentId').equals(row.id).toArray())
        .map((b) => b.kind)
        .sort(),
    ).toEqual(['display', 'thumbnail']);
    expect(await db.uploads.get(row.id)).toMatchObject({
      state: 'queued',
      contentDone: false,
      hasThumbnail: true,
    });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      name: 'createAttachment',
      label: 'Thêm tệp đính kèm IMG_0001.HEIC.jpg',
    });
  });

  it('is shown only once its bytes are committed: a tab dying as it appears keeps them and the original', async () => {
    const db = await open();
    const apartment = await seedApartment(db);
    // The tab dies the moment the photo first reaches the screen: whatever transaction is still
    // open then never commits. What another connection then finds is what a reload would find.
    const other = new ChungCuDb(db.name);
    await other.open();
    let found: Promise<number> | null = null;
    const onWrite: LocalWriteListener = (table, _id, _row, writing) => {
      if (table !== 'attachments' || found) return;
      writing?.abort();
      found = other.attachmentBlobs.count();
    };
    localWriteListeners.add(onWrite);
    try {
      await addAttachment(
        photoFile(),
        { ownerEntity: 'apartment', ownerId: apartment.id, purpose: 'photo', position: 0 },
        { db, images: fakeImages },
      ).catch(() => null);
    } finally {
      localWriteListeners.delete(onWrite);
    }
    // Both copies, and the original as picked: the next start prepares it again.
    expect(found).not.toBeNull();
    expect(await found).toBe(3);
    other.close();
  });

  it('a rule that says no stores nothing: no bytes, no upload, no change', async () => {
    const db = await open();
    await expect(
      addAttachment(
        photoFile(),
        {
          ownerEntity: 'apartment',
          ownerId: '0190a0b0-0000-7000-8000-000000000000',
          purpose: 'photo',
        },
        { db, images: fakeImages },
      ),
    ).rejects.toThrow(messages.attachment.ownerNotFound);
    expect(await db.attachmentBlobs.count()).toBe(0);
    expect(await db.uploads.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('taking several files in at once', () => {
  const target = (ownerId: string, position: number) =>
    ({ ownerEntity: 'apartment', ownerId, purpose: 'photo', position }) as const;

  it('keeps every original before resizing any; one unreadable photo does not stop the others', async () => {
    const db = await open();
    const apartment = await seedApartment(db);
    const picked = [
      photoFile('a.jpg'),
      photoFile('hong.jpg', 'broken'),
      photoFile('c.jpg', '800x600'),
    ].map((file, i) => ({ file, target: target(apartment.id, i) }));
    await expect(addAttachments(picked, { db, images: fakeImages })).rejects.toBeInstanceOf(
      UnsupportedFileError,
    );
    const rows = await db.attachments.toArray();
    expect(rows.map((r) => [r.fileName, r.position]).sort()).toEqual([
      ['a.jpg', 0],
      ['c.jpg', 2],
    ]);
    expect((await db.attachmentBlobs.toArray()).map((b) => b.kind).sort()).toEqual([
      'display',
      'display',
      'thumbnail',
      'thumbnail',
    ]);
    expect(await db.meta.where('key').startsWith('kept-original:').count()).toBe(0);
  });

  it('refuses the whole pick before keeping anything when one file is of a refused type', async () => {
    const db = await open();
    const apartment = await seedApartment(db);
    const picked = [
      { file: photoFile('a.jpg'), target: target(apartment.id, 0) },
      {
        file: new File(['<svg/>'], 'x.svg', { type: 'text/html' }),
        target: target(apartment.id, 1),
      },
    ];
    await expect(addAttachments(picked, { db, images: fakeImages })).rejects.toThrow(
      messages.attachment.typeNotAllowed,
    );
    expect(await db.attachmentBlobs.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});

/** An upload this device has not finished: its copy is the only one there is. */
const queuedUpload = (id: string, totalBytes: number) => ({
  id,
  userId: 'admin-001',
  fileName: 'a.jpg',
  mimeType: 'image/jpeg',
  totalBytes,
  hasThumbnail: false,
  contentDone: false,
  thumbnailDone: false,
  createdAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
  state: 'queued' as const,
  lastError: null,
});

describe('the cache budget', () => {
  it('drops the least recently used copies first and never a photo not yet uploaded', async () => {
    const db = await open();
    const bytes = (n: number) => new Blob([new Uint8Array(n)]);
    await db.attachmentBlobs.bulkPut([
      blobRow('unsent', 'display', bytes(400), 1),
      blobRow('old', 'display', bytes(300), 2),
      blobRow('old', 'thumbnail', bytes(50), 3),
      blobRow('recent', 'display', bytes(300), 10),
    ]);
    await db.uploads.put(queuedUpload('unsent', 400));
    expect(await evictOverBudget(db, 700)).toBe(350);
    const left = (await db.attachmentBlobs.toArray())
      .map((b) => `${b.attachmentId}/${b.kind}`)
      .sort();
    expect(left).toEqual(['recent/display', 'unsent/display']);
    // Even a budget of nothing keeps the only copy there is of an unsent photo.
    await evictOverBudget(db, 0);
    expect((await db.attachmentBlobs.toArray()).map((b) => b.attachmentId)).toEqual(['unsent']);
  });
});

describe('after a resync (S19)', () => {
  it('the copies of attachments that left the mirror leave the device; unsent ones and kept originals stay', async () => {
    const db = await open();
    const bytes = new Blob([new Uint8Array(10)]);
    await db.attachments.put({ id: 'still-seen', ownerId: 'unit-1' } as never);
    await db.attachmentBlobs.bulkPut([
      blobRow('still-seen', 'display', bytes, 1),
      blobRow('other-complex', 'display', bytes, 1),
      blobRow('other-complex', 'thumbnail', bytes, 1),
      blobRow('unsent', 'display', bytes, 1),
      blobRow('picked', 'original', bytes, 1),
    ]);
    await db.uploads.put(queuedUpload('unsent', 10));
    expect(await dropUnseenBlobs(db)).toBe(2);
    const left = (await db.attachmentBlobs.toArray()).map((b) => `${b.attachmentId}/${b.kind}`);
    expect(left.sort()).toEqual(['picked/original', 'still-seen/display', 'unsent/display']);
  });
});

describe('a full device', () => {
  it('QuotaExceededError is recognised as it comes, inside an AbortError (Dexie inner) or as a cause', () => {
    expect(isQuotaError(quota())).toBe(true);
    const aborted = Object.assign(new Error('Transaction aborted'), {
      name: 'AbortError',
      inner: quota(),
    });
    expect(isQuotaError(aborted)).toBe(true);
    expect(isQuotaError(new Error('outer', { cause: aborted }))).toBe(true);
    expect(isQuotaError(Object.assign(new Error('aborted'), { name: 'AbortError' }))).toBe(false);
  });

  it('becomes the storage-full message, for a downloaded copy and for a photo taken in', async () => {
    await expect(guardQuota(() => Promise.reject(quota()))).rejects.toThrow(
      messages.attachment.storageFull,
    );
    const db = await open();
    const apartment = await seedApartment(db);
    const aborted = () =>
      Object.assign(new Error('aborted'), { name: 'AbortError', inner: quota() });
    db.attachmentBlobs.put = () => Promise.reject(aborted()) as never;
    db.attachmentBlobs.bulkPut = () => Promise.reject(aborted()) as never;
    await expect(cacheBlob(db, 'x', 'display', new Blob(['x']))).rejects.toBeInstanceOf(
      StorageFullError,
    );
    await expect(
      addAttachment(
        photoFile(),
        { ownerEntity: 'apartment', ownerId: apartment.id, purpose: 'photo' },
        { db, images: fakeImages },
      ),
    ).rejects.toThrow(messages.attachment.storageFull);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.attachments.count()).toBe(0);
    expect(await db.uploads.count()).toBe(0);
  });
});
