import type { DarajaResultBody } from '../../../integrations/mpesa/result-body';
import { orderByNumber } from '../../orders';
import type { RefundsContext } from './context';
import type { NeededRefundsView } from './needed-refunds-view';
import { readNeededRefunds, readOrderRefunds, toRefundView } from './read';
import { requestRefund, type RefundInput } from './request';
import { settleRefund, timeOutRefund } from './result';

export type RefundsService = ReturnType<typeof createRefundsService>;

/** Refunds to M-Pesa by Daraja Transaction Reversal: request, Daraja's answers, the console's reads. */
export function createRefundsService(ctx: RefundsContext) {
  /** False when the initiator settings are missing: the console then says what to set. */
  const available = () => Boolean(ctx.daraja.options.initiatorName && ctx.daraja.options.securityCredential);
  return {
    available,

    refund: async (input: RefundInput) => toRefundView(await requestRefund(ctx, input)),

    handleResult: (result: DarajaResultBody) => settleRefund(ctx, result),

    handleTimeout: (
      ids: DarajaResultBody | null,
      request: { transactionId: string; amountKes: number } | null,
    ) => timeOutRefund(ctx, ids, request),

    /** Null when there is no such order. */
    async forOrder(orderNumber: string) {
      const order = await orderByNumber(ctx.db, orderNumber);
      return order ? readOrderRefunds(ctx.db, order) : null;
    },

    needed: () => readNeededRefunds(ctx.db),

    /** The Refunds screen: the money owed back, and whether it can be sent. */
    neededView: async (): Promise<NeededRefundsView> => ({
      available: available(),
      needed: await readNeededRefunds(ctx.db),
    }),
  };
}
