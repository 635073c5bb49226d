import { Clock, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useShopSettings } from '../../lib/shop-settings-context';
import { wait } from '../../lib/wait';
import { buttonClasses } from '../ui/button-styles';

// SPEC §4/§9: a 1 s confirmation pause, so the shopper sees the order being confirmed.
const CONFIRM_DELAY_MS = 1000;

/** Pay Later: the order is recorded and the shop calls the customer within the minutes the settings promise. */
export function PayLaterPanel({ onConfirm }: { onConfirm: () => Promise<boolean> }) {
  const [confirming, setConfirming] = useState(false);
  const { payLater } = useShopSettings();

  async function confirm() {
    setConfirming(true);
    const [ok] = await Promise.all([onConfirm(), wait(CONFIRM_DELAY_MS)]);
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
