import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../../core/currencies';

const publicDir = path.resolve(import.meta.dirname, '../../../../public');

describe('currency flags', () => {
  it('ships a small SVG drawing for every currency, each its own', () => {
    for (const currency of CURRENCIES) {
      const svg = readFileSync(path.join(publicDir, currency.flag), 'utf8');
      expect(svg, currency.code).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d ]+">/);
      // Drawn by hand and small: a flag is a few stripes and shapes, never an embedded bitmap.
      expect(svg.length, currency.code).toBeLessThan(2048);
      expect(svg, currency.code).not.toMatch(/<image|base64/);
    }
    expect(new Set(CURRENCIES.map((c) => c.flag)).size).toBe(CURRENCIES.length);
  });
});
