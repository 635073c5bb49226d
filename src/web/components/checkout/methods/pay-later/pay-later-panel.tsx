import { Clock, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { PAYMENT_METHOD } from '../../../../../core/payment-methods';
import { useShopSettings } from '../../../../lib/shop-settings-context';
import { wait } from '../../../../lib/wait';
import { buttonClasses } from '../../../ui/button-styles';
import type { CheckoutContext } from '../checkout-method';
import { PayLaterConfirmed } from './pay-later-confirmed';

// SPEC §4/§9: a 1 s confirmation pause, so the shopper sees the order being confirmed.
const CONFIRM_DELAY_MS = 1000;

/** Pay Later: the order is recorded and the shop calls the customer within the minutes the settings promise. */
export function PayLaterPanel({ checkout }: { checkout: CheckoutContext }) {
  const [confirming, setConfirming] = useState(false);
  const { payLater } = useShopSettings();

  async function place(): Promise<boolean> {
    const placed = await checkout.prepareOrder(PAYMENT_METHOD.payLater);
    if (!placed) return false;
    checkout.onPlaced(placed, PayLaterConfirmed);
    return true;
  }

  async function confirm() {
    setConfirming(true);
    const [ok] = await Promise.all([place(), wait(CONFIRM_DELAY_MS)]);
    if (!ok) setConfirming(false);
  }

  return (
    <div className="space-y-4">
      <div className="flex gap-3 rounded-card bg-sage-100 p-4">
        <Clock className="mt-0.5 size-5 shrink-0 text-sage-700" aria-hidden="true" />
        <div className="text-sm text-ink">
          <p className="font-semibold text-earth-900">{`We'll contact you within ${payLater.callWithinMinutes} minutes`}</p>
          <p className="mt-1">
            Place your order now and pay when we call to confirm it: by M-Pesa, or on delivery in Nairobi.
          </p>
        </div>
      </div>
      <button
        type="button"
        onClick={() => void confirm()}
        disabled={confirming}
        className={`${buttonClasses('primary', 'lg')} w-full`}
      >
        {confirming ? (
          <>
            <Loader2 className="size-5 animate-spin" aria-hidden="true" /> Confirming order...
          </>
        ) : (
          'Confirm Order (Pay Later)'
        )}
      </button>
    </div>
  );
}
