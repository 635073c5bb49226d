import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { checkoutFields, type CheckoutDetails } from '../../../core/checkout-schema';
import { findDeliveryArea } from '../../../core/delivery';
import { CHECKOUT_TABS, paymentMethodInfo, type CheckoutPaymentMethod } from '../../../core/payment-methods';
import { priceOrder } from '../../../core/pricing';
import { ApiError, serverMessage } from '../../lib/api-client';
import { useCart } from '../../lib/cart-context';
import { clearCheckoutDraft } from '../../lib/checkout-draft';
import { cartCode } from '../../lib/discount-code-store';
import { useCartDiscount } from '../../lib/use-cart-discount';
import { useShopSettings } from '../../lib/shop-settings-context';
import { buttonClasses } from '../ui/button-styles';
import { Card } from '../ui/card';
import { EmptyState } from '../ui/empty-state';
import { toast } from '../ui/toast';
import { attemptFingerprint, attemptFor, endAttempt, saveAttempt } from './checkout-attempt';
import { CheckoutSteps } from './checkout-steps';
import {
  RIDER_SELECTION,
  deliveryChoiceOf,
  keepOrFirst,
  offeredMethods,
  orderDeliveryFields,
  pickupPointsIn,
} from './delivery-selection';
import { DetailsForm, type DetailsErrors } from './details-form';
import type { PlacedScreen } from './methods/checkout-method';
import { createOrder, switchPaymentMethod } from './order-api';
import { OrderSummary } from './order-summary';
import { PaymentStep, type PaymentTab } from './payment-step';
import { trackingLink, type PlacedOrder } from './placed-order';
import { countFunnelStep } from '../../lib/funnel';
import { usePickupPoints } from './use-pickup-points';

const ORDER_FAILED = {
  title: 'Error placing order',
  description: 'There was an error processing your order. Please try again.',
} as const;

/** What the shop refused among the delivery details, or null when the answer names none of them. */
function detailsErrorsOf(error: unknown): DetailsErrors | null {
  if (!(error instanceof ApiError) || error.status >= 500) return null;
  const named = Object.entries(error.fieldErrors).filter(([field]) => field in checkoutFields);
  return named.length > 0 ? (Object.fromEntries(named) as DetailsErrors) : null;
}

/** Whether the shop refused the delivery method or pickup point the order was sent with. */
function refusedDeliveryChoice(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status >= 500) return false;
  return 'deliveryMethod' in error.fieldErrors || 'pickupPointId' in error.fieldErrors;
}

/**
 * DESIGN §4's checkout: details (nothing sent), then a payment choice creates the order once,
 * and the method's panel (methods/) finishes it. The cart is cleared only when the order is done.
 */
export function CheckoutFlow() {
  const cart = useCart();
  const { delivery } = useShopSettings();
  const navigate = useNavigate();
  const [step, setStep] = useState<'details' | 'payment'>('details');
  const [details, setDetails] = useState<CheckoutDetails | null>(null);
  const [refusedDetails, setRefusedDetails] = useState<DetailsErrors | null>(null);
  const [area, setArea] = useState('');
  const [chosenDelivery, setChosenDelivery] = useState(RIDER_SELECTION);
  const { points: allPoints, refresh: refreshPoints } = usePickupPoints(area !== '');
  const [tab, setTab] = useState<PaymentTab>(CHECKOUT_TABS[0]!.id);
  const [order, setOrder] = useState<PlacedOrder | null>(null);
  // Placed with a method whose money comes later: the checkout ends on that method's screen.
  const [ended, setEnded] = useState<{ order: PlacedOrder; Screen: PlacedScreen } | null>(null);
  const chosenArea = findDeliveryArea(delivery, area);
  const areaPoints = allPoints ? pickupPointsIn(allPoints, area) : [];
  const offered = chosenArea ? offeredMethods(chosenArea, areaPoints) : [];
  // Another area (or its points arriving) keeps the shopper's method where the area offers it.
  const deliverySelection = chosenArea ? keepOrFirst(chosenDelivery, offered, areaPoints) : chosenDelivery;
  const deliveryFields = orderDeliveryFields(deliverySelection);
  const deliveryChoice = deliveryChoiceOf(deliverySelection, areaPoints);
  const discount = useCartDiscount(cart.lines, { area, delivery: deliveryFields });
  const discountCode = discount.applied?.code ?? null;

  if (ended) return <ended.Screen order={ended.order} />;
  if (!cart.ready) return <p className="py-16 text-center text-ink-muted">Loading your cart...</p>;
  if (cart.lines.length === 0 && !order) {
    return (
      <EmptyState Icon={ShoppingBag} title="Your cart is empty">
        <p>Add a few products to your cart, then come back here to check out.</p>
        <Link to="/products" className={buttonClasses('primary')}>
          Continue Shopping
        </Link>
      </EmptyState>
    );
  }

  /** Makes the order for these details and this cart, or reuses it, with `method` as its payment. */
  async function prepareOrder(method: CheckoutPaymentMethod): Promise<PlacedOrder | null> {
    if (!details) return null;
    const attempt = attemptFor(attemptFingerprint(details, cart.lines, discountCode, deliveryFields));
    let placed = attempt.order;
    try {
      placed ??= await createOrder(details, cart.lines, method, attempt.idempotencyKey, {
        discountCode,
        delivery: deliveryFields,
      });
      saveAttempt({ ...attempt, order: placed });
    } catch (error) {
      // The shop's own reason (too few left, over the per-order cap, too many orders) when it gave one.
      const reason = error instanceof ApiError && error.status < 500 ? serverMessage(error) : undefined;
      toast({ ...ORDER_FAILED, ...(reason ? { description: reason } : {}), variant: 'destructive' });
      // A refused detail is mended where it was typed: back to the details, the field marked.
      const refused = detailsErrorsOf(error);
      if (refused) {
        setRefusedDetails(refused);
        setStep('details');
      }
      // A refused way of delivery (a point switched off since the list came): choose again.
      if (refusedDeliveryChoice(error)) {
        refreshPoints();
        setStep('details');
      }
      return null;
    }
    setOrder(placed);
    // A method the shopper may not ask for is switched to by the server (M-Pesa: once its prompt is sent).
    if (placed.paymentMethod === method || !paymentMethodInfo(method).shopperMaySwitchTo) return placed;
    try {
      const switched = await switchPaymentMethod(placed, method);
      saveAttempt({ ...attempt, order: switched });
      setOrder(switched);
      return switched;
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to confirm order. Please try again.',
        variant: 'destructive',
      });
      return null;
    }
  }

  function finish(placed: PlacedOrder) {
    toast({
      title: 'Order placed successfully!',
      description: `Your order number is ${placed.orderNumber}. You'll receive updates by email.`,
    });
    endAttempt();
    clearCheckoutDraft();
    cart.clear();
    cartCode.set(null);
  }

  function onPaid(placed: PlacedOrder) {
    finish(placed);
    // Long enough to read 'Payment Successful'; then the order's own page takes over.
    window.setTimeout(() => void navigate(trackingLink(placed)), 1500);
  }

  function onPlaced(placed: PlacedOrder, Screen: PlacedScreen) {
    finish(placed);
    setEnded({ order: placed, Screen });
  }

  const estimateTotal =
    priceOrder(
      cart.lines.map((l) => ({ unitPriceCents: l.priceCents, quantity: l.quantity })),
      delivery,
      area || null,
      deliveryChoice,
    ).totalCents - (discount.applied?.discountCents ?? 0);

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start">
      <Card className="p-4 sm:p-8">
        <CheckoutSteps current={step} />
        <div className="mt-8">
          {step === 'details' || !details ? (
            <DetailsForm
              defaults={details}
              serverErrors={refusedDetails}
              subtotalCents={cart.subtotalCents}
              onAreaChange={setArea}
              method={{
                area: chosenArea,
                offered,
                areaPoints,
                selection: deliverySelection,
                onChange: setChosenDelivery,
              }}
              onSubmit={(submitted) => {
                // Details sent once start a checkout; coming back to change them does not.
                if (!details) countFunnelStep('checkout');
                setRefusedDetails(null);
                setDetails(submitted);
                setArea(submitted.deliveryArea);
                // Changed details or cart mean a different order; the old one is left unpaid.
                const attempt = attemptFor(
                  attemptFingerprint(submitted, cart.lines, discountCode, deliveryFields),
                );
                setOrder(attempt.order);
                setStep('payment');
                window.scrollTo({ top: 0 });
              }}
            />
          ) : (
            <PaymentStep
              tab={tab}
              onTabChange={setTab}
              onBack={() => setStep('details')}
              checkout={{ details, totalCents: estimateTotal, prepareOrder, onPaid, onPlaced }}
            />
          )}
        </div>
      </Card>
      <div className="lg:sticky lg:top-28">
        <OrderSummary
          lines={cart.lines}
          area={area}
          method={deliverySelection.method}
          choice={deliveryChoice}
          order={order}
          discount={discount}
        />
      </div>
    </div>
  );
}
