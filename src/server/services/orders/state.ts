// Status changes a retail order goes through before the shop works on it: the shopper switching
// payment method, and payment confirming it.
import { eq } from 'drizzle-orm';
import { canTransition, initialStatus, isPayable, type OrderStatus } from '../../../core/order-status';
import { paymentMethodInfo, type CheckoutPaymentMethod } from '../../../core/payment-methods';
import type { DbExecutor } from '../../db/executor';
import { orders } from './tables';
import { ServiceError } from '../errors';
import { provesOrder, type OrderProof } from './access';
import type { OrdersContext } from './context';
import { enqueueMail } from '../notifications';
import { orderConfirmationMail, orderEventMail } from './mails';
import { pickupPointOf } from './pickup-point-of';
import { orderMessageSettings } from './message-settings';
import type { Order } from './model';
import type { PaymentProviders } from './payment-providers';
import { queueConfirmedSms } from './sms';
import { lockOrder, writeTransition } from './transition';
import { payLaterMessage, unitsPerProduct } from './unpaid-hold';
import { normaliseOrderNumber } from '../../../core/order-number';

const NOT_FOUND = 'Order not found';

/**
 * Switches an unpaid order to another of the checkout's methods, and so to the status that method
 * waits in (M-Pesa awaiting_payment, Pay Later pending_payment). A caller from outside shows an
 * OrderProof (payment token or email), else 'Order not found', as for an unknown order, and may
 * only ask for a method the shopper may switch to; 'trusted' is for the shop's own code (a push
 * that Daraja accepted). Wholesale orders are invoiced, so the checkout's payment choices do not
 * reach them.
 */
export async function choosePaymentMethod(
  ctx: OrdersContext,
  payments: PaymentProviders,
  orderNumber: string,
  method: CheckoutPaymentMethod,
  access: OrderProof | 'trusted',
): Promise<Order> {
  const info = paymentMethodInfo(method);
  if (access !== 'trusted' && !info.shopperMaySwitchTo) {
    throw new ServiceError('invalid', info.switchRefusal ?? 'Please choose a payment method');
  }
  const target = initialStatus('retail', method);
  return ctx.db.transaction(async (tx) => {
    const current = await lockOrder(tx, eq(orders.orderNumber, normaliseOrderNumber(orderNumber)));
    if (!current || current.kind !== 'retail' || (access !== 'trusted' && !provesOrder(current, access))) {
      throw new ServiceError('not_found', NOT_FOUND);
    }
    if (current.status === target) return current;
    // Pay Later keeps the unpaid limit that an M-Pesa order may pass for a short while.
    if (target === 'pending_payment') await refusePastLimit(ctx, tx, current);
    if (!canTransition(current, target)) {
      throw new ServiceError(
        'conflict',
        current.status === 'cancelled'
          ? 'This order was cancelled. Please place a new order.'
          : 'This order is already paid',
      );
    }
    const { order, eventId } = await writeTransition(tx, current, target, {
      actor: 'customer',
      set: { paymentMethod: method, notes: payments.orderNote(method, await ctx.settings.readFresh(tx)) },
    });
    await payments.switchedTo(tx, order, eventId);
    return order;
  });
}

async function refusePastLimit(ctx: OrdersContext, tx: DbExecutor, order: Order) {
  const limit = ctx.orderLimits.unpaidUnitsPerProduct;
  const units = unitsPerProduct(order.items);
  const past = order.items.find((line) => units.get(line.productId)! > limit);
  if (!past) return;
  const { store } = await ctx.settings.readFresh(tx);
  throw new ServiceError('conflict', payLaterMessage(past.name, limit, store.whatsappNumber));
}

export interface MarkPaidResult {
  /** False when the order was already confirmed or beyond, or is cancelled: nothing was written. */
  changed: boolean;
  status: OrderStatus;
  /** The payment the order was confirmed with: this one, or another when the order was paid twice. */
  transactionId: string | null;
}

/**
 * Payment received: awaiting_payment or pending_payment -> confirmed, with the receipt as
 * transactionId. Idempotent, so a repeated callback changes nothing; a cancelled order is never
 * revived (the caller records that payment for a refund). Given `within`, it runs in that
 * transaction (a caller that recorded the payment under the same order lock), else in its own.
 */
export async function markPaid(
  ctx: OrdersContext,
  orderId: number,
  { transactionId, actor }: { transactionId: string; actor: string },
  within?: DbExecutor,
): Promise<MarkPaidResult> {
  const inTransaction = <T>(work: (tx: DbExecutor) => Promise<T>) =>
    within ? work(within) : ctx.db.transaction(work);
  const outcome = await inTransaction(async (tx) => {
    const current = await lockOrder(tx, eq(orders.id, orderId));
    if (!current) throw new ServiceError('not_found', NOT_FOUND);
    if (!isPayable(current)) {
      return { changed: false, status: current.status, order: current };
    }
    const { order, eventId } = await writeTransition(tx, current, 'confirmed', {
      actor,
      set: { transactionId },
    });
    await ctx.sales?.orderConfirmed(tx, order);
    const { mail } = await orderMessageSettings(ctx, tx);
    const point = await pickupPointOf(tx, order);
    await enqueueMail(tx, orderEventMail(eventId, 'customer'), orderConfirmationMail(order, mail, point));
    await queueConfirmedSms(ctx, tx, order, eventId);
    return { changed: true, status: 'confirmed' as const, order };
  });
  return { changed: outcome.changed, status: outcome.status, transactionId: outcome.order.transactionId };
}
