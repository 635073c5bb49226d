// Pay Later (SPEC §4): the order is recorded and the shop calls the customer within the minutes
// the settings promise (settings.payLater) to arrange payment, then confirms the order from the console.
import { payLaterNote } from '../../../../core/pay-later';
import { PAYMENT_METHOD } from '../../../../core/payment-methods';
import type { OrdersContext } from '../context';
import type { PaymentProvider } from '../payment-providers';
import { queueOrderReceivedSms } from '../sms';
import { queuePayLaterMails } from './mails';
import { queuePayLaterAlertSms } from './sms';

export function payLaterProvider(ctx: OrdersContext): PaymentProvider {
  return {
    method: PAYMENT_METHOD.payLater,
    confirmedBy: 'admin',
    orderNote: (settings) => payLaterNote(settings.payLater.callWithinMinutes),
    async placed(tx, order, eventId) {
      await queuePayLaterMails(ctx, tx, order, eventId);
      await queuePayLaterAlertSms(ctx, tx, order, eventId);
    },
    // The customer chose it after placing: the text they had no longer says how they pay.
    async switchedTo(tx, order, eventId) {
      await queuePayLaterMails(ctx, tx, order, eventId);
      await queuePayLaterAlertSms(ctx, tx, order, eventId);
      await queueOrderReceivedSms(ctx, tx, order, eventId);
    },
  };
}
