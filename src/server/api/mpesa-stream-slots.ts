import type { PaymentStreamLimits } from '../http/env';
import { HttpError } from './http-errors';

const PER_ADDRESS_MESSAGE =
  'Too many payment update streams are open from your address. Close one, or ask for the payment status instead.';

/**
 * Places for open payment event streams, per client address. An open stream is a socket of this
 * process, so the count lives in this process's memory: it caps what one process holds, which is
 * what runs out. (Rate limits count requests over time and must hold across processes, so those
 * live in PostgreSQL; see services/limits/rate-limits.ts.)
 *
 * There is no cap per payment: anyone who holds a CheckoutRequestID could fill it and shut the
 * payer's own page out, and it would guard nothing the address cap does not, since a payment's
 * streams share one re-read per heartbeat (mpesa-watch.ts) and never call Daraja.
 */
export function createStreamSlots({ perAddress }: Pick<PaymentStreamLimits, 'perAddress'>) {
  const byAddress = new Map<string, number>();

  return {
    /** Takes a place or throws a 429; the returned function gives it back (once, however often called). */
    take(address: string): () => void {
      if ((byAddress.get(address) ?? 0) >= perAddress) throw new HttpError(429, PER_ADDRESS_MESSAGE);
      add(byAddress, address, 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        add(byAddress, address, -1);
      };
    },
  };
}

function add(counts: Map<string, number>, key: string, by: number) {
  const next = (counts.get(key) ?? 0) + by;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}
