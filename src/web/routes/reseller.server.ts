// The dashboard's data, straight from the services: products at wholesale and the reseller's orders.
import type { AppLoadContext } from 'react-router';
import { wholesalePriceCents } from '../../core/wholesale';
import type { SessionUser } from '../../server/services/accounts';
import type { WholesaleProduct } from '../components/reseller/wholesale-cart-lines';
import type { ResellerOrder } from '../components/reseller/reseller-order';

export async function wholesaleProducts(context: AppLoadContext): Promise<WholesaleProduct[]> {
  const { wholesale } = await context.services.settings.read();
  return (await context.services.catalogue.listProducts()).map((product) => ({
    id: product.id,
    name: product.name,
    image: product.images[0] ?? '',
    size: product.size,
    priceCents: product.priceCents,
    wholesalePriceCents: wholesalePriceCents(product.priceCents, wholesale.discountPercent),
    inStock: product.inStock,
  }));
}

export async function resellerOrders(context: AppLoadContext, user: SessionUser): Promise<ResellerOrder[]> {
  return (await context.services.wholesale.listOrders(user.id)).map((order) => ({
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    notes: order.notes,
    totalCents: order.totalCents,
    items: order.items.map((item) => ({ name: item.name, quantity: item.quantity })),
  }));
}
