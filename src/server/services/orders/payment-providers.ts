// The seam between an order and the ways its money comes. Each method of core/payment-methods.ts
// that the checkout takes has one or more providers: the M-Pesa prompt and Paybill both pay
// M-Pesa orders (mpesa/stk, mpesa/paybill), Pay Later's money is arranged on the shop's call
// (pay-later/). The order flow asks them, never the method's id, what placing or switching an
// order means; a provider that settles orders itself confirms them through `markPaid`.
import { or, type AnyColumn, type SQL } from 'drizzle-orm';
import { CHECKOUT_PAYMENT_METHODS, type OrderPaymentMethod } from '../../../core/payment-methods';
import type { DbExecutor } from '../../db/executor';
import type { Order } from './model';
import type { ShopSettings } from '../../../core/shop-settings-values';

export interface PaymentProvider {
  /** The method of core/payment-methods.ts it takes the money of. */
  readonly method: OrderPaymentMethod;
  /** Who confirms an order it pays, as the order's history names the actor (Pay Later's: the shop's 'admin'). */
  readonly confirmedBy: string;
  /** The note an order of its method carries for the shop (SPEC §4), from the settings when it is
   * placed; or null. */
  readonly orderNote: ((settings: ShopSettings) => string) | null;
  /**
   * An order was placed with its method: what the shop and the customer are told, queued in the
   * placing transaction. The order-received text to the customer follows for every method.
   */
  placed?(tx: DbExecutor, order: Order, eventId: number): Promise<void>;
  /** An unpaid order was switched to its method: what that tells them, in the switch's transaction. */
  switchedTo?(tx: DbExecutor, order: Order, eventId: number): Promise<void>;
  /**
   * A condition on the order whose id is `orderId`, true while a payment it asked for is in the
   * payer's hands (a prompt on the phone). The provider's tables stay its own: orders only place
   * the condition in their query.
   */
  awaitingPayer?(orderId: AnyColumn): SQL;
}

export interface PaymentProviders {
  orderNote(method: OrderPaymentMethod, settings: ShopSettings): string | null;
  placed(tx: DbExecutor, order: Order, eventId: number): Promise<void>;
  switchedTo(tx: DbExecutor, order: Order, eventId: number): Promise<void>;
  /** True while any provider waits on the payer of the order; undefined when none ever does. */
  awaitingPayer(orderId: AnyColumn): SQL | undefined;
}

/** The providers the order flow asks; a checkout method nobody provides fails at boot, not at checkout. */
export function paymentProviders(list: readonly PaymentProvider[]): PaymentProviders {
  const missing = CHECKOUT_PAYMENT_METHODS.filter((method) => !list.some((p) => p.method === method));
  if (missing.length > 0) throw new Error(`No payment provider for the checkout's ${missing.join(', ')}`);
  const of = (method: OrderPaymentMethod) => list.filter((provider) => provider.method === method);
  return {
    orderNote: (method, settings) =>
      of(method)
        .find((provider) => provider.orderNote !== null)
        ?.orderNote?.(settings) ?? null,
    async placed(tx, order, eventId) {
      for (const provider of of(order.paymentMethod)) await provider.placed?.(tx, order, eventId);
    },
    async switchedTo(tx, order, eventId) {
      for (const provider of of(order.paymentMethod)) await provider.switchedTo?.(tx, order, eventId);
    },
    awaitingPayer: (orderId) => or(...list.map((provider) => provider.awaitingPayer?.(orderId))),
  };
}
