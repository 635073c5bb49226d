// Wholesale orders of approved resellers: placed through the one placement path (orders/place.ts),
// priced at retail less the owner's wholesale discount on the server, with the reseller's contact details as the customer's.
import { PAYMENT_METHOD } from '../../../core/payment-methods';
import { priceOrderOfKind } from '../../../core/pricing';
import type { WholesaleOrderRequest } from '../../../core/wholesale-order-schema';
import type { Database } from '../../db/client';
import { accountContacts } from '../accounts';
import { judgeCodeTry, previewDiscount } from '../discounts';
import { ServiceError } from '../errors';
import type { RateLimits } from '../limits';
import { type Order, placeOrder, priceLines, wholesaleOrdersOf } from '../orders';
import type { SettingsService } from '../settings';

export type WholesaleOrder = Order;

export type WholesaleService = ReturnType<typeof createWholesaleService>;

/** Which orders have a tax invoice (the tax-invoices service, given by the wiring). */
export interface InvoicedOrders {
  saleStates(orderIds: readonly number[]): Promise<ReadonlyMap<number, unknown>>;
}

export function createWholesaleService(
  db: Database,
  settings: SettingsService,
  invoices: InvoicedOrders,
  limits: RateLimits,
) {
  return {
    /**
     * Callers must have checked that the user is an approved reseller or an admin. A code is a try
     * from `clientAddress`, counted with the cart's checks.
     */
    async placeOrder(
      userId: number,
      request: WholesaleOrderRequest,
      clientAddress?: string,
    ): Promise<WholesaleOrder> {
      const { wholesale, delivery } = await settings.readFresh(db);
      const items = await priceLines(db, 'wholesale', request.items, {
        wholesaleDiscountPercent: wholesale.discountPercent,
      });
      const reseller = (await accountContacts(db, [userId])).get(userId);
      if (!reseller) throw new ServiceError('not_found', 'Reseller not found');
      const { discountCode } = request;
      if (discountCode) {
        // Judged before placing, as a retail order's code is; placing checks again under its lock.
        await judgeCodeTry(limits, clientAddress, () =>
          previewDiscount(db, {
            code: discountCode,
            kind: 'wholesale',
            lines: items,
            price: priceOrderOfKind('wholesale', items, delivery, null),
            customer: { email: reseller.email, phone: reseller.phone },
          }),
        );
      }
      return placeOrder(
        db,
        {
          kind: 'wholesale',
          userId,
          customerName: `${reseller.firstName} ${reseller.lastName}`.trim(),
          customerEmail: reseller.email,
          customerPhone: reseller.phone,
          // Delivery of a bulk order is arranged with the reseller, so there is no address or fee.
          deliveryAddress: '',
          deliveryArea: '',
          paymentMethod: PAYMENT_METHOD.invoice,
          notes: request.notes,
          discountCode: request.discountCode ?? null,
          items,
          actor: 'reseller',
        },
        { delivery },
      );
    },

    /** The reseller's own orders, newest first. */
    listOrders: (userId: number): Promise<WholesaleOrder[]> => wholesaleOrdersOf(db, userId),

    /** My Orders (the dashboard and GET /api/reseller/orders): each order and whether it has a
     * tax invoice yet (once the shop confirmed it). */
    async myOrders(userId: number): Promise<{ order: WholesaleOrder; invoiced: boolean }[]> {
      const list = await wholesaleOrdersOf(db, userId);
      const states = await invoices.saleStates(list.map((order) => order.id));
      return list.map((order) => ({ order, invoiced: states.has(order.id) }));
    },
  };
}
