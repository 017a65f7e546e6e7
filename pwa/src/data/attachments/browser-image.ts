import type { DecodedImage, ImageBackend } from './image-resize';

type Drawable = CanvasImageSource & DecodedImage;

function canvasBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('canvas toBlob failed'))),
      'image/jpeg',
      quality,
    ),
  );
}

/**
 * The browser's pixels: createImageBitmap with the EXIF orientation applied, drawn on an
 * OffscreenCanvas (a page canvas where there is none) and encoded as a fresh JPEG.
 */
export const browserImageBackend: ImageBackend = {
  async decode(blob) {
    return createImageBitmap(blob, { imageOrientation: 'from-image' });
  },
  async encodeJpeg(image, width, height, quality) {
    const source = image as Drawable;
    if (typeof OffscreenCanvas === 'function') {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('canvas 2d unavailable');
      context.imageSmoothingQuality = 'high';
      context.drawImage(source, 0, 0, width, height);
      return canvas.convertToBlob({ type: 'image/jpeg', quality });
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('canvas 2d unavailable');
    context.imageSmoothingQuality = 'high';
    context.drawImage(source, 0, 0, width, height);
    return canvasBlob(canvas, quality);
  },
};
