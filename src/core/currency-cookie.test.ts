import { describe, expect, it } from 'vitest';
import { currencyFromCookieHeader } from './currency-cookie';

describe('currencyFromCookieHeader', () => {
  it('reads a supported currency among other cookies', () => {
    expect(currencyFromCookieHeader('shopper_id=abc12345; currency=USD; theme=x')).toBe('USD');
  });

  it('falls back to KES when the cookie is missing, empty or unknown', () => {
    expect(currencyFromCookieHeader(null)).toBe('KES');
    expect(currencyFromCookieHeader('shopper_id=abc12345')).toBe('KES');
    expect(currencyFromCookieHeader('currency=')).toBe('KES');
    expect(currencyFromCookieHeader('currency=XYZ')).toBe('KES');
    expect(currencyFromCookieHeader('currency=usd')).toBe('KES');
  });

  it('falls back to KES when the value is not valid percent-encoding', () => {
    expect(currencyFromCookieHeader('currency=%E0%A4%A')).toBe('KES');
    expect(currencyFromCookieHeader('currency=%')).toBe('KES');
    expect(currencyFromCookieHeader('currency=%E0%A4%A; currency=USD')).toBe('KES');
  });

  it('does not mistake a cookie whose name only ends in currency', () => {
    expect(currencyFromCookieHeader('oldcurrency=GBP')).toBe('KES');
  });
});
