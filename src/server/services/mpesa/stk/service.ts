import type { StkCallback } from '../../../integrations/mpesa/callback';
import type { DarajaResultBody } from '../../../integrations/mpesa/result-body';
import { DarajaError, DarajaUnavailableError } from '../../../integrations/mpesa/errors';
import { sameSecret } from '../../../lib/same-secret';
import type { PaymentsContext } from './context';
import { push, startOrderPush, type OrderPushInput } from './push';
import { promptsOfOrder } from './order-prompts';
import { sendPaymentReminders, type PaymentReminderOptions } from './payment-reminders';
import { checkOrderPayment, queryPayment, readPayment, type StatusCaller } from './query';
import { reconcilePayments } from './reconcile';
import { handleStatusResult, handleStatusTimeout } from './status';
import { settlePayment } from './settle';

export type { PaymentState, PaymentStatus } from './context';
export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** M-Pesa payments of orders (DESIGN.md §4): push, callback, status, and the test page's calls. */
export function createPaymentsService(ctx: PaymentsContext) {
  return {
    /** Charges the order's own total; the amount a browser sends is never used. */
    startPush: (input: OrderPushInput) => startOrderPush(ctx, input),

    query: (checkoutRequestId: string, caller: StatusCaller) => queryPayment(ctx, checkoutRequestId, caller),

    /** The console asking about an order's waiting prompt; null when none waits. */
    checkOrder: (orderId: number) => checkOrderPayment(ctx, orderId),

    /** The order's prompts for the console's order page, newest first. */
    ofOrder: (orderId: number) => promptsOfOrder(ctx.db, orderId),

    /** The stored state only, no Daraja call: for the event stream. */
    read: (checkoutRequestId: string) => readPayment(ctx, checkoutRequestId),

    handleCallback: (callback: StkCallback, raw: unknown) =>
      settlePayment(ctx, callback.checkoutRequestId, {
        resultCode: callback.resultCode,
        resultDesc: callback.resultDesc,
        amountKes: callback.amount,
        receiptNumber: callback.receiptNumber,
        source: 'callback',
        raw,
      }),

    /** One text and mail to each M-Pesa order whose prompts failed and that is still unpaid. */
    sendPaymentReminders: (options: PaymentReminderOptions) => sendPaymentReminders(ctx, options),

    /** The periodic job's pass over payments with no answer yet (reconcile.ts). */
    reconcile: () => reconcilePayments(ctx),

    /** Daraja's answers to the Transaction Status queries the reconciliation sent. */
    handleStatusResult: (result: DarajaResultBody) => handleStatusResult(ctx, result),
    handleStatusTimeout: (result: DarajaResultBody) => handleStatusTimeout(ctx, result),

    subscribe: (checkoutRequestId: string, onSettled: () => void) =>
      ctx.events.subscribe(checkoutRequestId, onSettled),

    isCallbackSecret: (candidate: string) => sameSecret(candidate, ctx.mpesa.callbackSecret),

    mode: ctx.mpesa.mode,

    /** The test page's connection check; the token and the callback secret are shown masked. */
    async testConnection() {
      const shown = {
        environment: ctx.mpesa.mode,
        callbackUrl: ctx.daraja.callbackUrl().replace(ctx.mpesa.callbackSecret, '••••••'),
      };
      try {
        const token = await ctx.daraja.accessToken();
        return { success: true, message: 'Connected to M-Pesa', ...shown, accessToken: mask(token) };
      } catch (error) {
        if (!(error instanceof DarajaError || error instanceof DarajaUnavailableError)) throw error;
        const message = error instanceof DarajaError ? error.errorMessage : error.message;
        return { success: false, message, ...shown, accessToken: '' };
      }
    },

    /** A push not tied to an order: nothing is recorded, and its callback is ignored. */
    async testPayment(input: { phone: string; amountKes: number }) {
      const sent = await push(ctx, {
        phone: input.phone,
        amountKes: Math.ceil(input.amountKes),
        accountReference: 'TEST',
        description: 'Test payment',
      });
      const testMode = ctx.mpesa.mode !== 'production';
      if (!sent.success)
        return { success: false, message: sent.message, checkoutRequestID: '', responseCode: '', testMode };
      return {
        success: true,
        message: sent.message,
        checkoutRequestID: sent.checkoutRequestId,
        responseCode: sent.responseCode,
        testMode,
      };
    },
  };
}

function mask(token: string): string {
  if (token.length <= 8) return '••••••••';
  return `${token.slice(0, 4)}${'•'.repeat(8)}${token.slice(-4)}`;
}
