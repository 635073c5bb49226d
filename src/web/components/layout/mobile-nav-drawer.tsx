import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { HeaderAccount } from '../../lib/header-account';
import { useHydrated } from '../ui/use-hydrated';

// The Radix dialog behind the drawer loads on the first press of the menu button.
const MobileNavSheet = lazy(() => import('./mobile-nav-sheet').then((m) => ({ default: m.MobileNavSheet })));

const TRIGGER =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-earth-900 transition-colors hover:bg-shea-200 sm:size-10 lg:hidden';

/**
 * The small-screen navigation: a Radix dialog from the left, which traps focus, closes on Escape
 * and on a picked link, and hands focus back to the menu button. Without JavaScript the menu
 * button jumps to the footer's links instead.
 */
export function MobileNavDrawer({ pathname, account }: { pathname: string; account: HeaderAccount | null }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  if (!hydrated) {
    return (
      <a href="#site-footer-nav" className={TRIGGER}>
        <Menu className="size-6" aria-hidden="true" />
        <span className="sr-only">Menu</span>
      </a>
    );
  }

  return (
    <>
      <button
        type="button"
        className={TRIGGER}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileNavSheet open={open} onOpenChange={setOpen} pathname={pathname} account={account} />
        </Suspense>
      )}
    </>
  );
}
