import * as Tabs from '@radix-ui/react-tabs';
import { ArrowLeft } from 'lucide-react';
import { CHECKOUT_TABS, type CheckoutTabId } from '../../../core/payment-methods';
import { useOnline } from '../../lib/connection-state';
import { buttonClasses } from '../ui/button-styles';
import { ComingSoonPanel } from './coming-soon-panel';
import type { CheckoutContext } from './methods/checkout-method';
import { CHECKOUT_METHODS } from './methods/checkout-methods';
import { PAYMENT_ICONS } from './payment-icons';

export type PaymentTab = CheckoutTabId;

interface PaymentStepProps {
  tab: PaymentTab;
  onTabChange: (tab: PaymentTab) => void;
  onBack: () => void;
  /** What each method's panel is given (its onSwitch is onTabChange). */
  checkout: Omit<CheckoutContext, 'onSwitch'>;
}

const TRIGGER =
  'flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full px-2 text-sm whitespace-nowrap sm:px-3 font-semibold text-ink-muted data-[state=active]:bg-surface data-[state=active]:text-earth-900 data-[state=active]:shadow-card';

/** Step 2 (SPEC §2): a tab for each of the checkout's methods (core/payment-methods.ts), in its order. */
export function PaymentStep(props: PaymentStepProps) {
  const { tab } = props;
  const { details } = props.checkout;
  const checkout: CheckoutContext = { ...props.checkout, onSwitch: props.onTabChange };
  const online = useOnline();
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

      {!online && (
        <p
          role="alert"
          className="rounded-control border border-gold-300 bg-gold-100 p-4 text-sm text-earth-900"
        >
          Payment needs a connection. Your details are kept: pay as soon as you are back online.
        </p>
      )}
      {/* Offline, every payment control waits: nothing can reach M-Pesa or the shop. */}
      <fieldset disabled={!online} className="min-w-0">
        <Tabs.Root value={tab} onValueChange={(value) => props.onTabChange(value as PaymentTab)}>
          <Tabs.List aria-label="Payment method" className="flex gap-1 rounded-full bg-shea-200 p-1">
            {CHECKOUT_TABS.map((method) => {
              const Icon = PAYMENT_ICONS[method.icon];
              return (
                <Tabs.Trigger key={method.id} value={method.id} className={TRIGGER}>
                  <Icon className="hidden size-4 sm:block" aria-hidden="true" />
                  {method.label}
                </Tabs.Trigger>
              );
            })}
          </Tabs.List>
          {CHECKOUT_TABS.map((method) => {
            if (method.checkout === 'coming_soon') {
              return (
                <Tabs.Content key={method.id} value={method.id} className="mt-6">
                  <ComingSoonPanel Icon={PAYMENT_ICONS[method.icon]} />
                </Tabs.Content>
              );
            }
            const { Panel, keepMounted } = CHECKOUT_METHODS[method.id];
            return keepMounted ? (
              <Tabs.Content
                key={method.id}
                value={method.id}
                forceMount
                className="mt-6 data-[state=inactive]:hidden"
              >
                <Panel checkout={checkout} />
              </Tabs.Content>
            ) : (
              <Tabs.Content key={method.id} value={method.id} className="mt-6">
                <Panel checkout={checkout} />
              </Tabs.Content>
            );
          })}
        </Tabs.Root>
      </fieldset>
    </div>
  );
}
