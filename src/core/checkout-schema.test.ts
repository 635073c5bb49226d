import { describe, expect, it } from 'vitest';
import { checkoutSchema } from './checkout-schema';
import { zodErrorBody } from './zod-errors';

const valid = {
  customerName: 'Wanjiru Kamau',
  customerEmail: 'wanjiru@example.com',
  customerPhone: '0712 345 678',
  deliveryAddress: 'Ngong Road, Apartment 4B',
  deliveryArea: 'Karen',
};

function errorsFor(input: unknown) {
  const result = checkoutSchema.safeParse(input);
  return result.success ? {} : zodErrorBody(result.error).errors;
}

describe('checkoutSchema', () => {
  it('accepts valid details and trims them', () => {
    expect(checkoutSchema.parse({ ...valid, customerName: '  Wanjiru Kamau ' }).customerName).toBe(
      'Wanjiru Kamau',
    );
  });

  it("uses SPEC §5's messages", () => {
    expect(
      errorsFor({
        customerName: 'W',
        customerEmail: 'nope',
        customerPhone: '0712',
        deliveryAddress: 'short',
        deliveryArea: '',
      }),
    ).toEqual({
      customerName: 'Name must be at least 2 characters',
      customerEmail: 'Invalid email address',
      customerPhone: 'Phone number must be at least 10 digits',
      deliveryAddress: 'Please provide a detailed address',
      deliveryArea: 'Please select a delivery area',
    });
  });

  it('gives the same messages when fields are missing', () => {
    expect(Object.values(errorsFor({}))).toEqual([
      'Name must be at least 2 characters',
      'Invalid email address',
      'Phone number must be at least 10 digits',
      'Please provide a detailed address',
      'Please select a delivery area',
    ]);
  });

  it('counts the address length after trimming', () => {
    expect(errorsFor({ ...valid, deliveryAddress: '   123456789   ' })).toEqual({
      deliveryAddress: 'Please provide a detailed address',
    });
  });

  it('takes an area as one short line of text; the order checks it against the areas switched on', () => {
    for (const deliveryArea of ['', '   ', 'x'.repeat(61)]) {
      expect(errorsFor({ ...valid, deliveryArea })).toEqual({
        deliveryArea: 'Please select a delivery area',
      });
    }
    expect(checkoutSchema.safeParse({ ...valid, deliveryArea: 'Other International' }).success).toBe(true);
  });

  it('refuses unknown fields', () => {
    expect(errorsFor({ ...valid, isAdmin: true })).toEqual({ isAdmin: 'Unknown field "isAdmin"' });
  });
});
