// What the shopper typed at checkout, kept in this tab's session storage until the order is done:
// a page reload or a dropped connection loses none of it, and closing the tab forgets it (a phone
// may be shared, and these are a name, a phone number and an address). Where storage is refused
// (private mode, full), the form still works; it is only not kept.
import type { CheckoutInput } from '../../core/checkout-schema';
import { forget, store, storedValue } from './browser-storage';

const KEY = 'checkout-draft';

export function readCheckoutDraft(): Partial<CheckoutInput> | null {
  return storedValue(
    'session',
    KEY,
    (text) => {
      const draft: unknown = JSON.parse(text);
      return draft && typeof draft === 'object' ? (draft as Partial<CheckoutInput>) : null;
    },
    null,
  );
}

export function saveCheckoutDraft(values: Partial<CheckoutInput>): void {
  store('session', KEY, JSON.stringify(values));
}

export function clearCheckoutDraft(): void {
  forget('session', KEY);
}
