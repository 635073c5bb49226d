import { useEffect, useRef } from 'react';
import { apiRequest } from './api-client';
import {
  interpretStatus,
  MAX_POLLS,
  PAYMENT_TIMEOUT,
  POLL_INTERVAL_MS,
  type PaymentResult,
  type StatusAnswer,
} from './payment-result';

type FinalResult = Exclude<PaymentResult, { kind: 'pending' }>;

/** The order's proof the checkout holds (order-access.ts): with it, a poll may ask M-Pesa itself. */
export interface PayerProof {
  paymentToken?: string;
  customerEmail?: string;
}

/**
 * Waits for the result of one STK push. The server-sent event stream reports the callback within
 * a second; polling query-status every 10 s, at most 30 times (SPEC §4), covers a lost stream or a
 * lost callback. Each poll carries the order's proof, so the server knows the payer: only the
 * payer's polls ask M-Pesa and count against the payment's own allowance. Network errors while
 * polling are ignored; 30 polls without a result is a timeout.
 */
export function usePaymentStatus(
  checkoutRequestId: string | null,
  proof: PayerProof,
  onResult: (result: FinalResult) => void,
) {
  const onResultRef = useRef(onResult);
  useEffect(() => {
    onResultRef.current = onResult;
  });
  const { paymentToken, customerEmail } = proof;

  useEffect(() => {
    if (!checkoutRequestId) return;
    let done = false;
    let polls = 0;
    const finish = (result: FinalResult) => {
      if (done) return;
      done = true;
      stop();
      onResultRef.current(result);
    };
    const consider = (answer: StatusAnswer | null | undefined) => {
      const result = interpretStatus(answer);
      if (result.kind !== 'pending') finish(result);
    };

    const events =
      typeof EventSource === 'undefined'
        ? null
        : new EventSource(`/api/mpesa/events/${encodeURIComponent(checkoutRequestId)}`);
    const onEvent = (event: MessageEvent<string>) => {
      try {
        consider(JSON.parse(event.data) as StatusAnswer);
      } catch {
        // A malformed event is not a result; polling still decides.
      }
    };
    events?.addEventListener('message', onEvent);
    events?.addEventListener('result', onEvent as EventListener);
    // The server ends a stream that outlived its lifetime; reconnecting would only start another,
    // and polling below still finds the result.
    events?.addEventListener('end', () => events.close());

    const timer = window.setInterval(async () => {
      polls += 1;
      try {
        const answer = await apiRequest<StatusAnswer>('POST', '/api/mpesa/query-status', {
          checkoutRequestId,
          paymentToken,
          customerEmail,
        });
        consider(answer);
      } catch {
        // SPEC §4: a failed poll is not a failed payment.
      }
      if (polls >= MAX_POLLS) finish({ kind: 'failed', message: PAYMENT_TIMEOUT });
    }, POLL_INTERVAL_MS);

    function stop() {
      window.clearInterval(timer);
      events?.close();
    }
    return () => {
      done = true;
      stop();
    };
  }, [checkoutRequestId, paymentToken, customerEmail]);
}
