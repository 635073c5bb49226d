import { Link } from 'react-router';
import { formatShopDateTime } from '../../../../core/shop-time';

/** An order's first cell in the console's lists: its number, linking to the order, and when it was placed. */
export function OrderNumberCell({
  orderNumber,
  createdAt,
}: {
  orderNumber: string;
  createdAt: Date | string;
}) {
  return (
    <div>
      <Link
        to={`/admin/orders/${orderNumber}`}
        className="font-semibold text-earth-800 underline-offset-4 hover:underline"
      >
        {orderNumber}
      </Link>
      <p className="text-xs text-ink-muted">{formatShopDateTime(createdAt)}</p>
    </div>
  );
}
