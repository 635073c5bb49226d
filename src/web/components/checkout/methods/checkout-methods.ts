// The checkout's part of each payment method it takes, one folder each (methods/<method>/). The type
// check fails until every method core/payment-methods.ts lets the checkout take has one here.
import type { CheckoutPaymentMethod } from '../../../../core/payment-methods';
import type { CheckoutMethod } from './checkout-method';
import { mpesaMethod } from './mpesa/mpesa-method';
import { payLaterMethod } from './pay-later/pay-later-method';

export const CHECKOUT_METHODS: Record<CheckoutPaymentMethod, CheckoutMethod> = {
  [mpesaMethod.id]: mpesaMethod,
  [payLaterMethod.id]: payLaterMethod,
};
