import { describe, expect, it } from 'vitest';
import { productStructuredData } from './product-structured-data';

const size = (id: number, label: string, price: string, inStock = true) => ({
  id,
  label,
  sku: `RAW-${label.replace(' ', '').toUpperCase()}`,
  price,
  inStock,
  image: null,
});
const base = { id: 15, name: 'Raw Shea Butter', tagline: 'Pure.', images: ['/a.webp'] };
const url = 'https://shop.example/product/15';

describe('productStructuredData', () => {
  it('describes a product of one size as a Product with its offer', () => {
    const data = productStructuredData(
      { ...base, variants: [size(1, '250 g', '1000.00')] },
      url,
      'https://shop.example',
      'Amani Naturals',
    );
    expect(data).toMatchObject({
      '@type': 'Product',
      brand: { '@type': 'Brand', name: 'Amani Naturals' },
      sku: 'RAW-250G',
      size: '250 g',
      offers: { price: '1000.00', priceCurrency: 'KES', availability: 'https://schema.org/InStock', url },
    });
  });

  it('describes a product in several sizes as a ProductGroup with one Product per size', () => {
    const data = productStructuredData(
      { ...base, variants: [size(1, '100 g', '500.00', false), size(2, '1 kg', '3200.00')] },
      url,
      'https://shop.example',
      'Amani Naturals',
    );
    expect(data).toMatchObject({
      '@type': 'ProductGroup',
      productGroupID: '15',
      variesBy: 'https://schema.org/size',
      hasVariant: [
        {
          '@type': 'Product',
          name: 'Raw Shea Butter (100 g)',
          size: '100 g',
          url: `${url}?size=1`,
          offers: { price: '500.00', availability: 'https://schema.org/OutOfStock' },
        },
        {
          name: 'Raw Shea Butter (1 kg)',
          offers: { price: '3200.00', availability: 'https://schema.org/InStock' },
        },
      ],
    });
  });
});
