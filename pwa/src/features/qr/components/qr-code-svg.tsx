import { memo, useMemo } from 'react';
import { qrMatrix, qrSvgPath } from '../qr-matrix';

/** Modules of white around the code, as the QR standard asks, so scanners find its edges. */
const QUIET_ZONE = 2;

/**
 * The QR code of `value` as an SVG (one path, crisp edges), sized by its container: it prints
 * sharp at any scale. Made on the device, so labels print offline.
 */
export const QrCodeSvg = memo(function QrCodeSvg({
  value,
  label,
}: {
  value: string;
  label: string;
}) {
  const { size, path } = useMemo(() => {
    const matrix = qrMatrix(value);
    return { size: matrix.size + QUIET_ZONE * 2, path: qrSvgPath(matrix, QUIET_ZONE) };
  }, [value]);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      data-qr-value={value}
      shapeRendering="crispEdges"
      style={{ display: 'block', width: '100%', height: '100%' }}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
});
