import { describe, expect, it } from 'vitest';
import { QR_QUIET_ZONE, qrMatrix } from '../printing';
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

describe('the verification QR code on the invoice page', () => {
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

  it('is the same code every time for the same link', () => {
    expect(qrSvgPath(link)).toEqual(qrSvgPath(link));
  });
});
