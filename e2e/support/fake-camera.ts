import { renameSync, writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { testLaunchOptions } from '../index';

/**
 * Chromium's fake camera plays a Y4M file in a loop (`--use-file-for-fake-video-capture`) and
 * opens it when a page calls getUserMedia, so a test may write the picture just before scanning.
 * Frames are 640 × 480, greyscale (luma only; chroma neutral).
 */
export const CAMERA_WIDTH = 640;
export const CAMERA_HEIGHT = 480;

/** A greyscale picture: one byte of luma per pixel, row by row. */
export interface GrayImage {
  width: number;
  height: number;
  luma: Uint8Array;
}

/**
 * The tests' launch options with a fake camera playing `file` (permission is granted per
 * context): a file that films gets a browser of its own.
 */
export function fakeCameraLaunchOptions(file: string) {
  return {
    ...testLaunchOptions,
    args: [
      ...testLaunchOptions.args,
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${file}`,
    ],
  };
}

/** A PNG (e.g. a screenshot of a printed label) as greyscale, scaled up `zoom` times. */
export function grayFromPng(png: Buffer, zoom = 1): GrayImage {
  const image = PNG.sync.read(png);
  const width = image.width * zoom;
  const height = image.height * zoom;
  const luma = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (Math.floor(y / zoom) * image.width + Math.floor(x / zoom)) * 4;
      const [r = 255, g = 255, b = 255, a = 255] = image.data.subarray(i, i + 4);
      // Transparent pixels are paper: white.
      const gray = 0.299 * r + 0.587 * g + 0.114 * b;
      luma[y * width + x] = Math.round((gray * a + 255 * (255 - a)) / 255);
    }
  }
  return { width, height, luma };
}

/** The QR code of `text` (made with the `qrcode` library), `scale` pixels a module. */
export function grayQr(text: string, scale = 6): GrayImage {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const width = (modules.size + quiet * 2) * scale;
  const luma = new Uint8Array(width * width).fill(255);
  for (let y = 0; y < width; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const mx = Math.floor(x / scale) - quiet;
      const my = Math.floor(y / scale) - quiet;
      const inside = mx >= 0 && my >= 0 && mx < modules.size && my < modules.size;
      if (inside && modules.get(my, mx)) luma[y * width + x] = 0;
    }
  }
  return { width, height: width, luma };
}

/**
 * Writes one frame (a grey wall with `picture` in the middle, or the wall alone) as the fake
 * camera's Y4M file, atomically: Chromium may open it at any moment.
 */
export function writeFakeCamera(file: string, picture: GrayImage | null): void {
  const frame = new Uint8Array(CAMERA_WIDTH * CAMERA_HEIGHT).fill(150);
  if (picture) {
    const left = Math.max(0, Math.floor((CAMERA_WIDTH - picture.width) / 2));
    const top = Math.max(0, Math.floor((CAMERA_HEIGHT - picture.height) / 2));
    for (let y = 0; y < Math.min(picture.height, CAMERA_HEIGHT); y += 1) {
      const row = picture.luma.subarray(
        y * picture.width,
        y * picture.width + Math.min(picture.width, CAMERA_WIDTH),
      );
      frame.set(row, (top + y) * CAMERA_WIDTH + left);
    }
  }
  const chroma = new Uint8Array((CAMERA_WIDTH / 2) * (CAMERA_HEIGHT / 2) * 2).fill(128);
  const header = `YUV4MPEG2 W${CAMERA_WIDTH} H${CAMERA_HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`;
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, Buffer.concat([Buffer.from(header, 'ascii'), frame, chroma]));
  renameSync(temporary, file);
}
