// Draws the app icons (the building glyph of public/favicon.svg on the brand blue) as PNG files in
// public/icons, with Node's built-in modules only. Run `node pwa/scripts/make-icons.mjs` after
// changing the glyph; the output is deterministic, so unchanged icons stay byte-identical.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

const outDir = new URL('../public/icons/', import.meta.url).pathname;
const BLUE = [0x1e, 0x40, 0xaf];
const WHITE = [0xff, 0xff, 0xff];
/** favicon.svg's path "M16 50V22l16-10 16 10v28H36V36h-8v14z" on its 64-unit canvas. */
const GLYPH = [
  [16, 50],
  [16, 22],
  [32, 12],
  [48, 22],
  [48, 50],
  [36, 50],
  [36, 36],
  [28, 36],
  [28, 50],
];
const SAMPLES = 4; // 4×4 samples per pixel: smooth edges without a rasteriser library

/** Even-odd point-in-polygon test. */
function insidePolygon(x, y, polygon) {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 64 - radius);
  const cy = Math.min(Math.max(y, radius), 64 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/**
 * Renders one icon as RGBA rows. `cornerRadius` 0 fills the whole square (maskable and Apple
 * icons: the platform cuts the shape); `glyphScale` below 1 keeps the glyph in the maskable safe zone.
 */
function render(size, { cornerRadius, glyphScale }) {
  const rgba = Buffer.alloc(size * size * 4);
  const unit = 64 / size;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let background = 0;
      let glyph = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = (px + (sx + 0.5) / SAMPLES) * unit;
          const y = (py + (sy + 0.5) / SAMPLES) * unit;
          if (!insideRoundedSquare(x, y, cornerRadius)) continue;
          background++;
          const gx = 32 + (x - 32) / glyphScale;
          const gy = 31 + (y - 31) / glyphScale;
          if (insidePolygon(gx, gy, GLYPH)) glyph++;
        }
      }
      const total = SAMPLES * SAMPLES;
      const offset = (py * size + px) * 4;
      const mix = background === 0 ? 0 : glyph / background;
      for (let c = 0; c < 3; c++) {
        rgba[offset + c] = Math.round(BLUE[c] * (1 - mix) + WHITE[c] * mix);
      }
      rgba[offset + 3] = Math.round((background / total) * 255);
    }
  }
  return rgba;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** Encodes RGBA pixels as a PNG: 8-bit truecolour with alpha, filter 0 on every row. */
function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const icons = [
  { file: 'icon-192.png', size: 192, cornerRadius: 12, glyphScale: 1 },
  { file: 'icon-512.png', size: 512, cornerRadius: 12, glyphScale: 1 },
  // The maskable safe zone is a circle of 40 % of the size: the glyph shrinks to fit inside it.
  { file: 'maskable-512.png', size: 512, cornerRadius: 0, glyphScale: 0.8 },
  // iOS rounds the corners itself and paints transparency black: fill the square.
  { file: 'apple-touch-icon.png', size: 180, cornerRadius: 0, glyphScale: 0.9 },
];

mkdirSync(outDir, { recursive: true });
for (const { file, size, ...shape } of icons) {
  writeFileSync(join(outDir, file), encodePng(size, render(size, shape)));
  console.log(`${file} ${size}×${size}`);
}
