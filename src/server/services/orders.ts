import type { OrderRequest, PaymentMethod } from '../../core/order-request-schema';
import type { OrderStatus } from '../../core/order-status';
import type { OrderProof } from './order-access';
import type { OrdersContext } from './orders-context';
import { cancelAbandonedOrders, type CancelAbandonedOptions } from './orders-abandoned';
import { listOrders, moveOrderStatus } from './orders-admin';
import { createOrder, type CreateOrderOptions } from './orders-create';
import { findByNumber, trackOrder } from './orders-read';
import { choosePaymentMethod, markPaid } from './orders-state';
import { trackForClient } from './orders-track';

export type { Order, OrderHistoryEntry } from './orders-model';
export type { TrackedOrder } from './orders-read';
export type { MarkPaidResult } from './orders-state';
export type OrdersService = ReturnType<typeof createOrdersService>;

/** Retail orders: creation, payment state, tracking and clean-up of abandoned ones. */
export function createOrdersService(ctx: OrdersContext) {
  return {
    create: (request: OrderRequest, options?: CreateOrderOptions) => createOrder(ctx, request, options),
    findByNumber: (orderNumber: string) => findByNumber(ctx, orderNumber),
    /** Unlimited: for the shop's own code. Shoppers' lookups go through `trackForClient`. */
    track: (orderNumber: string, email: string) => trackOrder(ctx, orderNumber, email),
    /** A shopper's lookup, counted against the per-address limit the API and the page share. */
    trackForClient: (clientAddress: string, orderNumber: string, email: string) =>
      trackForClient(ctx, clientAddress, orderNumber, email),
    choosePaymentMethod: (orderNumber: string, method: PaymentMethod, access: OrderProof | 'trusted') =>
      choosePaymentMethod(ctx, orderNumber, method, access),
    markPaid: (orderId: number, payment: { transactionId: string; actor: string }) =>
      markPaid(ctx, orderId, payment),
    cancelAbandoned: (options: CancelAbandonedOptions) => cancelAbandonedOrders(ctx, options),
    /** Staff moves: processing, shipped, delivered, or cancelled (which puts the stock back). */
    moveStatus: (orderId: number, to: OrderStatus, by: { actor: string; note?: string }) =>
      moveOrderStatus(ctx, orderId, to, by),
    list: (options?: { status?: OrderStatus; limit?: number; offset?: number }) => listOrders(ctx, options),
  };
}
