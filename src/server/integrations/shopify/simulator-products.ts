import { centsToDecimalString } from '../../../core/money';

/**
 * What the simulated global store knows of one of the shop's products. The app hands the
 * simulator its catalogue when it mounts it (http/app.ts), so the simulator reads no service itself.
 */
export interface StoreProduct {
  slug: string;
  name: string;
  tagline: string;
  priceCents: number;
  images: readonly string[];
  inStock: boolean;
  /** The product's number in the global store; null when the store does not carry it. */
  shopifyProductId: string | null;
}

/** A Storefront API product node, as Shopify shapes it, for one of the shop's own products. */
export function toStorefrontProduct(product: StoreProduct, shopifyId: string) {
  return {
    id: `gid://shopify/Product/${shopifyId}`,
    title: product.name,
    handle: product.slug,
    variants: {
      nodes: [
        {
          id: `gid://shopify/ProductVariant/${shopifyId}1`,
          // The global store sells what the shop has in stock; the sold-out mapped product is the
          // simulator's "not available for sale" case.
          availableForSale: product.inStock,
          // Shopify writes amounts with one decimal: "1800.0".
          price: { amount: centsToDecimalString(product.priceCents).replace(/0$/, ''), currencyCode: 'KES' },
        },
      ],
    },
  };
}
