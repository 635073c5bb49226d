import { describe, expect, it } from 'vitest';
import { QR_QUIET_ZONE, qrMatrix, qrRuns } from '../printing';
import { qrSvgPath } from './invoice-qr';

const link =
  'https://etims.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=P051234567X00ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The modules an SVG path of `M x y h n v1 h-n z` runs paints, back in a grid. */
function paintedModules(svg: { size: number; path: string }): boolean[][] {
  const grid = Array.from({ length: svg.size }, () => Array<boolean>(svg.size).fill(false));
  for (const [, x, y, n] of svg.path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let i = 0; i < Number(n); i += 1) grid[Number(y)]![Number(x) + i] = true;
  }
  return grid;
}

describe('the verification QR code', () => {
  it('is a square code of a QR size, with a finder pattern in three corners', () => {
    const matrix = qrMatrix(link);
    const size = matrix.length;
    expect((size - 21) % 4).toBe(0);
    expect(matrix.every((row) => row.length === size)).toBe(true);
    // A finder pattern's outer ring and centre are dark, the ring between them light.
    for (const [top, left] of [
      [0, 0],
      [0, size - 7],
      [size - 7, 0],
    ] as const) {
      expect(matrix[top]!.slice(left, left + 7)).toEqual(Array(7).fill(true));
      expect(matrix[top + 1]![left + 1]).toBe(false);
      expect(matrix[top + 3]![left + 3]).toBe(true);
    }
  });

  it('draws exactly the dark modules, inside a four-module quiet zone', () => {
    const matrix = qrMatrix(link);
    const svg = qrSvgPath(link);
    expect(svg.size).toBe(matrix.length + 2 * QR_QUIET_ZONE);
    const painted = paintedModules(svg);
    const inner = painted
      .slice(QR_QUIET_ZONE, svg.size - QR_QUIET_ZONE)
      .map((row) => row.slice(QR_QUIET_ZONE, svg.size - QR_QUIET_ZONE));
    expect(inner).toEqual(matrix);
    expect(painted.flat().filter(Boolean).length).toBe(matrix.flat().filter(Boolean).length);
  });

  it('joins neighbouring dark modules of a row into one run', () => {
    expect(
      qrRuns([
        [true, true, false, true],
        [false, false, false, false],
        [false, true, true, true],
      ]),
    ).toEqual([
      { x: 0, y: 0, length: 2 },
      { x: 3, y: 0, length: 1 },
      { x: 1, y: 2, length: 3 },
    ]);
  });

  it('is the same code every time for the same link', () => {
    expect(qrSvgPath(link)).toEqual(qrSvgPath(link));
  });
});
