import { Clock, Package, ShoppingCart, Wallet, type LucideIcon } from 'lucide-react';
import { Card } from '../ui/card';

interface Tile {
  label: string;
  value: string;
  Icon: LucideIcon;
}

/** SPEC §2's four summary tiles. */
export function DashboardTiles({
  totalOrders,
  pendingOrders,
  cartItems,
  cartTotal,
}: {
  totalOrders: number;
  pendingOrders: number;
  cartItems: number;
  cartTotal: string;
}) {
  const tiles: Tile[] = [
    { label: 'Total Orders', value: String(totalOrders), Icon: Package },
    { label: 'Pending Orders', value: String(pendingOrders), Icon: Clock },
    { label: 'Cart Items', value: String(cartItems), Icon: ShoppingCart },
    { label: 'Cart Total', value: cartTotal, Icon: Wallet },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {tiles.map(({ label, value, Icon }) => (
        <Card padding="compact" key={label}>
          <dt className="flex items-center gap-2 text-sm font-medium text-ink-muted">
            <Icon className="size-4 shrink-0 text-sage-700" aria-hidden="true" />
            {label}
          </dt>
          <dd className="mt-2 text-lg font-semibold text-earth-900 tabular-nums sm:text-2xl">{value}</dd>
        </Card>
      ))}
    </dl>
  );
}
