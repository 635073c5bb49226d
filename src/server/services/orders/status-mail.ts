// To the customer (or reseller) each time the shop moves their order on from the console.
import type { OrderStatus } from '../../../core/order-status';
import type { OrderPickupPoint } from '../../../core/order-delivery';
import type { Mail } from '../../integrations/mail/mail';
import { customerMail, orderBlock, taxInvoiceLines, trackingLink, type OrderMailSettings } from './mails';
import type { Order } from './model';

const NEWS: Partial<Record<OrderStatus, { subject: string; text: string }>> = {
  confirmed: {
    subject: 'confirmed',
    text: 'Good news: your order is confirmed and we are getting it ready.',
  },
  processing: {
    subject: 'is being prepared',
    text: 'We are packing your order now.',
  },
  shipped: {
    subject: 'is on its way',
    text: 'Your order is out for delivery.',
  },
  delivered: {
    subject: 'delivered',
    text: 'Your order has been delivered. Thank you for shopping with us, and enjoy!',
  },
  cancelled: {
    subject: 'cancelled',
    text: 'Your order has been cancelled. If you paid for it, we will refund you. Reply to this mail with any question.',
  },
};

/** Null for a status the customer is not told about (the shop never moves orders back to unpaid). */
export function orderStatusMail(
  order: Order,
  note: string | undefined,
  settings: OrderMailSettings,
  point: OrderPickupPoint | null = null,
): Mail | null {
  const news = NEWS[order.status];
  if (!news) return null;
  return customerMail(order, settings, `Order ${order.orderNumber} ${news.subject}`, [
    news.text,
    ...(note && order.status === 'shipped' ? ['', `Delivery details: ${note}`] : []),
    '',
    `Order number: ${order.orderNumber}`,
    '',
    orderBlock(order, settings.publicUrl, point),
    // The shop confirming an order (Pay Later, wholesale) is what invoices it.
    ...(order.status === 'confirmed' ? [...taxInvoiceLines(order, settings), ''] : []),
    { kind: 'button', label: 'Follow your order', url: trackingLink(settings.publicUrl, order.orderNumber) },
  ]);
}
