import { describe, expect, it } from 'vitest';
import { checkoutSchema } from '../../core/checkout-schema';
import { zodFormResolver } from './zod-form-resolver';

const resolve = (values: Record<string, string>) =>
  // The resolver ignores react-hook-form's context and options; the schema decides alone.
  zodFormResolver(checkoutSchema)(values as never, undefined, {} as never);

describe('zodFormResolver', () => {
  it("gives each field the schema's own message", async () => {
    const result = await resolve({
      customerName: 'A',
      customerEmail: 'nope',
      customerPhone: '0712',
      deliveryAddress: 'Short',
      deliveryArea: '',
    });
    expect(result.values).toEqual({});
    expect(Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, v?.message]))).toEqual({
      customerName: 'Name must be at least 2 characters',
      customerEmail: 'Invalid email address',
      customerPhone: 'Phone number must be at least 10 digits',
      deliveryAddress: 'Please provide a detailed address',
      deliveryArea: 'Please select a delivery area',
    });
  });

  it('hands back the parsed values (trimmed, lower-cased email) when valid', async () => {
    const result = await resolve({
      customerName: '  Amina Wanjiru ',
      customerEmail: 'Amina@Example.com',
      customerPhone: '0712 345 678',
      deliveryAddress: 'Kenyatta Avenue, Bihi Towers',
      deliveryArea: 'Westlands',
    });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      customerName: 'Amina Wanjiru',
      customerEmail: 'amina@example.com',
    });
  });
});
