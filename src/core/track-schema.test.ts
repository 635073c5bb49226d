import { describe, expect, it } from 'vitest';
import { trackSchema } from './track-schema';
import { zodErrorBody } from './zod-errors';

function errorsFor(input: unknown) {
  const result = trackSchema.safeParse(input);
  return result.success ? {} : zodErrorBody(result.error).errors;
}

describe('trackSchema', () => {
  it('normalises the order number and the email', () => {
    expect(trackSchema.parse({ orderNumber: ' hm-7k2q9x4m ', email: ' Jane@Mail.com' })).toEqual({
      orderNumber: 'HM-7K2Q9X4M',
      email: 'jane@mail.com',
    });
  });

  it('requires the order number', () => {
    expect(errorsFor({ orderNumber: '  ', email: 'jane@mail.com' })).toEqual({
      orderNumber: 'Order number is required',
    });
    expect(errorsFor({ email: 'jane@mail.com' })).toEqual({ orderNumber: 'Order number is required' });
  });

  it('requires a valid email', () => {
    expect(errorsFor({ orderNumber: 'HM-1', email: 'jane' })).toEqual({ email: 'Invalid email address' });
    expect(errorsFor({ orderNumber: 'HM-1' })).toEqual({ email: 'Invalid email address' });
  });

  it('refuses an overlong order number', () => {
    expect(errorsFor({ orderNumber: 'X'.repeat(41), email: 'jane@mail.com' })).toEqual({
      orderNumber: 'Order number is too long',
    });
  });
});
