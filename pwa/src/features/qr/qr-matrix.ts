import QRCode from 'qrcode';

/** A QR code's modules: `size` × `size`, dark where `isDark(x, y)`. */
export interface QrMatrix {
  size: number;
  isDark(x: number, y: number): boolean;
}

/**
 * The QR code of `text`, made by the `qrcode` library on the device (no network). Error
 * correction Q (25 % of the code may be lost): door labels get scratched and photographed askew.
 */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'Q' });
  return { size: modules.size, isDark: (x, y) => Boolean(modules.get(y, x)) };
}

/**
 * One SVG path drawing every dark module as a unit square (runs of a row merged), in module
 * coordinates: draw it in a `viewBox` of the size plus the quiet zone, and it prints sharp at
 * any scale.
 */
export function qrSvgPath(matrix: QrMatrix, offset: number): string {
  const parts: string[] = [];
  for (let y = 0; y < matrix.size; y += 1) {
    let x = 0;
    while (x < matrix.size) {
      if (!matrix.isDark(x, y)) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < matrix.size && matrix.isDark(x, y)) x += 1;
      parts.push(`M${start + offset} ${y + offset}h${x - start}v1h${start - x}z`);
    }
  }
  return parts.join('');
}

/**
 * The code as an RGBA image (black on white, `scale` pixels a module, a quiet zone of `margin`
 * modules): what a camera frame or a photo of the label gives the decoder.
 */
export function qrRgba(
  matrix: QrMatrix,
  scale: number,
  margin = 4,
): { data: Uint8ClampedArray; width: number; height: number } {
  const width = (matrix.size + margin * 2) * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let py = 0; py < width; py += 1) {
    for (let px = 0; px < width; px += 1) {
      const x = Math.floor(px / scale) - margin;
      const y = Math.floor(py / scale) - margin;
      if (x < 0 || y < 0 || x >= matrix.size || y >= matrix.size || !matrix.isDark(x, y)) continue;
      const i = (py * width + px) * 4;
      data[i] = data[i + 1] = data[i + 2] = 0;
    }
  }
  return { data, width, height: width };
}
