// The reminder to pay an unpaid order whose payment failed on the phone: one text and one mail with
// a link to the order's tracking page, where 'Pay now' sends a new prompt. Which orders are due, and
// that each is reminded once, is M-Pesa's (mpesa/stk/payment-reminders.ts); what the customer is
// told is the order's.
import type { DbExecutor } from '../../db/executor';
import type { OrdersContext } from './context';
import { mailCustomer } from './customer-mail';
import { paymentReminderMail } from './mails';
import type { Order } from './model';
import { queueCustomerSmsWithinLimit } from './sms';
import { paymentReminderSms } from './sms-texts';

/** Queues the mail and the text of each order's reminder in `tx`, the transaction that records it. */
export async function remindToPay(ctx: OrdersContext, tx: DbExecutor, due: readonly Order[]): Promise<void> {
  if (due.length === 0) return;
  const settings = await ctx.settings.readFresh(tx);
  const mail = {
    publicUrl: ctx.mailSettings.publicUrl,
    shopEmail: settings.store.email,
    paybillNumber: settings.store.paybillNumber,
    cancelAfterHours: settings.orders.abandonedAfterHours,
  };
  const sms = { publicUrl: ctx.smsSettings.publicUrl, shopName: settings.brand.shopName };
  for (const order of due) {
    const event = `payment-reminder:${order.id}`;
    await mailCustomer(ctx, tx, `${event}:customer`, paymentReminderMail(order, mail), 'payment_reminder');
    await queueCustomerSmsWithinLimit(ctx, tx, order, event, paymentReminderSms(order, sms));
  }
}
