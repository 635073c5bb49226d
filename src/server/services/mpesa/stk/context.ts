import type { Database } from '../../../db/client';
import type { DarajaClient } from '../../../integrations/mpesa/client';
import type { MpesaConfig } from '../../../integrations/mpesa/env';
import type { mpesaPayments } from '../tables';
import type { OrdersService } from '../../orders';
import type { PaymentEvents } from './events';
import type { PaymentLimits } from '../../../config/limits-env';
import type { RateLimits } from '../../limits';

export interface PaymentsLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What the payment functions share. */
export interface PaymentsContext {
  db: Database;
  mpesa: MpesaConfig;
  orders: Pick<
    OrdersService,
    | 'findByNumber'
    | 'choosePaymentMethod'
    | 'markPaid'
    | 'holdSurplusForPrompt'
    | 'claimUnpaid'
    | 'remindToPay'
  >;
  daraja: DarajaClient;
  events: PaymentEvents;
  /**
   * Pushes of this process between Daraja's acceptance and the insert of their row. A callback
   * can outrun that insert (the simulator answers in milliseconds): it waits for these first.
   */
  recording: Set<Promise<unknown>>;
  log: PaymentsLog;
  limits: RateLimits;
  paymentLimits: PaymentLimits;
}

export type PaymentRow = typeof mpesaPayments.$inferSelect;

import type { PaymentStatus } from '../../../../core/payment-statuses';

export type { PaymentStatus };

/** The state a payer's widget sees (query-status and the event stream). */
export interface PaymentState {
  checkoutRequestId: string;
  status: PaymentStatus;
  resultCode: number | null;
  resultDesc: string | null;
  receiptNumber: string | null;
}

export function toPaymentState(row: PaymentRow): PaymentState {
  return {
    checkoutRequestId: row.checkoutRequestId,
    status: row.status === 'confirming' ? 'pending' : row.status,
    resultCode: row.resultCode,
    resultDesc: row.resultDesc,
    receiptNumber: row.receiptNumber,
  };
}
