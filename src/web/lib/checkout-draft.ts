// What the shopper typed at checkout, kept in this tab's session storage until the order is done:
// a page reload or a dropped connection loses none of it, and closing the tab forgets it (a phone
// may be shared, and these are a name, a phone number and an address).
import type { CheckoutInput } from '../../core/checkout-schema';

const KEY = 'checkout-draft';

export function readCheckoutDraft(): Partial<CheckoutInput> | null {
  try {
    const stored = sessionStorage.getItem(KEY);
    const draft: unknown = stored ? JSON.parse(stored) : null;
    return draft && typeof draft === 'object' ? (draft as Partial<CheckoutInput>) : null;
  } catch {
    return null;
  }
}

export function saveCheckoutDraft(values: Partial<CheckoutInput>): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(values));
  } catch {
    // Storage full or refused (private mode): the form still works, it is only not kept.
  }
}

export function clearCheckoutDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // As above.
  }
}
