import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG of `width` × `height` with a colour gradient seeded by `seed` (so two photos differ):
 * what a test hands the file inputs as a photo taken on the device.
 */
export function generatePng(width: number, height: number, seed = 0): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      row[1 + x * 3] = (x * 255) / width + seed * 40;
      row[2 + x * 3] = (y * 255) / height;
      row[3 + x * 3] = (seed * 97) & 255;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A photo as Playwright's setInputFiles takes it. */
export const pngPhoto = (name: string, width: number, height: number, seed: number) => ({
  name,
  mimeType: 'image/png',
  buffer: generatePng(width, height, seed),
});

/** A camera-like JPEG made in the page (noise and gradients, so it compresses like a photo). */
export async function makeJpeg(
  page: Page,
  width: number,
  height: number,
  seed: number,
): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height, seed }) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, `hsl(${seed * 37}, 60%, 55%)`);
      gradient.addColorStop(1, `hsl(${seed * 37 + 120}, 50%, 35%)`);
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      for (let i = 0; i < 4000; i++) {
        context.fillStyle = `hsla(${(i * 13 + seed) % 360}, 50%, 50%, 0.3)`;
        context.fillRect((i * 7919) % width, (i * 104729) % height, 40, 40);
      }
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000) {
        text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      }
      return btoa(text);
    },
    { width, height, seed },
  );
  return Buffer.from(base64, 'base64');
}
