import type { Mail } from '../../integrations/mail/mail';
import { customerMail, trackingLink, type OrderMailSettings } from './mails';
import type { Order } from './model';

/** To the customer when an unconfirmed Pay Later order lapses and its items go back on sale. */
export function orderCancelledMail(order: Order, settings: OrderMailSettings): Mail {
  return customerMail(order, settings, `Order ${order.orderNumber} cancelled`, [
    `Your Pay Later order ${order.orderNumber} has been cancelled because we could not confirm it with you in time, and the items have gone back on sale.`,
    'We are sorry we missed you. If you still want them, please place a new order, or reply to this mail and we will help.',
    '',
    { kind: 'button', label: 'Order details', url: trackingLink(settings.publicUrl, order.orderNumber) },
  ]);
}
