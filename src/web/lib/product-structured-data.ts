interface StructuredSize {
  id: number;
  label: string;
  sku: string;
  /** KES as a decimal string, as the product's view writes it. */
  price: string;
  inStock: boolean;
  image: string | null;
}

interface StructuredProduct {
  id: number;
  name: string;
  tagline: string;
  images: string[];
  /** The sizes on sale, in their order. */
  variants: StructuredSize[];
}

const availability = (inStock: boolean) =>
  inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';

/**
 * schema.org data for search engines and link previews: a product of one size is a `Product` with
 * its offer; one in several sizes is a `ProductGroup` varying by size, one `Product` per size with
 * its own SKU, price, availability and address (`?size=`), so a shared link shows the range.
 */
/** `shopName` is the brand the shop's own products are sold under (settings.brand.shopName). */
export function productStructuredData(
  product: StructuredProduct,
  url: string,
  publicUrl: string,
  shopName: string,
) {
  const images = product.images.map((image) => `${publicUrl}${image}`);
  const brand = { '@type': 'Brand', name: shopName };
  const offer = (size: StructuredSize, at: string) => ({
    '@type': 'Offer',
    url: at,
    priceCurrency: 'KES',
    price: size.price,
    availability: availability(size.inStock),
  });
  const [only] = product.variants;
  if (product.variants.length === 1 && only) {
    return {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.tagline,
      sku: only.sku,
      size: only.label,
      image: images,
      brand,
      offers: offer(only, url),
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    name: product.name,
    description: product.tagline,
    productGroupID: String(product.id),
    url,
    image: images,
    brand,
    variesBy: 'https://schema.org/size',
    hasVariant: product.variants.map((size) => {
      const at = `${url}?size=${size.id}`;
      return {
        '@type': 'Product',
        name: `${product.name} (${size.label})`,
        sku: size.sku,
        size: size.label,
        url: at,
        image: size.image ? `${publicUrl}${size.image}` : images[0],
        offers: offer(size, at),
      };
    }),
  };
}
