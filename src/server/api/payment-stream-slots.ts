import type { PaymentStreamLimits } from '../http-env';
import { HttpError } from './http-errors';

const PER_ADDRESS_MESSAGE =
  'Too many payment update streams are open from your address. Close one, or ask for the payment status instead.';
const PER_PAYMENT_MESSAGE =
  'Too many update streams are open for this payment. Close one, or ask for the payment status instead.';

/**
 * Places for open payment event streams, per client address and per payment. An open stream is a
 * socket of this process, so the count lives in this process's memory: it caps what one process
 * holds, which is what runs out. (Rate limits count requests over time and must hold across
 * processes, so those live in PostgreSQL; see services/rate-limits.ts.)
 */
export function createStreamSlots({
  perAddress,
  perPayment,
}: Pick<PaymentStreamLimits, 'perAddress' | 'perPayment'>) {
  const byAddress = new Map<string, number>();
  const byPayment = new Map<string, number>();

  return {
    /** Takes a place or throws a 429; the returned function gives it back (once, however often called). */
    take(address: string, checkoutRequestId: string): () => void {
      if ((byAddress.get(address) ?? 0) >= perAddress) throw new HttpError(429, PER_ADDRESS_MESSAGE);
      if ((byPayment.get(checkoutRequestId) ?? 0) >= perPayment)
        throw new HttpError(429, PER_PAYMENT_MESSAGE);
      add(byAddress, address, 1);
      add(byPayment, checkoutRequestId, 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        add(byAddress, address, -1);
        add(byPayment, checkoutRequestId, -1);
      };
    },
  };
}

function add(counts: Map<string, number>, key: string, by: number) {
  const next = (counts.get(key) ?? 0) + by;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}
