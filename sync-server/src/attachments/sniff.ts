import type { AttachmentMimeType } from '@chungcu/contracts';

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, i) => bytes[i] === byte);

/** Major brands of an ISO-BMFF file that make it a HEIC/HEIF image. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'mif1', 'msf1']);

/**
 * The type the bytes themselves say they are, among the only types ever stored; null for
 * anything else (SVG, HTML, scripts, unknown). The declared type and the file name never count.
 */
export function sniffMimeType(bytes: Uint8Array): AttachmentMimeType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(bytes, 8, 12))) {
    return 'image/heic';
  }
  if (bytes.length >= 5 && ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  return null;
}

export interface ImageSize {
  width: number;
  height: number;
}

function pngSize(b: Buffer): ImageSize | null {
  if (b.length < 24 || ascii(b, 12, 16) !== 'IHDR') return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

/** SOF markers carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) are not frames. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(b: Buffer): ImageSize | null {
  let offset = 2;
  while (offset + 9 < b.length) {
    if (b[offset] !== 0xff) return null;
    const marker = b[offset + 1] as number;
    if (marker === 0xff) {
      offset++; // fill byte
      continue;
    }
    if (isStartOfFrame(marker)) {
      return { height: b.readUInt16BE(offset + 5), width: b.readUInt16BE(offset + 7) };
    }
    offset += 2 + b.readUInt16BE(offset + 2);
  }
  return null;
}

function webpSize(b: Buffer): ImageSize | null {
  if (b.length < 30) return null;
  const chunk = ascii(b, 12, 16);
  if (chunk === 'VP8 ') {
    return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  return null;
}

/** An image's size read from its header (PNG, JPEG, WebP); null when it cannot be read. */
export function imageSize(bytes: Uint8Array): ImageSize | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  switch (sniffMimeType(b)) {
    case 'image/png':
      return pngSize(b);
    case 'image/jpeg':
      return jpegSize(b);
    case 'image/webp':
      return webpSize(b);
    default:
      return null;
  }
}
