import { KeyRound, LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import type { HeaderAccount } from '../../lib/header-account';
import { Sheet } from '../ui/sheet';
import { SignOutButton } from '../ui/sign-out-button';
import { useShopSettings } from '../../lib/shop-settings-context';
import { BrandLogo } from './brand-mark';
import { isNavLinkActive, NAV_LINKS } from './nav-links';

interface MobileNavSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pathname: string;
  account: HeaderAccount | null;
}

const ACCOUNT_ITEM =
  'flex min-h-12 w-full items-center gap-2 rounded-control px-3 text-left text-base font-medium text-ink hover:bg-shea-100';

/** The drawer itself, loaded the first time the menu button is pressed. */
export function MobileNavSheet({ open, onOpenChange, pathname, account }: MobileNavSheetProps) {
  const { slogan } = useShopSettings().brand;
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      side="left"
      title="Menu"
      description="Site navigation"
      closeLabel="Close menu"
      header={<BrandLogo className="h-9" />}
    >
      {slogan && <p className="px-5 pt-4 font-display text-sm text-ink-muted italic">{slogan}</p>}
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-3">
        <ul className="space-y-1">
          {NAV_LINKS.map((link) => {
            const active = isNavLinkActive(pathname, link);
            return (
              <li key={link.href}>
                <Link
                  to={link.href}
                  onClick={() => onOpenChange(false)}
                  aria-current={active ? 'page' : undefined}
                  className={`flex min-h-12 items-center rounded-control px-3 text-base font-medium ${
                    active ? 'bg-shea-200 text-earth-900' : 'text-ink hover:bg-shea-100'
                  }`}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {account && (
        <div className="border-t border-line px-3 py-3">
          <p className="truncate px-3 pb-1 text-sm text-ink-muted">
            Signed in as <span className="font-semibold text-earth-900">{account.name}</span>
          </p>
          <Link to={account.dashboardHref} onClick={() => onOpenChange(false)} className={ACCOUNT_ITEM}>
            <LayoutDashboard className="size-4" aria-hidden="true" />
            Dashboard
          </Link>
          <Link to="/account" onClick={() => onOpenChange(false)} className={ACCOUNT_ITEM}>
            <KeyRound className="size-4" aria-hidden="true" />
            Password
          </Link>
          <SignOutButton className={ACCOUNT_ITEM} onSubmit={() => onOpenChange(false)} />
        </div>
      )}
    </Sheet>
  );
}
