// What the customer is told when a refund has gone out: a mail and one short text message.
import { formatPrice } from '../../../../core/currency-format';
import { smsShopName } from '../../../../core/sms-shop-name';
import type { Mail } from '../../../integrations/mail/mail';
import { customerMail, orderBlock, trackingLink, type CustomerMailSettings, type Order } from '../../orders';

export function refundMail(
  order: Order,
  settings: CustomerMailSettings,
  refund: { amountCents: number; reversalReceipt: string | null },
): Mail {
  const amount = formatPrice(refund.amountCents);
  return customerMail(order, settings, `Refund of ${amount} for order ${order.orderNumber}`, [
    `We have sent ${amount} back to your M-Pesa for order ${order.orderNumber}.`,
    ...(refund.reversalReceipt ? [`M-Pesa reference: ${refund.reversalReceipt}`] : []),
    '',
    'M-Pesa sends you its own message when the money arrives.',
    '',
    orderBlock(order, settings.publicUrl),
    { kind: 'button', label: 'Follow your order', url: trackingLink(settings.publicUrl, order.orderNumber) },
  ]);
}

/** One SMS segment (160 characters): amount, order and M-Pesa's reference, nothing else. */
export function refundSms(
  order: Order,
  refund: { amountCents: number; reversalReceipt: string | null },
  shop: string,
): string {
  const amount = formatPrice(refund.amountCents).replace(/\.00$/, '');
  const reference = refund.reversalReceipt ? ` Ref ${refund.reversalReceipt}` : '';
  return `${smsShopName(shop)}: ${amount} refunded to your M-Pesa for order ${order.orderNumber}.${reference}`;
}
