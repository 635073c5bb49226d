import type { OrderFilters } from '../../core/order-filters';
import type { OrderRequest, PaymentMethod } from '../../core/order-request-schema';
import type { OrderStatus } from '../../core/order-status';
import type { DbExecutor } from '../db/executor';
import type { OrderProof } from './order-access';
import type { OrdersContext } from './orders-context';
import { cancelAbandonedOrders, type CancelAbandonedOptions } from './orders-abandoned';
import {
  addOrderNote,
  moveOrderStatus,
  moveOrdersInBulk,
  type OrderRef,
  type StaffMove,
} from './orders-admin';
import { readOrderDetail } from './orders-detail';
import { exportOrders, searchOrders } from './orders-search';
import { createOrder, type CreateOrderOptions } from './orders-create';
import { findByNumber, trackOrder } from './orders-read';
import { choosePaymentMethod, markPaid } from './orders-state';
import { trackForClient } from './orders-track';

export type { Order, OrderHistoryEntry } from './orders-model';
export type { TrackedOrder } from './orders-read';
export type { MarkPaidResult } from './orders-state';
export type { OrderDetail } from './orders-detail';
export type { OrderListRow } from './orders-search';
export type { BulkMoveResult } from './orders-admin';
export type OrdersService = ReturnType<typeof createOrdersService>;

/** Orders of both kinds: retail creation, payment state, tracking, staff moves, clean-up. */
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
    markPaid: (orderId: number, payment: { transactionId: string; actor: string }, within?: DbExecutor) =>
      markPaid(ctx, orderId, payment, within),
    cancelAbandoned: (options: CancelAbandonedOptions) => cancelAbandonedOrders(ctx, options),
    /** Staff moves, audited: confirm, processing, shipped, delivered, or cancel (stock goes back). */
    moveStatus: (ref: OrderRef, to: OrderStatus, by: StaffMove) => moveOrderStatus(ctx, ref, to, by),
    moveInBulk: (orderNumbers: readonly string[], to: OrderStatus, by: StaffMove) =>
      moveOrdersInBulk(ctx, orderNumbers, to, by),
    addNote: (orderNumber: string, body: string, adminId: number) =>
      addOrderNote(ctx, orderNumber, body, adminId),
    /** The console's list: both kinds, filtered and paged (PAGE_SIZE a page). */
    search: (filters: OrderFilters, page = 1) => searchOrders(ctx.db, filters, page),
    export: (filters: OrderFilters) => exportOrders(ctx.db, filters),
    detail: (orderNumber: string) => readOrderDetail(ctx.db, orderNumber),
  };
}
