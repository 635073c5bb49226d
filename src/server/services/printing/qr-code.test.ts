import { describe, expect, it } from 'vitest';
import { qrMatrix, qrRuns } from './qr-code';

const link = 'https://shop.example.co.ke/track-order?order=HM-7K2M9Q4R';

describe('a QR code', () => {
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
});
