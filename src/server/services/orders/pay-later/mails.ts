import type { DbExecutor } from '../../../db/executor';
import { enqueueMail } from '../../notifications';
import type { OrdersContext } from '../context';
import { mailCustomer } from '../customer-mail';
import { orderConfirmationMail, orderEventMail, payLaterAlertMail } from '../mails';
import type { Order } from '../model';
import { orderMessageSettings } from '../message-settings';

/**
 * An order just became Pay Later (placed so, or switched to it): the shop is told at once, to
 * call within the minutes the settings promise, and the customer hears what happens next. Queued in the move's
 * transaction.
 */
export async function queuePayLaterMails(ctx: OrdersContext, tx: DbExecutor, order: Order, eventId: number) {
  const { mail } = await orderMessageSettings(ctx, tx);
  await enqueueMail(tx, orderEventMail(eventId, 'shop'), payLaterAlertMail(order, mail));
  await mailCustomer(
    ctx,
    tx,
    orderEventMail(eventId, 'customer'),
    orderConfirmationMail(order, mail),
    'pay_later_received',
  );
}
