import { centsToDecimalString } from '../../../core/money';
import type { Product } from '../../services/catalogue';

/** A Storefront API product node, as Shopify shapes it, for one of the shop's own products. */
export function toStorefrontProduct(product: Product, shopifyId: string) {
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
