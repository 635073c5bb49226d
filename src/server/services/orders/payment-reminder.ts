// The reminder to pay an unpaid order whose payment failed on the phone: one text and one mail with
// a link to the order's tracking page. Which orders are due, that each is reminded once, and what the
// customer is told are the paying method's (mpesa/stk/payment-reminders.ts and its texts); the order
// queues them as it queues every mail and text its customer can cause.
import type { ShopSettings } from '../../../core/shop-settings-values';
import type { DbExecutor } from '../../db/executor';
import type { Mail } from '../../integrations/mail/mail';
import type { OrdersContext } from './context';
import { mailCustomer } from './customer-mail';
import type { Order } from './model';
import { queueCustomerSmsWithinLimit } from './sms';

/** What one order's reminder says, by mail and by text. */
export interface PaymentReminder {
  mail: Mail;
  sms: string;
}

/** Writes an order's reminder from the shop's settings of the moment and its public address. */
export type PaymentReminderTexts = (
  order: Order,
  settings: ShopSettings,
  publicUrl: string,
) => PaymentReminder;

/** Queues the mail and the text of each order's reminder in `tx`, the transaction that records it. */
export async function remindToPay(
  ctx: OrdersContext,
  tx: DbExecutor,
  due: readonly Order[],
  texts: PaymentReminderTexts,
): Promise<void> {
  if (due.length === 0) return;
  const settings = await ctx.settings.readFresh(tx);
  for (const order of due) {
    const event = `payment-reminder:${order.id}`;
    const reminder = texts(order, settings, ctx.mailSettings.publicUrl);
    await mailCustomer(ctx, tx, `${event}:customer`, reminder.mail, 'payment_reminder');
    await queueCustomerSmsWithinLimit(ctx, tx, order, event, reminder.sms);
  }
}
