import type { Attachment } from '@chungcu/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import type { RawHttp } from '../../lib/http';
import type { ChungCuDb } from '../db';
import { blobRow } from './blob-store';
import { listPhotos, prefetchListThumbnails } from './prefetch';
import { freshDb } from './test-support';

const dbs: ChungCuDb[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.delete()));
});

let seq = 0;
function photo(ownerId: string, position: number, fields: Partial<Attachment> = {}): Attachment {
  seq++;
  return {
    id: `att-${seq}`,
    version: seq,
    deletedAt: null,
    createdAt: `2026-01-01T00:00:${String(seq).padStart(2, '0')}Z`,
    updatedAt: '2026-01-01T00:00:00Z',
    ownerEntity: 'apartment',
    ownerId,
    purpose: 'photo',
    fileName: 'a.jpg',
    mimeType: 'image/jpeg',
    byteSize: 10,
    sha256: 'x',
    width: 10,
    height: 10,
    position,
    itemId: null,
    uploadedAt: '2026-01-01T00:01:00Z',
    createdBy: 'admin-001',
    ...fields,
  } as Attachment;
}

/** Answers every thumbnail with a few bytes, or fails from the `failAt`-th call on. */
function fakeRaw(failAt = Infinity) {
  const asked: string[] = [];
  const raw = {
    async get(path: string) {
      asked.push(path);
      if (asked.length >= failAt) throw new TypeError('Failed to fetch');
      return new Blob([path], { type: 'image/jpeg' });
    },
  } as unknown as RawHttp;
  return { raw, asked };
}

describe('thumbnails a list shows, fetched after a pull', () => {
  it("picks each unit's first uploaded photo only", () => {
    const first = photo('unit-1', 0);
    const rows = [
      photo('unit-1', 1),
      first,
      photo('unit-2', 0, { uploadedAt: null }),
      photo('unit-3', 0, { deletedAt: '2026-01-02T00:00:00Z' }),
      photo('unit-3', 1),
      photo('resident-1', 0, { ownerEntity: 'resident', purpose: 'idCardFront' }),
    ];
    expect(listPhotos(rows).map((row) => row.ownerId)).toEqual(['unit-1', 'unit-3']);
    expect(listPhotos(rows)[0]?.id).toBe(first.id);
  });

  it('stores the missing ones on the device, skips those held, and stops at a failure', async () => {
    const db = await freshDb();
    dbs.push(db);
    const held = photo('unit-1', 0);
    const rows = [held, photo('unit-2', 0), photo('unit-3', 0)];
    await db.attachments.bulkPut(rows as never);
    await db.attachmentBlobs.put(blobRow(held.id, 'display', new Blob(['d']), 1));

    const { raw, asked } = fakeRaw();
    expect(await prefetchListThumbnails(db, raw)).toBe(2);
    expect(asked).toHaveLength(2);
    expect(asked.some((path) => path.includes(held.id))).toBe(false);
    expect(await db.attachmentBlobs.count()).toBe(3);
    // Nothing is missing any more: the next run asks for nothing.
    const again = fakeRaw();
    expect(await prefetchListThumbnails(db, again.raw)).toBe(0);
    expect(again.asked).toHaveLength(0);

    // Offline: the download fails, nothing is stored, and the run ends.
    await db.attachments.put(photo('unit-4', 0) as never);
    const offline = fakeRaw(1);
    await expect(prefetchListThumbnails(db, offline.raw)).rejects.toThrow('Failed to fetch');
    expect(await db.attachmentBlobs.count()).toBe(3);
  });
});
