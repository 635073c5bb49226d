import { Heart, Search, ShoppingBag } from 'lucide-react';
import { lazy, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useCart } from '../../lib/cart-context';
import { useCurrency } from '../../lib/currency-context';
import { useWishlist } from '../../lib/wishlist-context';
import { LazyOnDemand } from '../ui/lazy-on-demand';
import { CURRENCY_TRIGGER, CurrencyTriggerFace, currencyTriggerLabel } from './currency-trigger';
import { HEADER_ICON_BUTTON as ICON_BUTTON } from './header-icon-button';

// Radix dialog and popover code arrives on first use (DESIGN §7's JavaScript budget).
const SearchDialog = lazy(() => import('./search-dialog').then((m) => ({ default: m.SearchDialog })));
const CurrencyPicker = lazy(() => import('./currency-picker').then((m) => ({ default: m.CurrencyPicker })));

function CountBadge({ count }: { count: number }) {
  // SPEC §2: the badge shows only when the count is above 0.
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute top-0.5 right-0.5 flex min-w-[1.125rem] items-center justify-center rounded-full bg-earth-700 px-1 text-[0.6875rem] leading-[1.125rem] font-semibold text-shea-50"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

function IconLink({
  to,
  label,
  count,
  onClick,
  children,
}: {
  to: string;
  label: string;
  count: number;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      onClick={onClick}
      className={ICON_BUTTON}
      aria-label={count > 0 ? `${label} (${count})` : label}
    >
      {children}
      <CountBadge count={count} />
    </Link>
  );
}

/** Search, currency, wishlist and cart. The cart icon opens the side panel (a link to /cart without JavaScript). */
export function HeaderActions() {
  const cart = useCart();
  const wishlist = useWishlist();
  const { currency } = useCurrency();
  return (
    <div className="ml-auto flex shrink-0 items-center sm:gap-1">
      <LazyOnDemand
        component={SearchDialog}
        props={{}}
        placeholder={(load) => (
          <button type="button" className={ICON_BUTTON} aria-label="Search products" onClick={load}>
            <Search className="size-5" aria-hidden="true" />
          </button>
        )}
      />
      <LazyOnDemand
        component={CurrencyPicker}
        props={{}}
        placeholder={(load) => (
          <button
            type="button"
            className={CURRENCY_TRIGGER}
            aria-label={currencyTriggerLabel(currency.code)}
            onClick={load}
          >
            <CurrencyTriggerFace currency={currency} />
          </button>
        )}
      />
      <IconLink to="/wishlist" label="Wishlist" count={wishlist.count}>
        <Heart className="size-5" aria-hidden="true" />
      </IconLink>
      <IconLink
        to="/cart"
        label="Shopping cart"
        count={cart.count}
        onClick={(event) => {
          event.preventDefault();
          cart.open();
        }}
      >
        <ShoppingBag className="size-5" aria-hidden="true" />
      </IconLink>
    </div>
  );
}
