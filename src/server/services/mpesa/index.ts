// M-Pesa, the shop's money: prompts to pay (stk/), Paybill payments (paybill/) and refunds by
// reversal (refunds/), over one Daraja client. They settle the same orders, so they are one domain.
export { darajaFromConfig } from './daraja';
export type { C2bMatch } from './paybill/match';
export { paybillProvider } from './paybill/provider';
export { countAwaitingAssignment } from './paybill/refunded';
export type { C2bPaymentRow, C2bPaymentsService } from './paybill/service';
export {
  c2bAssignedNotice,
  toC2bAssignedJson,
  toUnmatchedPaymentsJson,
  toUnmatchedPaymentsPage,
} from './paybill/unmatched-payments-view';
export type { C2bAssigned, UnmatchedPaymentsView } from './paybill/unmatched-payments-view';
export { REFUND_STATES_HOLDING_MONEY } from './refunds/context';
export { STK_STATUSES_WITH_MONEY } from './refunds/payment';
export { readNeededRefunds } from './refunds/read';
export type { NeededRefund, NeededRefundsOf } from './refunds/read';
export { toNeededRefundsJson, toNeededRefundsPage } from './refunds/needed-refunds-view';
export type { NeededRefundsView } from './refunds/needed-refunds-view';
export { toOrderRefundsJson, toRefundJson } from './refunds/refund-json';
export type { RefundsService } from './refunds/service';
export { createPaymentEvents } from './stk/events';
export type { PaymentEvents } from './stk/events';
export type { OrderPrompt } from './stk/order-prompts';
export { mpesaPersonalData } from './personal-data';
export { promptsNeedingAttention } from './stk/needing-attention';
export type { PromptNeedingAttention } from './stk/needing-attention';
export { mpesaPromptProvider } from './stk/provider';
export { promptFailureSignal, sweepPromptFailures } from './stk/prompt-failures';
export { PUSHES_PER_ORDER } from './stk/push';
export type { ReconcileSummary } from './stk/reconcile';
export type { PaymentState, PaymentsService } from './stk/service';
export { toPaymentStatusJson } from './stk/status-json';
export { wonBackByReminders } from './stk/won-back';
export type { WonBack } from './stk/won-back';
export { mpesaFromConfig } from './wiring';
