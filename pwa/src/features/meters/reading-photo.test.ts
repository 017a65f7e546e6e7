import { type Meter, uuidv7 } from '@chungcu/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ChungCuDb,
  type ImageBackend,
  isMutationEntry,
  prepareKeptFiles,
  stopLiveTables,
} from '../../data';
import { fakeImages, photoFile } from '../../data/attachments/test-support';
import { type LocalWriteListener, localWriteListeners } from '../../data/client-tx';
import { ChungCuDb as Database } from '../../data/db';
import { toMirrorRow } from '../../data/entities';
import { freshDb, seedApartment } from '../apartments/test-support';
import { saveReading } from './mutations';
import type { RoundStop } from './round';

let db: ChungCuDb | undefined;
afterEach(async () => {
  if (db) {
    stopLiveTables(db);
    await db.delete();
  }
  db = undefined;
});

/** A unit with a water meter not yet read this period: the round's stop for it. */
async function stopToRead(): Promise<RoundStop> {
  db = await freshDb();
  const apartment = await seedApartment(db, { unitNumber: 'A1-0302' });
  const meter: Meter = {
    id: uuidv7(),
    version: 5,
    deletedAt: null,
    createdAt: '2026-10-01T00:00:00.000Z',
    updatedAt: '2026-10-01T00:00:00.000Z',
    complexId: apartment.complexId,
    apartmentId: apartment.id,
    kind: 'water',
    serial: 'NC-0302',
  };
  await db.meters.put(toMirrorRow('meter', meter) as never);
  return { meter, apartment, history: [], previous: null, current: null };
}

/** Pixels that take as long as the test says: a slow phone resizing a 12 MP photo. */
function slowImages() {
  let started!: () => void;
  let fail!: (error: Error) => void;
  const decoding = new Promise<void>((resolve) => (started = resolve));
  const images: ImageBackend = {
    decode: () => {
      started();
      return new Promise((_, reject) => (fail = reject));
    },
    encodeJpeg: fakeImages.encodeJpeg.bind(fakeImages),
  };
  return { images, decoding, fail: () => fail(new Error('the tab is gone')) };
}

/** What a reload finds: another connection to the same database. */
async function reloaded(database: ChungCuDb) {
  const other = new Database(database.name);
  await other.open();
  const found = {
    readings: await other.meterReadings.count(),
    blobs: (await other.attachmentBlobs.toArray()).map((b) => b.kind).sort(),
    attachments: await other.attachments.count(),
  };
  other.close();
  return found;
}

describe('a reading with its photo', () => {
  it('is stored with the photo as picked; a tab closed while resizing gets its attachment at the next start', async () => {
    const stop = await stopToRead();
    const device = db as ChungCuDb;
    const slow = slowImages();
    const saving = saveReading(stop, '2026-10', 118.5, photoFile('dong-ho.jpg'), {
      db: device,
      images: slow.images,
    });
    await slow.decoding;
    expect(await reloaded(device)).toEqual({ readings: 1, blobs: ['original'], attachments: 0 });

    // The next start (the resizing tab is gone).
    expect(await prepareKeptFiles(device, { images: fakeImages })).toBe(1);
    slow.fail();
    await saving.catch(() => null);
    expect(await reloaded(device)).toEqual({
      readings: 1,
      blobs: ['display', 'thumbnail'],
      attachments: 1,
    });
    const readingId = (await device.meterReadings.toArray())[0]?.id;
    expect(await device.attachments.toArray()).toMatchObject([
      { ownerEntity: 'meterReading', ownerId: readingId, purpose: 'photo' },
    ]);
    const queued = (await device.outbox.orderBy('seq').toArray()).filter(isMutationEntry);
    expect(queued.map((e) => e.name)).toEqual(['createMeterReading', 'createAttachment']);
    expect(await device.uploads.count()).toBe(1);
    expect(await prepareKeptFiles(device, { images: fakeImages })).toBe(0);
  });

  it('is stored with its photo or not at all: a tab dying as the reading appears keeps neither', async () => {
    const stop = await stopToRead();
    const device = db as ChungCuDb;
    const dying: LocalWriteListener = (table, _id, _row, writing) => {
      if (table === 'meterReadings') writing?.abort();
    };
    localWriteListeners.add(dying);
    try {
      await saveReading(stop, '2026-10', 118.5, photoFile('dong-ho.jpg'), {
        db: device,
        images: fakeImages,
      }).catch(() => null);
    } finally {
      localWriteListeners.delete(dying);
    }
    expect(await reloaded(device)).toEqual({ readings: 0, blobs: [], attachments: 0 });
  });
});
