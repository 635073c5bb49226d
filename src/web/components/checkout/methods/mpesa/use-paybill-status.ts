import { useEffect, useRef, useState } from 'react';
import type { PaybillStatus } from '../../../../../core/paybill-status-schema';
import { apiRequest } from '../../../../lib/api-client';

// A Paybill payment is made by hand on the phone, so it may take minutes: asked every 10 s, as the
// prompt's status is (SPEC §4), for as long as the panel is open.
const POLL_INTERVAL_MS = 10_000;

/**
 * How the order's Paybill payment stands, refreshed while it waits. Network errors while polling
 * are ignored, as for the prompt.
 */
export function usePaybillStatus(
  order: { orderNumber: string; paymentToken?: string | null; customerEmail: string } | null,
  onPaid: (status: PaybillStatus) => void,
) {
  const [status, setStatus] = useState<PaybillStatus | null>(null);
  const onPaidRef = useRef(onPaid);
  useEffect(() => {
    onPaidRef.current = onPaid;
  });
  const orderNumber = order?.orderNumber ?? null;
  const paymentToken = order?.paymentToken ?? undefined;
  const customerEmail = order?.customerEmail;

  useEffect(() => {
    if (!orderNumber) return;
    let stopped = false;
    let timer: number | undefined;
    const ask = async () => {
      try {
        const answer = await apiRequest<PaybillStatus>('POST', '/api/mpesa/paybill-status', {
          orderNumber,
          paymentToken,
          customerEmail,
        });
        if (stopped) return;
        setStatus(answer);
        if (answer.state === 'paid') {
          onPaidRef.current(answer);
          return;
        }
        if (answer.state === 'closed') return;
      } catch {
        if (stopped) return;
      }
      timer = window.setTimeout(() => void ask(), POLL_INTERVAL_MS);
    };
    void ask();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [orderNumber, paymentToken, customerEmail]);

  return status;
}
