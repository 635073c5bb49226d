import type { DiscountCheck } from '../../../core/discount-schema';
import type { OrderFilters } from '../../../core/order-filters';
import { previewCartDiscount } from './discount-preview';
import type { OrderRequest } from '../../../core/order-request-schema';
import type { OrderStatus } from '../../../core/order-status';
import type { CheckoutPaymentMethod } from '../../../core/payment-methods';
import type { DbExecutor } from '../../db/executor';
import type { OrderProof } from './access';
import type { OrdersContext } from './context';
import { cancelAbandonedOrders, type CancelAbandonedOptions } from './abandoned';
import { remindToPay, type PaymentReminderTexts } from './payment-reminder';
import { claimUnpaid, type UnpaidClaim } from './unpaid-claim';
import {
  addOrderNote,
  moveLockedOrder,
  moveOrderStatus,
  moveOrdersInBulk,
  type LockedMove,
  type OrderRef,
  type StaffMove,
} from './admin';
import { readOrderDetail } from './detail';
import type { AdminOrdersView } from './admin-order-list-view';
import { exportOrders, searchOrders } from './search';
import { ordersToPack, readPickList } from './to-pack';
import { createOrder, type CreateOrderOptions } from './create';
import { orderByNumber, trackOrder } from './read';
import { choosePaymentMethod, markPaid } from './state';
import { holdSurplusForPrompt, releaseLapsedSurplus } from './surplus-hold';
import type { Order } from './model';
import { trackForClient } from './track';
import { payLaterProvider } from './pay-later/provider';
import type { PackingSlipOptions } from '../../../core/packing-slip-query';
import { readPackingSlips } from './packing-slips/read';
import { renderPackingSlipsPdf } from './packing-slips/slip-pdf';
import { paymentProviders, type PaymentProvider } from './payment-providers';

export type { Order, OrderHistoryEntry } from './model';
export type { TrackedOrder } from './read';
export type { MarkPaidResult } from './state';
export type { OrderDetail } from './detail';
export type { OrderListRow } from './search';
export type { BulkMoveResult } from './admin';
export type OrdersService = ReturnType<typeof createOrdersService>;

/**
 * Orders of both kinds: retail creation, payment state, tracking, staff moves, clean-up. Pay Later
 * is the orders' own payment provider; the others (M-Pesa's) are given by the wiring.
 */
export function createOrdersService(ctx: OrdersContext, providers: readonly PaymentProvider[]) {
  const payments = paymentProviders([payLaterProvider(ctx), ...providers]);
  return {
    /** The retail checkout's quantity limits (the environment's), which pages say before checkout. */
    limits: ctx.orderLimits,
    create: (request: OrderRequest, options?: CreateOrderOptions) =>
      createOrder(ctx, payments, request, options),
    /** The cart's preview of a discount code (POST /api/discounts/check). */
    previewDiscount: (check: DiscountCheck) => previewCartDiscount(ctx, check),
    findByNumber: (orderNumber: string) => orderByNumber(ctx.db, orderNumber),
    /** Unlimited: for the shop's own code. Shoppers' lookups go through `trackForClient`. */
    track: (orderNumber: string, email: string) => trackOrder(ctx, orderNumber, email),
    /** A shopper's lookup, counted against the per-address limit the API and the page share. */
    trackForClient: (clientAddress: string, orderNumber: string, email: string) =>
      trackForClient(ctx, clientAddress, orderNumber, email),
    choosePaymentMethod: (
      orderNumber: string,
      method: CheckoutPaymentMethod,
      access: OrderProof | 'trusted',
    ) => choosePaymentMethod(ctx, payments, orderNumber, method, access),
    markPaid: (orderId: number, payment: { transactionId: string; actor: string }, within?: DbExecutor) =>
      markPaid(ctx, orderId, payment, within),
    cancelAbandoned: (options: CancelAbandonedOptions) => cancelAbandonedOrders(ctx, options),
    /** Units beyond the unpaid limit whose short hold is over go back on sale (surplus-hold.ts). */
    releaseLapsedSurplus: (now?: Date) => releaseLapsedSurplus(ctx, payments, now),
    /** Before a payment prompt, under the order's lock: its units back on sale are held again. */
    holdSurplusForPrompt: (tx: DbExecutor, order: Order) => holdSurplusForPrompt(ctx, tx, order),
    /** Unpaid retail orders of a method that its provider says are due, locked in `tx` (unpaid-claim.ts). */
    claimUnpaid: (tx: DbExecutor, claim: UnpaidClaim) => claimUnpaid(tx, claim),
    /** The reminder to pay each of these orders, queued in `tx` (payment-reminder.ts). */
    remindToPay: (tx: DbExecutor, due: readonly Order[], texts: PaymentReminderTexts) =>
      remindToPay(ctx, tx, due, texts),
    /** Staff moves, audited: confirm, processing, shipped, delivered, or cancel (stock goes back). */
    moveStatus: (ref: OrderRef, to: OrderStatus, by: StaffMove) => moveOrderStatus(ctx, ref, to, by),
    /** A move of an order the caller locked in `tx`: a shipment's change moves its order (fulfilment). */
    moveLocked: (tx: DbExecutor, current: Order, to: OrderStatus, move: LockedMove) =>
      moveLockedOrder(ctx, tx, current, to, move),
    moveInBulk: (orderNumbers: readonly string[], to: OrderStatus, by: StaffMove) =>
      moveOrdersInBulk(ctx, orderNumbers, to, by),
    addNote: (orderNumber: string, body: string, adminId: number) =>
      addOrderNote(ctx, orderNumber, body, adminId),
    /** The console's list: both kinds, filtered and paged (PAGE_SIZE a page). */
    search: (filters: OrderFilters, page = 1) => searchOrders(ctx.db, filters, page),
    /** The Orders screen: one page of the list, with the filters it was read with. */
    listView: async (filters: OrderFilters, page = 1): Promise<AdminOrdersView> => ({
      filters,
      paged: await searchOrders(ctx.db, filters, page),
    }),
    export: (filters: OrderFilters) => exportOrders(ctx.db, filters),
    detail: (orderNumber: string) => readOrderDetail(ctx.db, orderNumber),
    /** The To pack screen: orders waiting to be packed, oldest first, PAGE_SIZE a page. */
    toPack: (page = 1) => ordersToPack(ctx.db, page),
    /** Units per product and size over `?orders=`; refuses numbers not waiting to be packed. */
    pickList: (orderNumbers: readonly string[]) => readPickList(ctx.db, orderNumbers),
    /** The packing slips of these orders as one PDF, in their order; not found if one is unknown. */
    packingSlipsPdf: async (orderNumbers: readonly string[], options: PackingSlipOptions) =>
      renderPackingSlipsPdf(await readPackingSlips(ctx, orderNumbers), options),
  };
}
