import { quantityRuleNote } from '../../../core/order-line-limits';
import { useShopSettings } from '../../lib/shop-settings-context';

/**
 * What the checkout will say of this many of one product (the most an order may hold, and that
 * more than an unpaid order may hold needs a quick M-Pesa payment), said while the shopper chooses.
 * The paragraph stays in place when empty, so a screen reader hears the note as it appears.
 */
export function QuantityRuleNote({ name, quantity }: { name: string; quantity: number }) {
  const { quantities } = useShopSettings();
  const note = quantityRuleNote(quantities, name, quantity);
  return (
    <p aria-live="polite" className={note ? 'text-sm text-earth-800' : 'sr-only'}>
      {note}
    </p>
  );
}
