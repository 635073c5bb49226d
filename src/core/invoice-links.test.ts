import { describe, expect, it } from 'vitest';
import { invoicePagePath, invoicePdfPath } from './invoice-links';

describe('invoice links', () => {
  it('carry no proof for a signed-in reader', () => {
    expect(invoicePagePath('HM-AB12CD34')).toBe('/orders/HM-AB12CD34/invoice');
    expect(invoicePdfPath('HM-AB12CD34')).toBe('/api/orders/HM-AB12CD34/invoice.pdf');
  });

  it('carry the shopper’s proof, encoded', () => {
    expect(invoicePagePath('HM-AB12CD34', { email: 'amina+shea@example.com' })).toBe(
      '/orders/HM-AB12CD34/invoice?email=amina%2Bshea%40example.com',
    );
    expect(invoicePdfPath('HM-AB12CD34', { paymentToken: 'tok_1-x' }, 7)).toBe(
      '/api/orders/HM-AB12CD34/invoice.pdf?paymentToken=tok_1-x&document=7',
    );
  });
});
