// The checkout asking how its order's Paybill payment stands: the order, and the proof it placed it.
import { z } from 'zod';
import { orderNumberField } from './form-fields';
import { orderProofFields } from './order-proof-schema';

export const paybillStatusSchema = z
  .object({ orderNumber: orderNumberField(), ...orderProofFields })
  .strict();

/** What the widget reads: the Paybill details to pay with, and how much has come in. */
export interface PaybillStatus {
  /** waiting: nothing yet; part: some came in; paid: the order is confirmed; closed: cancelled. */
  state: 'waiting' | 'part' | 'paid' | 'closed';
  paybill: string;
  accountNumber: string;
  /** Whole KES still to pay, the exact amount to send. */
  dueKes: number;
  paidKes: number;
  /** The order's receipt once paid. */
  receipt: string | null;
}
