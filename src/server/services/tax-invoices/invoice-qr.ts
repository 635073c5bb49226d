// The verification QR code of a tax invoice, drawn by the invoice PDF and the invoice page alike.
// Made on the server only: the page's loader sends the finished SVG path, so no QR encoder ships
// to the browser.
import { encode } from 'uqr';

/** Blank modules around the code: ISO/IEC 18004 asks for four so a scanner finds its edge. */
export const QR_QUIET_ZONE = 4;

/**
 * The code's modules without the quiet zone, row by row from the top, `true` for dark. Level M
 * (15% recovery) survives a creased or smudged paper invoice; KRA's links are short enough to
 * stay a small code at that level.
 */
export function qrMatrix(text: string): boolean[][] {
  return encode(text, { ecc: 'M', border: 0 }).data;
}

/** A row's dark modules as runs: a run of three dark modules is one rectangle, not three. */
export interface QrRun {
  x: number;
  y: number;
  length: number;
}

export function qrRuns(matrix: readonly (readonly boolean[])[]): QrRun[] {
  const runs: QrRun[] = [];
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      runs.push({ x: start, y, length: x - start });
    }
  });
  return runs;
}

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
