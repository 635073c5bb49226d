import { describe, expect, it } from 'vitest';
import { wishlistAddSchema, wishlistQuerySchema } from './wishlist-schema';
import { zodErrorBody } from './zod-errors';

function errorsFor(input: unknown) {
  const result = wishlistAddSchema.safeParse(input);
  return result.success ? {} : zodErrorBody(result.error).errors;
}

describe('wishlistAddSchema', () => {
  it('accepts a numeric or numeric-string product id, with or without a session', () => {
    expect(wishlistAddSchema.parse({ productId: 4 })).toEqual({ productId: 4 });
    expect(wishlistAddSchema.parse({ productId: '12', sessionId: 'abc_DEF-123' })).toEqual({
      productId: 12,
      sessionId: 'abc_DEF-123',
    });
  });

  it.each([0, -3, 1.5, '1.5', 'abc', '', null, undefined, 99_999_999_999])(
    'refuses product id %j',
    (productId) => {
      expect(errorsFor({ productId })).toEqual({ productId: 'Product id must be a positive whole number' });
    },
  );

  it.each(['short', 'a'.repeat(129), 'has space!', 'semi;colon', 42])(
    'refuses session id %j',
    (sessionId) => {
      expect(errorsFor({ productId: 1, sessionId })).toEqual({ sessionId: 'Invalid session id' });
    },
  );

  it('accepts session ids of 8 and 128 characters', () => {
    expect(wishlistAddSchema.safeParse({ productId: 1, sessionId: 'a'.repeat(8) }).success).toBe(true);
    expect(wishlistAddSchema.safeParse({ productId: 1, sessionId: 'a'.repeat(128) }).success).toBe(true);
  });

  it('refuses unknown fields', () => {
    expect(errorsFor({ productId: 1, userId: 2 })).toEqual({ userId: 'Unknown field "userId"' });
  });
});

describe('wishlistQuerySchema', () => {
  it('reads an optional session id', () => {
    expect(wishlistQuerySchema.parse({})).toEqual({});
    expect(wishlistQuerySchema.parse({ sessionId: 'session-0001' })).toEqual({ sessionId: 'session-0001' });
    expect(wishlistQuerySchema.safeParse({ sessionId: 'x' }).success).toBe(false);
  });
});
