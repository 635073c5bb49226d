import { DELIVERY_METHOD } from '../../../core/delivery-methods';
import { orderDeliveryText } from '../../../core/order-delivery';
import { lineTitle } from '../../../core/line-title';
import { formatPrice } from '../../../core/currency-format';
import { shopDecimalToCents } from '../../../core/money';
import type { TrackingView } from '../../../core/tracking-view';
import { isWaitingStatus, trackingLabel } from '../../../core/order-status';
import { formatShopDateTime } from '../../../core/shop-time';
import { KEEP_CLEAR_OF_CHAT } from '../../lib/chat-clearance';
import { useShopSettings } from '../../lib/shop-settings-context';
import { findPaymentMethod } from '../../../core/payment-methods';
import { Card } from '../ui/card';
import { PayNow } from './pay-now';
import { ShipmentJourney } from './shipment-journey';
import { StatusTimeline } from './status-timeline';
import { TaxInvoiceLink } from './tax-invoice-link';
import { trackingSteps } from './tracking-steps';

/** The checkout's methods by their names; any other (a reseller's invoice) as the order carries it. */
function paymentLabel(method: string): string {
  return findPaymentMethod(method)?.label ?? method;
}

/**
 * The found order: its current status, a few facts the shopper recognises, and the timeline; an
 * M-Pesa order not yet paid offers to pay it. `email` is the one the shopper found it with. Its
 * status, facts, lines and notes reach the chat button's corner on a phone (a line's quantity sits
 * right under it): the button steps aside while they pass beneath it (DESIGN §7).
 */
export function TrackResult({ order, email }: { order: TrackingView; email: string }) {
  const { payLater } = useShopSettings();
  const cancelled = order.status === 'cancelled';
  // The view's money is decimal strings, as the API writes it.
  const totalCents = shopDecimalToCents(order.totalAmount);
  const discountCents = order.discountCode ? shopDecimalToCents(order.discount) : 0;
  const paybill = order.paybill && {
    paidCents: shopDecimalToCents(order.paybill.paid),
    dueCents: shopDecimalToCents(order.paybill.due),
  };
  return (
    <Card as="section" padding="spacious" aria-labelledby="track-result-heading">
      <div {...KEEP_CLEAR_OF_CHAT} className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm text-ink-muted">Order</p>
          <h2 id="track-result-heading" className="font-mono text-2xl text-earth-900">
            {order.orderNumber}
          </h2>
        </div>
        <p
          className={`rounded-full px-3 py-1 text-sm font-semibold ${
            isWaitingStatus(order.status)
              ? 'bg-gold-100 text-gold-700'
              : cancelled
                ? 'bg-shea-200 text-earth-800'
                : 'bg-sage-100 text-sage-700'
          }`}
        >
          {trackingLabel(order.status)}
        </p>
      </div>

      <dl {...KEEP_CLEAR_OF_CHAT} className="mt-6 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Fact term="Placed" value={formatShopDateTime(order.createdAt)} />
        <Fact term="Name" value={order.customerName} />
        <Fact term="Delivery area" value={order.deliveryArea} />
        {order.deliveryMethod !== DELIVERY_METHOD.rider && (
          <Fact term="Delivery" value={orderDeliveryText(order.deliveryMethod, order.pickupPoint)} />
        )}
        {order.pickupPoint && (
          <Fact
            term="Collect from"
            value={`${order.pickupPoint.address}, ${order.pickupPoint.town}. Open ${order.pickupPoint.hours}`}
          />
        )}
        <Fact term="Total" value={formatPrice(totalCents)} />
        {discountCents > 0 && (
          <Fact term={`Discount (${order.discountCode})`} value={`−${formatPrice(discountCents)}`} />
        )}
        <Fact term="Payment" value={paymentLabel(order.paymentMethod)} />
        {paybill && paybill.dueCents === 0 && !cancelled && (
          <Fact term="Paid" value={`${formatPrice(paybill.paidCents)} by Paybill`} />
        )}
      </dl>

      {order.taxInvoice && <TaxInvoiceLink url={order.taxInvoice.url} issued={order.taxInvoice.issued} />}

      <h3 className="mt-6 text-lg text-earth-900">Items</h3>
      <ul {...KEEP_CLEAR_OF_CHAT} className="mt-2 divide-y divide-line text-sm">
        {order.items.map((item, index) => (
          <li key={index} className="flex justify-between gap-3 py-2">
            <span className="min-w-0 text-earth-900">{lineTitle(item)}</span>
            <span className="shrink-0 text-ink-muted">Qty {item.quantity}</span>
          </li>
        ))}
      </ul>

      {cancelled ? (
        <p {...KEEP_CLEAR_OF_CHAT} className="mt-6 rounded-control bg-shea-200 p-4 text-sm text-ink">
          This order was cancelled. If that is a surprise, please contact us with your order number.
        </p>
      ) : (
        <div className="mt-8">
          <h3 className="text-lg text-earth-900">Progress</h3>
          <div className="mt-4">
            <StatusTimeline steps={trackingSteps(order)} label={`Progress of order ${order.orderNumber}`} />
          </div>
          <ShipmentJourney shipments={order.shipments} pickupPoint={order.pickupPoint} />
          {order.status === 'pending_payment' && (
            <p {...KEEP_CLEAR_OF_CHAT} className="mt-6 rounded-control bg-gold-100 p-4 text-sm text-ink">
              {`You chose Pay Later: we will contact you within ${payLater.callWithinMinutes} minutes to arrange payment.`}
            </p>
          )}
          {paybill && paybill.dueCents > 0 && (
            <p {...KEEP_CLEAR_OF_CHAT} className="mt-6 rounded-control bg-gold-100 p-4 text-sm text-ink">
              Part payment: {formatPrice(paybill.paidCents)} received, {formatPrice(paybill.dueCents)} still
              to pay.
            </p>
          )}
          {order.status === 'awaiting_payment' && !paybill && (
            <PayNow orderNumber={order.orderNumber} totalCents={totalCents} email={email} />
          )}
        </div>
      )}
    </Card>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-ink-muted">{term}</dt>
      <dd className="font-medium text-earth-900">{value}</dd>
    </div>
  );
}
