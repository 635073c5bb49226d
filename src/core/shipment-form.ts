// The console's Ship form as shipmentRequestSchema reads it. The form shows one quantity per size
// and every method's fields at once (it works without scripts), so a size left at 0 ships nothing
// and only the chosen method's fields are sent.

/** One size of an order and how many of its units may still go in a parcel (the form's rows). */
export interface SizeToShip {
  variantId: number;
  name: string;
  size: string;
  left: number;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/** The sizes in the request's order: `items.{n}` of a refusal is the size `sizes[n]`. */
export function shipmentFormInput(form: FormData): { input: Record<string, unknown>; sizes: string[] } {
  const quantities = form.getAll('quantity');
  const asked = form.getAll('variantId').flatMap((variantId, index) => {
    const quantity = quantities[index];
    if (typeof variantId !== 'string' || typeof quantity !== 'string') return [];
    return /^\s*0*\s*$/.test(quantity) ? [] : [{ variantId, quantity }];
  });
  const method = text(form, 'method');
  const trackingRef = text(form, 'trackingRef')?.trim();
  return {
    input: {
      items: asked,
      method,
      ...(method === 'rider' ? { riderId: text(form, 'riderId') } : {}),
      ...(method === 'courier'
        ? { carrier: text(form, 'carrier'), ...(trackingRef ? { trackingRef } : {}) }
        : {}),
    },
    sizes: asked.map((item) => item.variantId),
  };
}

/**
 * A refusal's messages by the form's fields: `items.{n}.quantity` of the request becomes
 * `quantity.{variantId}`, the size's own input.
 */
export function shipmentFormErrors(
  errors: Record<string, string> | undefined,
  sizes: readonly string[],
): Record<string, string> | undefined {
  if (!errors) return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([key, message]) => {
      const line = /^items\.(\d+)\.\w+$/.exec(key);
      const size = line ? sizes[Number(line[1])] : undefined;
      return [size === undefined ? key : `quantity.${size}`, message];
    }),
  );
}
