import { AlertTriangle, CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { useState, type FormEvent } from 'react';
import { formatPrice } from '../../../../../core/currency-format';
import { chargeKes, parseDecimalToCents } from '../../../../../core/money';
import { INVALID_PHONE_MESSAGE, INVALID_PHONE_TITLE, normalizeMpesaPhone } from '../../../../../core/phone';
import { apiRequest, serverMessage } from '../../../../lib/api-client';
import { buttonClasses } from '../../../ui/button-styles';
import { MpesaPhoneFields } from '../../../ui/mpesa-phone-fields';
import { toast } from '../../../ui/toast';
import type { PlacedOrder } from '../../placed-order';
import { PaybillPanel } from './paybill-panel';
import { usePaymentStatus, type PayerProof } from '../../../../lib/use-payment-status';

type Phase =
  | { name: 'idle' }
  | { name: 'starting' }
  | { name: 'pending'; checkoutRequestId: string; phone: string; proof: PayerProof }
  | { name: 'success'; receipt: string | null }
  | { name: 'failed'; reason: string }
  | { name: 'refund'; message: string; receipt: string | null };

interface StkPushAnswer {
  success: boolean;
  checkoutRequestId?: string;
  message?: string;
}

interface MpesaWidgetProps {
  defaultPhone: string;
  /** What the shopper will pay: the server's total once the order exists, the estimate before. */
  totalCents: number;
  /** Creates the order, or switches the existing one to M-Pesa; throws when that fails. */
  prepareOrder: () => Promise<PlacedOrder | null>;
  onPaid: (order: PlacedOrder, receipt: string | null) => void;
  onPayLater: () => void;
  /** The shop's Paybill business number, for paying from the M-Pesa menu instead of the prompt. */
  paybill?: string | null;
}

/** SPEC §4's M-Pesa widget: idle, pending after the push, then success or failed (with retry). */
export function MpesaWidget({
  defaultPhone,
  totalCents,
  prepareOrder,
  onPaid,
  onPayLater,
  paybill,
}: MpesaWidgetProps) {
  const [phone, setPhone] = useState(defaultPhone);
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [order, setOrder] = useState<PlacedOrder | null>(null);

  const watched = phase.name === 'pending' ? phase : null;
  usePaymentStatus(watched?.checkoutRequestId ?? null, watched?.proof ?? {}, (result) => {
    if (result.kind === 'success') {
      setPhase({ name: 'success', receipt: result.receipt });
      if (order) onPaid(order, result.receipt);
    } else if (result.kind === 'refund') {
      setPhase({ name: 'refund', message: result.message, receipt: result.receipt });
    } else {
      setPhase({ name: 'failed', reason: result.message });
      toast({ title: 'Payment Failed', description: result.message, variant: 'destructive' });
    }
  });

  async function placeForPaybill() {
    const placed = await prepareOrder();
    if (placed) setOrder(placed);
    return placed;
  }

  function paidByPaybill(receipt: string | null) {
    setPhase({ name: 'success', receipt });
    if (order) onPaid(order, receipt);
  }

  async function pay(event: FormEvent) {
    event.preventDefault();
    const normalised = normalizeMpesaPhone(phone);
    if (!normalised.ok) {
      toast({ title: INVALID_PHONE_TITLE, description: INVALID_PHONE_MESSAGE, variant: 'destructive' });
      return;
    }
    setPhase({ name: 'starting' });
    const placed = await prepareOrder();
    if (!placed) {
      setPhase({ name: 'idle' });
      return;
    }
    setOrder(placed);
    const proof = { paymentToken: placed.paymentToken ?? undefined, customerEmail: placed.customerEmail };
    try {
      const answer = await apiRequest<StkPushAnswer>('POST', '/api/mpesa/stk-push', {
        phoneNumber: normalised.phone,
        amount: Number(placed.totalAmount),
        orderReference: placed.orderNumber,
        description: `Order ${placed.orderNumber}`,
        ...proof,
      });
      if (!answer.success || !answer.checkoutRequestId) {
        fail(answer.message || 'Failed to initiate payment');
        return;
      }
      // An earlier prompt that turns out paid comes back here too: following it shows the order paid.
      setPhase({
        name: 'pending',
        checkoutRequestId: answer.checkoutRequestId,
        phone: normalised.phone,
        proof,
      });
    } catch (error) {
      fail(serverMessage(error) ?? 'Failed to process M-Pesa payment');
    }
  }

  function fail(reason: string) {
    toast({ title: 'Payment Failed', description: reason, variant: 'destructive' });
    setPhase({ name: 'failed', reason });
  }

  const payableCents = order ? (parseDecimalToCents(order.totalAmount) ?? totalCents) : totalCents;
  const amount = formatPrice(payableCents, 'KES');

  return (
    <div aria-live="polite">
      {(phase.name === 'idle' || phase.name === 'starting') && (
        <form onSubmit={(event) => void pay(event)} noValidate className="space-y-4">
          <p className="text-sm text-ink-muted">
            We'll send a payment request to your phone. Enter your M-Pesa PIN there to pay {amount}.
          </p>
          <MpesaPhoneFields
            id="mpesa-phone"
            phone={phone}
            onPhoneChange={setPhone}
            sending={phase.name === 'starting'}
            label="Pay with M-Pesa"
            sendingLabel="Sending request..."
            buttonWidth="w-full"
          />
        </form>
      )}
      {paybill && (phase.name === 'idle' || phase.name === 'starting') && (
        <PaybillPanel
          paybill={paybill}
          order={order}
          estimateKes={chargeKes(payableCents)}
          placeOrder={placeForPaybill}
          onPaid={(status) => paidByPaybill(status.receipt)}
        />
      )}

      {phase.name === 'pending' && (
        <div className="rounded-card border border-gold-300 bg-gold-100 p-5 text-center">
          <Loader2 className="mx-auto size-8 animate-spin text-gold-700" aria-hidden="true" />
          <p className="mt-3 font-semibold text-earth-900">Check your phone</p>
          <p className="mt-1 text-sm text-ink">
            A payment request for {amount} was sent to {phase.phone}. Enter your M-Pesa PIN to complete it.
          </p>
          <p className="mt-3 text-xs text-ink-muted">Waiting for confirmation...</p>
        </div>
      )}

      {phase.name === 'success' && (
        <div className="rounded-card border border-green-300 bg-green-50 p-5 text-center">
          <CheckCircle2 className="mx-auto size-10 text-green-700" aria-hidden="true" />
          <p className="mt-3 text-lg font-semibold text-green-900">Payment Successful</p>
          {phase.receipt && <p className="mt-1 text-sm text-green-900">M-Pesa receipt {phase.receipt}</p>}
          <p className="mt-1 text-sm text-green-900">Taking you to your order...</p>
        </div>
      )}

      {phase.name === 'refund' && (
        <div role="alert" className="rounded-card border border-gold-300 bg-gold-100 p-5">
          <div className="flex gap-3">
            <AlertTriangle className="size-6 shrink-0 text-gold-700" aria-hidden="true" />
            <div>
              <p className="font-semibold text-earth-900">Payment received: we will refund it</p>
              <p className="mt-1 text-sm text-ink">{phase.message}</p>
              {phase.receipt && <p className="mt-1 text-sm text-ink">M-Pesa receipt {phase.receipt}</p>}
              <p className="mt-3 text-sm">
                <Link to="/contact" className="font-semibold text-earth-800 underline">
                  Contact us
                </Link>{' '}
                if you have any questions. Please do not pay this order again.
              </p>
            </div>
          </div>
        </div>
      )}

      {phase.name === 'failed' && (
        <div role="alert" className="rounded-card border border-red-300 bg-red-50 p-5">
          <div className="flex gap-3">
            <XCircle className="size-6 shrink-0 text-red-700" aria-hidden="true" />
            <div>
              <p className="font-semibold text-red-900">
                Payment failed. Please try again or contact support.
              </p>
              <p className="mt-1 text-sm text-red-900">{phase.reason}</p>
            </div>
          </div>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row">
            <button
              type="button"
              onClick={() => setPhase({ name: 'idle' })}
              className={`${buttonClasses('primary')} flex-1`}
            >
              Try Again
            </button>
            <button type="button" onClick={onPayLater} className={`${buttonClasses('secondary')} flex-1`}>
              Pay Later Instead
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
