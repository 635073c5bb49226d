import { describe, expect, it } from 'vitest';
import { productBadges } from './product-badge';

describe('productBadges', () => {
  it("shows every badge that applies, in SPEC's order", () => {
    expect(productBadges({ featured: true, category: 'sets' })).toEqual(['Best Seller', 'Gift Set']);
    expect(productBadges({ featured: true, category: 'raw' })).toEqual(['Best Seller', 'Raw & Pure']);
    expect(productBadges({ featured: true, category: 'serums' })).toEqual(['Best Seller']);
  });

  it('shows the category badge alone when the product is not featured', () => {
    expect(productBadges({ featured: false, category: 'sets' })).toEqual(['Gift Set']);
    expect(productBadges({ featured: false, category: 'raw' })).toEqual(['Raw & Pure']);
  });

  it('shows none for a plain product', () => {
    expect(productBadges({ featured: false, category: 'moisturizers' })).toEqual([]);
    expect(productBadges({ featured: false, category: 'hair-care' })).toEqual([]);
  });
});
