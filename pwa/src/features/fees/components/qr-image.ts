import type { QrDrawing } from '../vietqr';

/** Pixels per module of the saved image: big enough for a banking app reading it from a photo. */
const SCALE = 12;
/** The quiet zone around the code, in modules, as scanners expect. */
const MARGIN = 4;

/**
 * A QR code as a PNG the phone keeps (a banking app can read a code from the photo library,
 * which the phone that shows it cannot scan): drawn on a canvas from the code's path, on the
 * device, offline too. Null when the browser cannot draw one.
 */
export async function qrPng(drawing: QrDrawing): Promise<Blob | null> {
  const side = (drawing.size + 2 * MARGIN) * SCALE;
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, side, side);
  context.setTransform(SCALE, 0, 0, SCALE, MARGIN * SCALE, MARGIN * SCALE);
  context.fillStyle = '#000';
  context.fill(new Path2D(drawing.path));
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}
