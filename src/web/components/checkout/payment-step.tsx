import * as Tabs from '@radix-ui/react-tabs';
import { ArrowLeft, Clock, CreditCard, Smartphone } from 'lucide-react';
import type { CheckoutDetails } from '../../../core/checkout-schema';
import { buttonClasses } from '../ui/button-styles';
import { MpesaWidget } from './mpesa/mpesa-widget';
import { PayLaterPanel } from './pay-later-panel';
import type { PlacedOrder } from './placed-order';

export type PaymentTab = 'mpesa' | 'pay_later' | 'other';

interface PaymentStepProps {
  details: CheckoutDetails;
  totalCents: number;
  tab: PaymentTab;
  onTabChange: (tab: PaymentTab) => void;
  onBack: () => void;
  prepareMpesa: () => Promise<PlacedOrder | null>;
  onPaid: (order: PlacedOrder, receipt: string | null) => void;
  onPayLater: () => Promise<boolean>;
  /** The shop's Paybill business number. */
  paybill: string | null;
}

const TRIGGER =
  'flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full px-2 text-sm whitespace-nowrap sm:px-3 font-semibold text-ink-muted data-[state=active]:bg-surface data-[state=active]:text-earth-900 data-[state=active]:shadow-card';

/** Step 2 (SPEC §2): M-Pesa, Pay Later and the 'Coming Soon' card tab. */
export function PaymentStep(props: PaymentStepProps) {
  const { details, tab } = props;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl text-earth-900">Payment</h2>
        <button type="button" onClick={props.onBack} className={buttonClasses('ghost')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Details
        </button>
      </div>

      <div className="rounded-control bg-shea-100 p-4 text-sm">
        <p className="font-semibold text-earth-900">Delivering to {details.customerName}</p>
        <p className="mt-1 break-words text-ink-muted">
          {details.deliveryAddress}, {details.deliveryArea}
        </p>
        <p className="text-ink-muted">
          {details.customerPhone} · {details.customerEmail}
        </p>
      </div>

      <Tabs.Root value={tab} onValueChange={(value) => props.onTabChange(value as PaymentTab)}>
        <Tabs.List aria-label="Payment method" className="flex gap-1 rounded-full bg-shea-200 p-1">
          <Tabs.Trigger value="mpesa" className={TRIGGER}>
            <Smartphone className="hidden size-4 sm:block" aria-hidden="true" />
            M-Pesa
          </Tabs.Trigger>
          <Tabs.Trigger value="pay_later" className={TRIGGER}>
            <Clock className="hidden size-4 sm:block" aria-hidden="true" />
            Pay Later
          </Tabs.Trigger>
          <Tabs.Trigger value="other" className={TRIGGER}>
            <CreditCard className="hidden size-4 sm:block" aria-hidden="true" />
            Other
          </Tabs.Trigger>
        </Tabs.List>
        {/* Kept mounted while hidden, so a pending M-Pesa payment keeps listening for its result. */}
        <Tabs.Content value="mpesa" forceMount className="mt-6 data-[state=inactive]:hidden">
          <MpesaWidget
            defaultPhone={details.customerPhone}
            totalCents={props.totalCents}
            prepareOrder={props.prepareMpesa}
            onPaid={props.onPaid}
            onPayLater={() => props.onTabChange('pay_later')}
            paybill={props.paybill}
          />
        </Tabs.Content>
        <Tabs.Content value="pay_later" className="mt-6">
          <PayLaterPanel onConfirm={props.onPayLater} />
        </Tabs.Content>
        <Tabs.Content value="other" className="mt-6">
          <div className="rounded-card border border-dashed border-shea-300 p-6 text-center">
            <CreditCard className="mx-auto size-8 text-earth-700" aria-hidden="true" />
            <p className="mt-3 text-lg font-semibold text-earth-900">Coming Soon</p>
            <p className="mt-1 text-sm text-ink-muted">
              Card and other payment methods are on their way. For now, pay with M-Pesa or choose Pay Later.
            </p>
          </div>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
