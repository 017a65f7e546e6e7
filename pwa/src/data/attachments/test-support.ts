import { type Apartment, uuidv7 } from '@chungcu/contracts';
import { ChungCuDb } from '../db';
import { toMirrorRow } from '../entities';
import type { DecodedImage, ImageBackend } from './image-resize';

/**
 * Pixels without a canvas (Node): a "photo" is 4000 × 3000 unless its bytes say 'WxH', and an
 * encoded copy is a JPEG whose bytes name its size and quality, so tests can read them back.
 */
export const fakeImages: ImageBackend & { decoded: number } = {
  decoded: 0,
  async decode(blob: Blob): Promise<DecodedImage> {
    const text = await blob.text();
    const match = /^(\d+)x(\d+)$/.exec(text);
    if (text === 'broken') throw new Error('cannot decode');
    fakeImages.decoded++;
    return { width: Number(match?.[1] ?? 4000), height: Number(match?.[2] ?? 3000), close() {} };
  },
  async encodeJpeg(_image, width, height, quality) {
    const padding = 'x'.repeat(Math.round((width * height) / 100));
    return new Blob([`jpeg:${width}x${height}:${quality}:${padding}`], { type: 'image/jpeg' });
  },
};

/** A camera photo as a browser hands it over (the bytes only matter to the fake backend). */
export const photoFile = (name = 'IMG_0001.HEIC.jpg', size = '4000x3000') =>
  new File([size], name, { type: 'image/jpeg' });

/** A fresh database with a signed-in admin, so mutations may queue changes. */
export async function freshDb(): Promise<ChungCuDb> {
  const db = new ChungCuDb(`attachments-${Math.random().toString(36).slice(2)}`);
  await db.meta.put({
    key: 'currentUser',
    value: { id: 'admin-001', email: 'admin@chungcu.demo', role: 'admin' },
  });
  return db;
}

/** An apartment as a pull would have laid it (the owner photos are attached to). */
export async function seedApartment(db: ChungCuDb): Promise<Apartment> {
  const now = new Date().toISOString();
  const apartment = {
    id: uuidv7(),
    version: 3,
    deletedAt: null,
    createdAt: now,
    updatedAt: now,
    unitNumber: 'A2-403',
    buildingBlock: 'A',
    floor: 4,
    bedrooms: 2,
    bathrooms: 1,
    squareFootage: 850,
    monthlyRent: '1850.00',
    status: 'available',
    description: null,
    imageUrl: null,
  } as Apartment;
  await db.apartments.put(toMirrorRow('apartment', apartment) as never);
  return apartment;
}
