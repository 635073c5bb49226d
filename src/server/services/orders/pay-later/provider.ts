// Pay Later (SPEC §4): the order is recorded and the shop calls the customer within
// PAY_LATER_CALL_MINUTES to arrange payment, then confirms the order from the console.
import { PAY_LATER_CALL_MINUTES } from '../../../../core/pay-later';
import { PAYMENT_METHOD } from '../../../../core/payment-methods';
import type { OrdersContext } from '../context';
import type { PaymentProvider } from '../payment-providers';
import { queueOrderReceivedSms, queuePayLaterAlertSms } from '../sms';
import { queuePayLaterMails } from './mails';

/** SPEC §4: the note a Pay Later order carries for the shop. */
export const PAY_LATER_NOTE = `Customer chose Pay Later and should be contacted within ${PAY_LATER_CALL_MINUTES} minutes to arrange payment.`;

export function payLaterProvider(ctx: OrdersContext): PaymentProvider {
  return {
    method: PAYMENT_METHOD.payLater,
    confirmedBy: 'admin',
    orderNote: PAY_LATER_NOTE,
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
