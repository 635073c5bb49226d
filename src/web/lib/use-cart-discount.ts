// The cart's discount code and what it takes off, as the server would apply it now: asked again
// whenever the lines or the delivery area change, since a minimum subtotal or a product-only code
// may stop (or start) applying. The order is sent with the code only while it applies.
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { parseDecimalToCents } from '../../core/money';
import { ApiError, apiRequest, serverMessage } from './api-client';
import { cartCode, type StoredCode } from './discount-code-store';

/** What the server prices a line by. */
export interface DiscountedLine {
  id: number;
  variantId: number | null;
  quantity: number;
}

export interface DiscountOptions {
  /** The checkout's chosen area, for its fee; none in the cart (the default rule). */
  area?: string | undefined;
  /** A reseller's wholesale cart is priced at wholesale and takes wholesale codes. */
  kind?: 'retail' | 'wholesale';
  store?: StoredCode;
  /** The checkout's delivery method and point, for the fee a free-delivery code takes off. */
  delivery?: CheckDelivery;
}

interface CheckDelivery {
  deliveryMethod?: string;
  pickupPointId?: number;
}

interface CheckAnswer {
  code: string;
  discount: string;
}

export interface AppliedCode {
  /** As the owner spelt it. */
  code: string;
  discountCents: number;
}

export interface CartDiscount {
  /** The code the shopper applied and keeps, whether or not it applies to the cart as it is now. */
  kept: string | null;
  /** The code while it applies to this cart; null otherwise. */
  applied: AppliedCode | null;
  /** Why the code typed or kept does not apply. */
  refusal: string | null;
  checking: boolean;
  apply: (code: string) => Promise<void>;
  remove: () => void;
}

const COULD_NOT_CHECK = 'We could not check this code. Please try again.';

function check(
  code: string,
  lines: readonly DiscountedLine[],
  area: string | undefined,
  kind: 'retail' | 'wholesale',
  delivery: CheckDelivery | undefined,
): Promise<CheckAnswer> {
  const items = lines.map((line) => ({
    id: line.id,
    ...(line.variantId === null ? {} : { variantId: line.variantId }),
    quantity: line.quantity,
  }));
  return apiRequest<CheckAnswer>('POST', '/api/discounts/check', {
    code,
    items,
    kind,
    ...(area ? { deliveryArea: area } : {}),
    ...delivery,
  });
}

function refusalOf(error: unknown): string {
  if (error instanceof ApiError && error.status < 500) {
    return (
      error.fieldErrors.discountCode ?? error.fieldErrors.code ?? serverMessage(error) ?? COULD_NOT_CHECK
    );
  }
  return COULD_NOT_CHECK;
}

const toApplied = (answer: CheckAnswer): AppliedCode => ({
  code: answer.code,
  discountCents: parseDecimalToCents(answer.discount) ?? 0,
});

/** What the server said about one code for one cart and area. */
interface Answer {
  key: string;
  applied: AppliedCode | null;
  refusal: string | null;
}

const answerKey = (code: string, cartKey: string, area: string | undefined, delivery: string) =>
  JSON.stringify([code.toLowerCase(), cartKey, area ?? '', delivery]);

export function useCartDiscount(
  lines: readonly DiscountedLine[],
  { area, kind = 'retail', store = cartCode, delivery }: DiscountOptions = {},
): CartDiscount {
  // By value: the checkout builds its choice afresh each render.
  const deliveryKey = JSON.stringify(delivery ?? {});
  const deliveryBody = useMemo(() => JSON.parse(deliveryKey) as CheckDelivery, [deliveryKey]);
  const stored = useSyncExternalStore(store.subscribe, store.get, store.getServer);
  const [answer, setAnswer] = useState<Answer | null>(null);
  // A code typed and refused is never kept, so its answer is not the kept code's.
  const [typedRefusal, setTypedRefusal] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const cartKey = JSON.stringify(lines.map((line) => [line.id, line.variantId, line.quantity]));
  const key = stored && lines.length > 0 ? answerKey(stored, cartKey, area, deliveryKey) : null;
  const current = answer && answer.key === key ? answer : null;

  useEffect(() => {
    if (!key || !stored || answer?.key === key) return;
    let live = true;
    check(stored, lines, area, kind, deliveryBody)
      .then((reply) => live && setAnswer({ key, applied: toApplied(reply), refusal: null }))
      .catch((error: unknown) => live && setAnswer({ key, applied: null, refusal: refusalOf(error) }));
    return () => {
      live = false;
    };
  }, [key, stored, area, answer?.key, lines, kind, deliveryBody]);

  const apply = useCallback(
    async (code: string) => {
      setApplying(true);
      try {
        const reply = await check(code, lines, area, kind, deliveryBody);
        setAnswer({
          key: answerKey(reply.code, cartKey, area, deliveryKey),
          applied: toApplied(reply),
          refusal: null,
        });
        setTypedRefusal(null);
        store.set(reply.code);
      } catch (error) {
        setTypedRefusal(refusalOf(error));
      } finally {
        setApplying(false);
      }
    },
    [lines, area, cartKey, kind, store, deliveryKey, deliveryBody],
  );

  const remove = useCallback(() => {
    setTypedRefusal(null);
    store.set(null);
  }, [store]);

  return {
    kept: stored,
    applied: current?.applied ?? null,
    refusal: typedRefusal ?? current?.refusal ?? null,
    checking: applying || (key !== null && current === null),
    apply,
    remove,
  };
}
