import { PAYMENT_METHOD } from '../../../../../core/payment-methods';
import { useShopSettings } from '../../../../lib/shop-settings-context';
import type { CheckoutContext, CheckoutMethod } from '../checkout-method';
import { MpesaWidget } from './mpesa-widget';

function MpesaPanel({ checkout }: { checkout: CheckoutContext }) {
  // Paying by Paybill needs the shop's business number, as the owner's settings give it.
  const { paybillNumber } = useShopSettings().store;
  return (
    <MpesaWidget
      defaultPhone={checkout.details.customerPhone}
      totalCents={checkout.totalCents}
      prepareOrder={() => checkout.prepareOrder(PAYMENT_METHOD.mpesa)}
      onPaid={checkout.onPaid}
      onPayLater={() => checkout.onSwitch(PAYMENT_METHOD.payLater)}
      paybill={paybillNumber}
    />
  );
}

/** M-Pesa's tab: the prompt to the phone, or Paybill from the M-Pesa menu. */
export const mpesaMethod = {
  id: PAYMENT_METHOD.mpesa,
  // A pending M-Pesa payment keeps listening for its result on another tab.
  keepMounted: true,
  Panel: MpesaPanel,
} satisfies CheckoutMethod;
