// Who may act on an unpaid order without an account: whoever placed it. The checkout keeps the
// order's payment token; a shopper on another device shows the email the order was placed with.
import { randomBytes } from 'node:crypto';
import { isErasedEmail } from '../../../core/erased-customer';
import { sameSecret } from '../../lib/same-secret';
import type { Order } from './model';

export interface OrderProof {
  paymentToken?: string;
  customerEmail?: string;
}

/** 192 random bits, URL-safe: as hard to guess as a session token. */
export function newPaymentToken(): string {
  return randomBytes(24).toString('base64url');
}

/** True when the proof holds the order's payment token or its customer's email (any case). */
export function provesOrder(
  order: Pick<Order, 'paymentToken' | 'customerEmail'>,
  proof: OrderProof,
): boolean {
  if (proof.paymentToken && order.paymentToken && sameSecret(proof.paymentToken, order.paymentToken)) {
    return true;
  }
  return emailProvesOrder(order, proof.customerEmail);
}

/**
 * True when `email` is the order's customer's (any case). An erased customer's order holds the
 * placeholder every erased order holds, which anybody can type: it proves nothing.
 */
export function emailProvesOrder(order: Pick<Order, 'customerEmail'>, email: string | undefined): boolean {
  const typed = email?.trim().toLowerCase();
  if (!typed || isErasedEmail(order.customerEmail)) return false;
  return sameSecret(typed, order.customerEmail.trim().toLowerCase());
}
