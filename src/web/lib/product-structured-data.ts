import { centsToDecimalString } from '../../core/money';

interface StructuredProduct {
  id: number;
  name: string;
  tagline: string;
  priceCents: number;
  images: string[];
  inStock: boolean;
}

/** schema.org Product for search engines: name, pictures, price in KES and availability. */
export function productStructuredData(product: StructuredProduct, url: string, publicUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.tagline,
    sku: String(product.id),
    image: product.images.map((image) => `${publicUrl}${image}`),
    brand: { '@type': 'Brand', name: 'Heritage Shea' },
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'KES',
      price: centsToDecimalString(product.priceCents),
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}
