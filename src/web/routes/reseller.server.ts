// The dashboard's data, straight from the services: products at wholesale and the reseller's orders.
import type { AppLoadContext } from 'react-router';
import { invoicePagePath, invoicePdfPath } from '../../core/invoice-links';
import { lineTitle } from '../../core/line-title';
import { variantPicture } from '../../core/product-variants';
import { wholesalePriceCents } from '../../core/wholesale';
import type { SessionUser } from '../../server/services/accounts';
import type { WholesaleProduct } from '../components/reseller/wholesale-cart-lines';
import type { ResellerOrder } from '../components/reseller/reseller-order';

export async function wholesaleProducts(context: AppLoadContext): Promise<WholesaleProduct[]> {
  const { wholesale } = await context.services.settings.read();
  // One row per size: a reseller orders sizes, each at its own wholesale price.
  return (await context.services.catalogue.listProducts()).flatMap((product) =>
    product.variants.map((variant) => ({
      id: product.id,
      variantId: variant.id,
      name: product.name,
      image: variantPicture(variant, product.images),
      size: variant.label,
      priceCents: variant.priceCents,
      wholesalePriceCents: wholesalePriceCents(variant.priceCents, wholesale.discountPercent),
      inStock: variant.inStock,
    })),
  );
}

export async function resellerOrders(context: AppLoadContext, user: SessionUser): Promise<ResellerOrder[]> {
  return (await context.services.resellers.wholesale.myOrders(user.id)).map(({ order, invoiced }) => ({
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    notes: order.notes,
    totalCents: order.totalCents,
    items: order.items.map((item) => ({ name: lineTitle(item), quantity: item.quantity })),
    invoice: invoiced
      ? { pageUrl: invoicePagePath(order.orderNumber), pdfUrl: invoicePdfPath(order.orderNumber) }
      : null,
  }));
}
