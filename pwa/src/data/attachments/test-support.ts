import { type Apartment, uuidv7 } from '@chungcu/contracts';
import type { ChungCuDb } from '../db';
import { toMirrorRow } from '../entities';
import { TEST_COMPLEX_ID } from '../test-device';
import type { DecodedImage, ImageBackend } from './image-resize';

/** The smallest JPEG a byte sniffer accepts: SOI, a start-of-frame with the size, filler, EOI. */
function tinyJpeg(width: number, height: number, quality: number): Blob {
  const filler = new Uint8Array(Math.round((width * height) / 100) + Math.round(quality * 100));
  const frame = [
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    3,
  ];
  const bytes = [0xff, 0xd8, ...frame, ...new Array<number>(15 - 8).fill(0)];
  return new Blob([new Uint8Array(bytes), filler, new Uint8Array([0xff, 0xd9])], {
    type: 'image/jpeg',
  });
}

/** The width and height a JPEG's start-of-frame gives (what the fake encoder wrote). */
export async function jpegSizeOf(blob: Blob): Promise<string> {
  const b = new Uint8Array(await blob.arrayBuffer());
  return `${((b[9] ?? 0) << 8) | (b[10] ?? 0)}x${((b[7] ?? 0) << 8) | (b[8] ?? 0)}`;
}

/**
 * Pixels without a canvas (Node): a "photo" is 4000 × 3000 unless its bytes say 'WxH', and an
 * encoded copy is a minimal JPEG with that size in its frame header (the server sniffs it).
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
    return tinyJpeg(width, height, quality);
  },
};

/** A camera photo as a browser hands it over (the bytes only matter to the fake backend). */
export const photoFile = (name = 'IMG_0001.HEIC.jpg', size = '4000x3000') =>
  new File([size], name, { type: 'image/jpeg' });

/** A fresh database with a signed-in admin and the test complex, so mutations may queue changes. */
export { freshDb } from '../test-device';

/** An apartment as a pull would have laid it (the owner photos are attached to). */
export async function seedApartment(db: ChungCuDb): Promise<Apartment> {
  const now = new Date().toISOString();
  const apartment = {
    id: uuidv7(),
    complexId: TEST_COMPLEX_ID,
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
