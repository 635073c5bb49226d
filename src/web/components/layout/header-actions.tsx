import { Heart, Search, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const ICON_BUTTON =
  'relative inline-flex size-9 items-center justify-center rounded-full text-earth-900 transition-colors hover:bg-shea-200 sm:size-10';

function IconLink({
  to,
  label,
  count = 0,
  children,
}: {
  to: string;
  label: string;
  count?: number;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={ICON_BUTTON} aria-label={count > 0 ? `${label} (${count})` : label}>
      {children}
      {/* SPEC §2: the badge shows only when the count is above 0. */}
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 flex min-w-[1.125rem] items-center justify-center rounded-full bg-earth-700 px-1 text-[0.6875rem] leading-[1.125rem] font-semibold text-shea-50"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

interface HeaderActionsProps {
  wishlistCount?: number;
  cartCount?: number;
}

/** Search, currency, wishlist and cart. The currency picker and the counts arrive with their features. */
export function HeaderActions({ wishlistCount = 0, cartCount = 0 }: HeaderActionsProps) {
  return (
    <div className="ml-auto flex shrink-0 items-center sm:gap-1">
      <IconLink to="/products" label="Search products">
        <Search className="size-5" aria-hidden="true" />
      </IconLink>
      <button
        type="button"
        className="inline-flex h-9 items-center rounded-full px-1.5 text-sm font-semibold text-earth-900 transition-colors hover:bg-shea-200 sm:h-10 sm:px-3"
        aria-label="Currency: KSH"
      >
        KSH
      </button>
      <IconLink to="/wishlist" label="Wishlist" count={wishlistCount}>
        <Heart className="size-5" aria-hidden="true" />
      </IconLink>
      <IconLink to="/cart" label="Shopping cart" count={cartCount}>
        <ShoppingBag className="size-5" aria-hidden="true" />
      </IconLink>
    </div>
  );
}
