import { KeyRound, LayoutDashboard, UserRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import type { HeaderAccount } from '../../lib/header-account';
import { Card } from '../ui/card';
import { SignOutButton } from '../ui/sign-out-button';
import { HEADER_ICON_BUTTON } from './header-icon-button';

const ITEM =
  'flex min-h-11 w-full items-center gap-2 rounded-control px-3 text-left text-sm font-medium text-ink hover:bg-shea-100';

/**
 * The signed-in person's menu: Dashboard and Sign Out. A <details> disclosure, so it opens and
 * works without JavaScript; with it, the menu also closes on navigation, Escape or a click outside.
 * Phones have no room for it in the header: the menu drawer holds the same two entries there.
 */
export function AccountMenu({ account }: { account: HeaderAccount }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();

  useEffect(() => {
    menu.current?.removeAttribute('open');
  }, [pathname, search]);

  useEffect(() => {
    const close = (event: Event) => {
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        details.open = false;
        details.querySelector('summary')?.focus();
      } else if (!details.contains(event.target as Node)) {
        details.open = false;
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('click', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('click', close);
    };
  }, []);

  return (
    <details ref={menu} className="relative hidden shrink-0 sm:block">
      <summary
        aria-label={`Account: ${account.name}`}
        className={`${HEADER_ICON_BUTTON} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
      >
        <UserRound className="size-5" aria-hidden="true" />
      </summary>
      <Card className="absolute top-full right-0 z-50 mt-2 w-60 p-2">
        <p className="truncate px-3 py-2 text-xs text-ink-muted">
          Signed in as <span className="font-semibold text-earth-900">{account.name}</span>
        </p>
        <Link to={account.dashboardHref} className={ITEM}>
          <LayoutDashboard className="size-4" aria-hidden="true" />
          Dashboard
        </Link>
        <Link to="/account" className={ITEM}>
          <KeyRound className="size-4" aria-hidden="true" />
          Password
        </Link>
        <SignOutButton className={ITEM} />
      </Card>
    </details>
  );
}
