// A wholesale order as the reseller's API and the console's reseller and wholesale answers return it.
import { invoicePagePath, invoicePdfPath } from '../../../core/invoice-links';
import { centsToDecimalString } from '../../../core/money';
import { toOrderLineJson } from '../orders';
import type { WholesaleOrder } from './wholesale';

/** SPEC §3's wholesale order: orderNumber, createdAt, status, items, notes, totalAmount. */
export function toWholesaleOrderJson(order: WholesaleOrder) {
  return {
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    items: order.items.map((item) => ({
      ...toOrderLineJson(item),
      // Wholesale lines always carry the retail price; the fallback only satisfies the shared type.
      price: centsToDecimalString(item.retailPriceCents ?? item.unitPriceCents),
      wholesalePrice: centsToDecimalString(item.unitPriceCents),
    })),
    notes: order.notes,
    discountCode: order.discountCode,
    discount: centsToDecimalString(order.discountCents),
    totalAmount: centsToDecimalString(order.totalCents),
  };
}

/**
 * The reseller's own order (GET /api/reseller/orders): SPEC's fields, and once the shop confirmed
 * it, where its tax invoice and the invoice's PDF are (the reseller's session is the proof).
 */
export function toResellerOrderJson({ order, invoiced }: { order: WholesaleOrder; invoiced: boolean }) {
  return {
    ...toWholesaleOrderJson(order),
    invoiceUrl: invoiced ? invoicePagePath(order.orderNumber) : null,
    invoicePdfUrl: invoiced ? invoicePdfPath(order.orderNumber) : null,
  };
}
