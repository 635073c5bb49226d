import { CheckCircle2, Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { formatPrice } from '../../../core/currency-format';
import { chargeKes } from '../../../core/money';
import { INVALID_PHONE_MESSAGE, normalizeMpesaPhone } from '../../../core/phone';
import { apiRequest, serverMessage } from '../../lib/api-client';
import { useShopSettings } from '../../lib/shop-settings-context';
import { usePaymentStatus } from '../../lib/use-payment-status';
import { MpesaPhoneFields } from '../ui/mpesa-phone-fields';

type Phase =
  | { name: 'idle'; error?: string }
  | { name: 'starting' }
  | { name: 'pending'; checkoutRequestId: string; phone: string }
  | { name: 'paid'; receipt: string | null };

interface PayNowProps {
  orderNumber: string;
  totalCents: number;
  /** The e-mail the shopper found the order with: the proof a new prompt needs (order-access). */
  email: string;
}

/**
 * An M-Pesa order not paid yet (the prompt failed, was cancelled or timed out): a new prompt for
 * the order's own total, or the Paybill details to pay from the M-Pesa menu. The server charges
 * the order's total whatever the page says; once paid, the page reloads its order.
 */
export function PayNow({ orderNumber, totalCents, email }: PayNowProps) {
  const { store } = useShopSettings();
  const revalidator = useRevalidator();
  const [phone, setPhone] = useState('');
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const amount = formatPrice(totalCents, 'KES');
  const wholeKes = formatPrice(chargeKes(totalCents) * 100, 'KES');

  const watched = phase.name === 'pending' ? phase.checkoutRequestId : null;
  usePaymentStatus(watched, { customerEmail: email }, (result) => {
    if (result.kind === 'success') {
      setPhase({ name: 'paid', receipt: result.receipt });
      void revalidator.revalidate();
    } else {
      setPhase({ name: 'idle', error: result.message });
    }
  });

  async function pay(event: FormEvent) {
    event.preventDefault();
    const normalised = normalizeMpesaPhone(phone);
    if (!normalised.ok) {
      setPhase({ name: 'idle', error: INVALID_PHONE_MESSAGE });
      return;
    }
    setPhase({ name: 'starting' });
    try {
      const answer = await apiRequest<{ success: boolean; checkoutRequestId?: string; message?: string }>(
        'POST',
        '/api/mpesa/stk-push',
        { phoneNumber: normalised.phone, orderReference: orderNumber, customerEmail: email },
      );
      if (!answer.success || !answer.checkoutRequestId) {
        setPhase({ name: 'idle', error: answer.message || 'The payment request could not be sent.' });
        return;
      }
      setPhase({ name: 'pending', checkoutRequestId: answer.checkoutRequestId, phone: normalised.phone });
    } catch (error) {
      setPhase({ name: 'idle', error: serverMessage(error) ?? 'The payment request could not be sent.' });
    }
  }

  if (phase.name === 'paid') {
    return (
      <div role="status" className="mt-6 rounded-card border border-green-300 bg-green-50 p-5 text-center">
        <CheckCircle2 className="mx-auto size-8 text-green-700" aria-hidden="true" />
        <p className="mt-2 font-semibold text-green-900">Payment received, thank you</p>
        {phase.receipt && <p className="mt-1 text-sm text-green-900">M-Pesa receipt {phase.receipt}</p>}
      </div>
    );
  }

  return (
    <section
      aria-labelledby="pay-now-heading"
      className="mt-6 rounded-card border border-gold-300 bg-gold-100 p-5"
    >
      <h3 id="pay-now-heading" className="text-lg text-earth-900">
        Not paid yet
      </h3>
      <div aria-live="polite">
        {phase.name === 'pending' ? (
          <div className="mt-3 text-center">
            <Loader2 className="mx-auto size-8 animate-spin text-gold-700" aria-hidden="true" />
            <p className="mt-2 font-semibold text-earth-900">Check your phone</p>
            <p className="mt-1 text-sm text-ink">
              A payment request for {amount} was sent to {phase.phone}. Enter your M-Pesa PIN to complete it.
            </p>
          </div>
        ) : (
          <form onSubmit={(event) => void pay(event)} noValidate className="mt-2 space-y-4">
            <p className="text-sm text-ink">
              If a payment request is on your phone, complete it there. Otherwise we will send a new one for{' '}
              {amount}.
            </p>
            {phase.name === 'idle' && phase.error && (
              <p
                role="alert"
                className="rounded-control border border-red-300 bg-red-50 p-3 text-sm text-red-900"
              >
                {phase.error}
              </p>
            )}
            <MpesaPhoneFields
              id="pay-now-phone"
              phone={phone}
              onPhoneChange={setPhone}
              sending={phase.name === 'starting'}
              label="Pay now"
              buttonWidth="w-full sm:w-auto"
            />
          </form>
        )}
      </div>
      <p className="mt-5 text-sm font-semibold text-earth-900">Or pay from your M-Pesa menu</p>
      <p className="mt-1 text-sm text-ink-muted">Lipa na M-Pesa, Pay Bill. Enter these exactly:</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-muted">Business number</dt>
        <dd className="font-mono font-semibold text-earth-900">{store.paybillNumber}</dd>
        <dt className="text-ink-muted">Account number</dt>
        <dd className="font-mono font-semibold text-earth-900">{orderNumber}</dd>
        <dt className="text-ink-muted">Amount</dt>
        <dd className="font-semibold text-earth-900">{wholeKes}</dd>
      </dl>
    </section>
  );
}
