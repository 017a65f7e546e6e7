/** Pixels as a canvas's `getImageData` gives them. */
export interface RgbaImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * Decodes the QR code in an image with jsQR, loaded on first use (its own chunk, precached by the
 * service worker with every other script, so it works offline). Null when no code is found.
 */
export async function decodeRgba(image: RgbaImage): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  // Labels print black on white; trying the inverted image too doubles the work per frame.
  return (
    jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null
  );
}

/** Something a frame can be read from: the live video or a chosen photo. */
export type ScanSource = HTMLVideoElement | ImageBitmap;

/** Reads a QR code from a frame; null when there is none (yet). */
export interface QrReader {
  /** 'native' where the browser has BarcodeDetector for QR codes, else 'jsqr'. */
  kind: 'native' | 'jsqr';
  read(source: ScanSource): Promise<string | null>;
}

/**
 * The longest side a frame is scaled down to before jsQR reads it: a video frame at 960 px holds
 * a label at arm's length and reads in tens of milliseconds; a photo may hold the label smaller.
 */
export const VIDEO_MAX_SIDE = 960;
export const PHOTO_MAX_SIDE = 1600;

function sizeOf(source: ScanSource): { width: number; height: number } {
  return source instanceof ImageBitmap
    ? { width: source.width, height: source.height }
    : { width: source.videoWidth, height: source.videoHeight };
}

/** jsQR over the frame drawn (scaled down to `maxSide`) on a canvas of our own. */
function jsqrReader(maxSide: number): QrReader {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    kind: 'jsqr',
    async read(source) {
      const { width, height } = sizeOf(source);
      if (!context || width === 0 || height === 0) return null;
      const scale = Math.min(1, maxSide / Math.max(width, height));
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      context.drawImage(source, 0, 0, canvas.width, canvas.height);
      return decodeRgba(context.getImageData(0, 0, canvas.width, canvas.height));
    },
  };
}

/** The browser's own detector (Android, ChromeOS, macOS), when it reads QR codes. */
async function nativeReader(): Promise<QrReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = await Detector.getSupportedFormats();
    if (!formats.includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return {
      kind: 'native',
      async read(source) {
        const [code] = await detector.detect(source);
        return code?.rawValue ?? null;
      },
    };
  } catch {
    return null;
  }
}

/** BarcodeDetector where the browser has it for QR codes, jsQR otherwise (loaded now, not at the first frame). */
export async function createQrReader(maxSide = VIDEO_MAX_SIDE): Promise<QrReader> {
  const native = await nativeReader();
  if (native) return native;
  await import('jsqr');
  return jsqrReader(maxSide);
}

/** The Shape Detection API's detector (not yet in TypeScript's DOM types). */
interface BarcodeDetectorConstructor {
  new (options: { formats: string[] }): {
    detect(source: ScanSource): Promise<{ rawValue: string }[]>;
  };
  getSupportedFormats(): Promise<string[]>;
}
