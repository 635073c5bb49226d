// A QR code's modules, as the shop's printed documents and pages draw them: the tax invoice's
// verification code and the packing slip's tracking code.
import { encode } from 'uqr';

/** Blank modules around the code: ISO/IEC 18004 asks for four so a scanner finds its edge. */
export const QR_QUIET_ZONE = 4;

/**
 * The code's modules without the quiet zone, row by row from the top, `true` for dark. Level M
 * (15% recovery) survives a creased or smudged paper; the links the shop prints are short enough
 * to stay a small code at that level.
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
