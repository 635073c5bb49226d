import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { checkoutSchema, type CheckoutDetails, type CheckoutInput } from '../../../core/checkout-schema';
import { formatPrice } from '../../../core/currency-format';
import {
  DELIVERY_REGIONS,
  REGION_LABELS,
  activeDeliveryAreas,
  feeCentsOf,
  freeDeliveryHint,
  qualifiesForFreeDelivery,
  type DeliveryArea,
} from '../../../core/delivery';
import type { DeliveryMethod } from '../../../core/delivery-methods';
import { readCheckoutDraft, saveCheckoutDraft } from '../../lib/checkout-draft';
import { focusFirstField } from '../../lib/focus-first-field';
import { useShopSettings } from '../../lib/shop-settings-context';
import { zodFormResolver } from '../../lib/zod-form-resolver';
import { buttonClasses } from '../ui/button-styles';
import { DeliveryMethodChoice } from './delivery-method-choice';
import {
  NO_DELIVERY_METHOD,
  selectionProblem,
  type DeliverySelection,
  type PickupPoint,
} from './delivery-selection';
import { controlClasses } from '../ui/field-classes';
import { FormField } from '../ui/form-field';

/** The shop's own refusals of the details, by field (an area switched off since the page loaded). */
export type DetailsErrors = Partial<Record<keyof CheckoutInput, string>>;

interface DetailsFormProps {
  defaults: CheckoutDetails | null;
  serverErrors?: DetailsErrors | null;
  subtotalCents: number;
  onAreaChange: (area: string) => void;
  /** How the order arrives in the chosen area: the flow keeps it, beside the details. */
  method: {
    /** The area chosen so far, as the flow heard of it. */
    area: DeliveryArea | undefined;
    offered: readonly DeliveryMethod[];
    areaPoints: readonly PickupPoint[];
    selection: DeliverySelection;
    onChange: (selection: DeliverySelection) => void;
  };
  onSubmit: (details: CheckoutDetails) => void;
}

/** Step 1 (SPEC §4): checked in the browser with the API's own schema; nothing is sent yet. */
export function DetailsForm({
  defaults,
  serverErrors = null,
  subtotalCents,
  onAreaChange,
  method,
  onSubmit,
}: DetailsFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const [methodError, setMethodError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    subscribe,
    formState: { errors },
  } = useForm<CheckoutInput, unknown, CheckoutDetails>({
    resolver: zodFormResolver(checkoutSchema),
    // The first mistake on the page is focused below, in the page's order.
    shouldFocusError: false,
    defaultValues: defaults ?? {
      customerName: '',
      customerEmail: '',
      customerPhone: '',
      deliveryAddress: '',
      deliveryArea: '',
      smsOptOut: false,
    },
  });
  // What was typed before a reload or a lost connection comes back once the page runs.
  useEffect(() => {
    const draft = defaults ? null : readCheckoutDraft();
    if (draft) {
      reset((current) => ({ ...current, ...draft }));
      if (draft.deliveryArea) onAreaChange(draft.deliveryArea);
    }
    return subscribe({ formState: { values: true }, callback: ({ values }) => saveCheckoutDraft(values) });
    // Once, on mount: the draft is read before the shopper types anything.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!serverErrors) return;
    for (const [field, message] of Object.entries(serverErrors)) {
      setError(field as keyof CheckoutInput, { message });
    }
    focusFirstField(form.current, Object.keys(serverErrors));
  }, [serverErrors, setError]);
  const area = register('deliveryArea');
  const { delivery } = useShopSettings();
  const areas = activeDeliveryAreas(delivery);

  // The details first, in the page's order; then the method, which sits below the area. An area
  // the page does not know (switched off since it loaded) has no methods here: the shop refuses it
  // by name, and the area is marked where it was chosen.
  const submitIfDelivered = (details: CheckoutDetails) => {
    const problem = method.area ? selectionProblem(method.selection, method.offered) : null;
    setMethodError(problem);
    if (!problem) onSubmit(details);
    else focusFirstField(form.current, [problem === NO_DELIVERY_METHOD ? 'deliveryArea' : 'pickupPointId']);
  };

  const feeLabel = (feeCents: number, areaName: string) =>
    qualifiesForFreeDelivery(delivery, subtotalCents, areaName) ? 'Free' : formatPrice(feeCents, 'KES');

  return (
    <form
      ref={form}
      onSubmit={(event) =>
        void handleSubmit(submitIfDelivered, (invalid) =>
          focusFirstField(form.current, Object.keys(invalid)),
        )(event)
      }
      noValidate
      aria-labelledby="details-heading"
      className="space-y-5"
    >
      <h2 id="details-heading" className="text-2xl text-earth-900">
        Delivery details
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="customer-name" label="Full name" error={errors.customerName?.message}>
          <input
            {...register('customerName')}
            autoComplete="name"
            className={controlClasses(Boolean(errors.customerName))}
          />
        </FormField>
        <FormField id="customer-phone" label="Phone number" error={errors.customerPhone?.message}>
          <input
            {...register('customerPhone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="0712 345 678"
            className={controlClasses(Boolean(errors.customerPhone))}
          />
        </FormField>
      </div>
      <FormField id="customer-email" label="Email" error={errors.customerEmail?.message}>
        <input
          {...register('customerEmail')}
          type="email"
          inputMode="email"
          autoComplete="email"
          className={controlClasses(Boolean(errors.customerEmail))}
        />
      </FormField>
      <FormField
        id="delivery-area"
        label="Delivery area"
        error={errors.deliveryArea?.message}
        hint={freeDeliveryHint(delivery)}
      >
        <select
          {...area}
          onChange={(event) => {
            void area.onChange(event);
            onAreaChange(event.target.value);
          }}
          className={controlClasses(Boolean(errors.deliveryArea))}
        >
          <option value="">Select a delivery area</option>
          {DELIVERY_REGIONS.filter((region) => areas.some((a) => a.region === region)).map((region) => (
            <optgroup key={region} label={REGION_LABELS[region]}>
              {areas
                .filter((a) => a.region === region)
                .map((a) => (
                  <option key={a.name} value={a.name}>
                    {a.name} ({feeLabel(feeCentsOf(a), a.name)})
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </FormField>
      {method.area && (
        <DeliveryMethodChoice
          area={method.area}
          offered={method.offered}
          areaPoints={method.areaPoints}
          subtotalCents={subtotalCents}
          selection={method.selection}
          onChange={(selection) => {
            setMethodError(null);
            method.onChange(selection);
          }}
          error={methodError}
        />
      )}
      <FormField id="delivery-address" label="Delivery address" error={errors.deliveryAddress?.message}>
        <textarea
          {...register('deliveryAddress')}
          rows={3}
          autoComplete="street-address"
          placeholder="Building, street, estate and any landmark"
          className={controlClasses(Boolean(errors.deliveryAddress), 'py-2.5')}
        />
      </FormField>
      <label className="flex min-h-11 items-start gap-3 text-sm text-ink">
        <input
          {...register('smsOptOut')}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-earth-700"
        />
        <span>Don&apos;t send me text messages about this order</span>
      </label>
      <button type="submit" className={`${buttonClasses('primary', 'lg')} w-full`}>
        Continue to Payment
      </button>
      <p className="text-sm text-ink-muted">
        Your details are used to deliver this order, and shared only with M-Pesa and the courier.{' '}
        {/* A new tab: the details typed so far stay in this one. */}
        <Link
          to="/privacy"
          target="_blank"
          className="font-medium text-earth-700 underline underline-offset-4"
        >
          How we use your details
        </Link>
      </p>
    </form>
  );
}
