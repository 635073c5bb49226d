import { describe, expect, it } from 'vitest';
import { formatPrice } from './currency-format';
import { DEFAULT_CURRENCY_SETTINGS } from './exchange-rates';

describe('formatPrice', () => {
  it("writes KES with the shop's symbol KSH", () => {
    expect(formatPrice(150_000, 'KES')).toBe('KSH 1,500.00');
    expect(formatPrice(150_000)).toBe('KSH 1,500.00');
    expect(formatPrice(5, 'KES')).toBe('KSH 0.05');
  });

  it('writes USD with the markup and 2 decimals', () => {
    expect(formatPrice(100_000, 'USD', DEFAULT_CURRENCY_SETTINGS)).toBe('$11.10');
  });

  it('writes UGX without the markup', () => {
    expect(formatPrice(100_000, 'UGX', DEFAULT_CURRENCY_SETTINGS)).toBe('UGX 28,400.00');
  });

  it('writes JPY with no decimals', () => {
    expect(formatPrice(100_000, 'JPY', DEFAULT_CURRENCY_SETTINGS)).toBe('¥1,725');
  });

  it('writes 2 decimals even where Intl would use none (RWF)', () => {
    expect(formatPrice(100_000, 'RWF', DEFAULT_CURRENCY_SETTINGS)).toBe('RWF 9,900.00');
  });

  it('falls back to KES for an unknown currency', () => {
    expect(formatPrice(150_000, 'XYZ', DEFAULT_CURRENCY_SETTINGS)).toBe('KSH 1,500.00');
    expect(formatPrice(150_000, '', DEFAULT_CURRENCY_SETTINGS)).toBe('KSH 1,500.00');
  });

  it('uses plain spaces only', () => {
    for (const code of ['KES', 'UGX', 'ZAR', 'NGN'])
      expect(formatPrice(123_456, code, DEFAULT_CURRENCY_SETTINGS)).not.toMatch(/\u00a0/);
  });
});
