import { PAYMENT_METHOD } from '../../../../../core/payment-methods';
import type { CheckoutMethod } from '../checkout-method';
import { PayLaterPanel } from './pay-later-panel';

/** Pay Later's tab: the order is placed at once and ends on its confirmed screen. */
export const payLaterMethod = { id: PAYMENT_METHOD.payLater, Panel: PayLaterPanel } satisfies CheckoutMethod;
