// The verification QR code of a tax invoice as the invoice page shows it. Made on the server only:
// the page's loader sends the finished SVG path, so no QR encoder ships to the browser.
import { QR_QUIET_ZONE, qrMatrix, qrRuns } from '../printing';

/**
 * The dark modules as one SVG path in module units, quiet zone included: a viewBox of
 * `0 0 size size` on a light background shows the whole code.
 */
export function qrSvgPath(text: string): { size: number; path: string } {
  const matrix = qrMatrix(text);
  const path = qrRuns(matrix)
    .map(({ x, y, length }) => `M${x + QR_QUIET_ZONE} ${y + QR_QUIET_ZONE}h${length}v1h-${length}z`)
    .join('');
  return { size: matrix.length + 2 * QR_QUIET_ZONE, path };
}
