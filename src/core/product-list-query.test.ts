import { describe, expect, it } from 'vitest';
import { productListQuerySchema } from './product-list-query';

describe('productListQuerySchema', () => {
  it('defaults to every product, first page, no search', () => {
    expect(productListQuerySchema.parse({})).toEqual({ q: undefined, filter: 'all', page: 1 });
    expect(productListQuerySchema.parse({ q: '  ', page: 'x' })).toEqual({
      q: undefined,
      filter: 'all',
      page: 1,
    });
  });

  it('reads a search, a filter and a page', () => {
    expect(productListQuerySchema.parse({ q: ' shea ', filter: 'low', page: '3' })).toEqual({
      q: 'shea',
      filter: 'low',
      page: 3,
    });
  });

  it('refuses an unknown filter, an overlong search and control characters', () => {
    expect(productListQuerySchema.safeParse({ filter: 'deleted' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
    // PostgreSQL text cannot hold NUL; a search with one is refused before the query.
    expect(productListQuerySchema.safeParse({ q: 'shea\u0000' }).success).toBe(false);
  });
});
