import { type AttachmentMimeType, limits, messages } from '@chungcu/contracts';

/** The long side of the copy shown and uploaded (the camera's original is not kept). */
export const DISPLAY_MAX_SIDE = 1600;
/** The long side of the thumbnail lists show (the server takes up to limits.thumbnailMaxSide). */
export const THUMBNAIL_MAX_SIDE = 320;
const DISPLAY_QUALITY = [0.85, 0.7, 0.55];
const THUMBNAIL_QUALITY = [0.75, 0.6, 0.45];

/** A decoded picture, oriented as it should be seen. */
export interface DecodedImage {
  width: number;
  height: number;
  close(): void;
}

/**
 * Where pixels are handled: the browser's (createImageBitmap and a canvas) in the app, a fake in
 * Node tests, which have no canvas; everything around the pixels is the same code.
 */
export interface ImageBackend {
  /** Decodes with the EXIF orientation applied: width and height are as the photo is seen. */
  decode(blob: Blob): Promise<DecodedImage>;
  /** Draws the image at width × height and encodes a new JPEG (no EXIF, so no location). */
  encodeJpeg(image: DecodedImage, width: number, height: number, quality: number): Promise<Blob>;
}

/** What is stored and uploaded for a chosen file. */
export interface PreparedFile {
  fileName: string;
  mimeType: AttachmentMimeType;
  /** The copy shown when opened and uploaded as the content (the PDF itself for a PDF). */
  display: Blob;
  /** Null for a PDF: lists show its icon. */
  thumbnail: Blob | null;
  width: number | null;
  height: number | null;
}

export class UnsupportedFileError extends Error {}

const isPdf = (file: Blob & { name?: string }) =>
  file.type === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name ?? ''));
const isImage = (file: Blob & { name?: string }) =>
  file.type.startsWith('image/') ||
  (!file.type && /\.(jpe?g|png|webp|heic|heif)$/i.test(file.name ?? ''));

/** Width and height scaled so the long side is at most `max` (never enlarged). */
export function fitWithin(width: number, height: number, max: number) {
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Encodes at falling quality until the copy fits `maxBytes`. */
async function encodeWithin(
  backend: ImageBackend,
  image: DecodedImage,
  size: { width: number; height: number },
  qualities: readonly number[],
  maxBytes: number,
): Promise<Blob> {
  for (const quality of qualities) {
    const blob = await backend.encodeJpeg(image, size.width, size.height, quality);
    if (blob.size <= maxBytes) return blob;
  }
  throw new UnsupportedFileError(messages.attachment.tooLarge);
}

const jpegName = (name: string) => `${name.replace(/\.[^./\\]+$/, '') || 'anh'}.jpg`;

/**
 * Refuses at once, before anything is kept, a file that can never become an attachment: neither
 * a picture nor a PDF, or a PDF over the limit (a picture's size is settled by resizing).
 */
export function checkPickedFile(file: Blob & { name?: string }): void {
  if (isPdf(file)) {
    if (file.size > limits.attachmentMaxBytes) {
      throw new UnsupportedFileError(messages.attachment.tooLarge);
    }
  } else if (!isImage(file)) {
    throw new UnsupportedFileError(messages.attachment.typeNotAllowed);
  }
}

/**
 * Prepares a chosen file: a photo becomes a display copy (~1600 px) and a thumbnail (~320 px),
 * both re-encoded JPEGs, so the orientation is applied and the location and other EXIF data are
 * gone; a PDF is kept as it is, with no thumbnail. Anything else is refused.
 */
export async function prepareFile(
  file: Blob & { name?: string },
  backend: ImageBackend,
): Promise<PreparedFile> {
  const name = file.name?.trim() || 'tep';
  checkPickedFile(file);
  if (isPdf(file)) {
    const display =
      file.type === 'application/pdf' ? file : file.slice(0, file.size, 'application/pdf');
    return {
      fileName: name,
      mimeType: 'application/pdf',
      display,
      thumbnail: null,
      width: null,
      height: null,
    };
  }
  let image: DecodedImage;
  try {
    image = await backend.decode(file);
  } catch (error) {
    // A type this browser cannot decode (HEIC outside Safari, a broken file).
    throw new UnsupportedFileError(messages.attachment.typeNotAllowed, { cause: error });
  }
  try {
    const displaySize = fitWithin(image.width, image.height, DISPLAY_MAX_SIDE);
    const thumbSize = fitWithin(image.width, image.height, THUMBNAIL_MAX_SIDE);
    const display = await encodeWithin(
      backend,
      image,
      displaySize,
      DISPLAY_QUALITY,
      limits.attachmentMaxBytes,
    );
    const thumbnail = await encodeWithin(
      backend,
      image,
      thumbSize,
      THUMBNAIL_QUALITY,
      limits.thumbnailMaxBytes,
    );
    return {
      fileName: jpegName(name),
      mimeType: 'image/jpeg',
      display,
      thumbnail,
      ...displaySize,
    };
  } finally {
    image.close();
  }
}
