import { createHash, randomBytes } from 'node:crypto';

/** Image bytes for tests and benches: headers the server's sniffing reads, then random bytes. */
export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};

/** A PNG header of the given size, then `extra` random bytes (unique content, any length). */
export function png(width = 4, height = 3, extra = 64): Buffer {
  const ihdr = Buffer.concat([u32(width), u32(height), Buffer.from([8, 6, 0, 0, 0])]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    u32(13),
    Buffer.from('IHDR'),
    ihdr,
    u32(0),
    randomBytes(extra),
  ]);
}

/** A JPEG header (APP0, then a baseline frame of the given size), then random bytes. */
export function jpeg(width = 4, height = 3, extra = 64): Buffer {
  const app0 = Buffer.concat([
    Buffer.from([0xff, 0xe0]),
    u16(16),
    Buffer.from('JFIF\0'),
    Buffer.alloc(9),
  ]);
  const sof = Buffer.concat([
    Buffer.from([0xff, 0xc0]),
    u16(17),
    Buffer.from([8]),
    u16(height),
    u16(width),
    Buffer.alloc(12),
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, randomBytes(extra)]);
}
