import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { useShopSettings } from '../../../../lib/shop-settings-context';
import { buttonClasses } from '../../../ui/button-styles';
import { Card } from '../../../ui/card';
import { trackingLink, type PlacedOrder } from '../../placed-order';

/** Pay Later's confirmed screen: the order is recorded and the shop will call. */
export function PayLaterConfirmed({ order }: { order: PlacedOrder }) {
  const { payLater } = useShopSettings();
  return (
    <Card role="status" className="mx-auto max-w-lg p-8 text-center">
      <CheckCircle2 className="mx-auto size-14 text-sage-700" aria-hidden="true" />
      <h2 className="mt-4 text-3xl text-earth-900">Order Confirmed!</h2>
      <p className="mt-2 text-ink-muted">
        Your order number is <strong className="font-mono text-earth-900">{order.orderNumber}</strong>.
      </p>
      <p className="mt-3 text-ink">
        {`We'll contact you within ${payLater.callWithinMinutes} minutes to arrange payment and delivery. Updates will come by email.`}
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={trackingLink(order)} className={buttonClasses('primary')}>
          Track My Order
        </Link>
        <Link to="/products" className={buttonClasses('secondary')}>
          Continue Shopping
        </Link>
      </div>
    </Card>
  );
}
