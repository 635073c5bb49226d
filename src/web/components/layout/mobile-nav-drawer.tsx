import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Sheet } from '../ui/sheet';
import { useHydrated } from '../ui/use-hydrated';
import { BrandLogo, SLOGAN } from './brand-mark';
import { isNavLinkActive, NAV_LINKS } from './nav-links';

const TRIGGER =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-earth-900 transition-colors hover:bg-shea-200 sm:size-10 lg:hidden';

/**
 * The small-screen navigation: a Radix dialog from the left, which traps focus, closes on Escape
 * and on a picked link, and hands focus back to the menu button. Without JavaScript the menu
 * button jumps to the footer's links instead.
 */
export function MobileNavDrawer({ pathname }: { pathname: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);

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
        onClick={() => setOpen(true)}
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      <Sheet
        open={open}
        onOpenChange={setOpen}
        side="left"
        title="Menu"
        description="Site navigation"
        closeLabel="Close menu"
        header={<BrandLogo className="h-9" />}
      >
        <p className="px-5 pt-4 font-display text-sm text-ink-muted italic">{SLOGAN}</p>
        <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-3">
          <ul className="space-y-1">
            {NAV_LINKS.map((link) => {
              const active = isNavLinkActive(pathname, link.href);
              return (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    onClick={() => setOpen(false)}
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
      </Sheet>
    </>
  );
}
