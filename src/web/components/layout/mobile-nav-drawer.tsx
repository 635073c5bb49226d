import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '../ui/use-hydrated';
import { BrandLogo, SLOGAN } from './brand-mark';
import { isNavLinkActive, NAV_LINKS } from './nav-links';

const TRIGGER =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-earth-900 transition-colors hover:bg-shea-200 sm:size-10 lg:hidden';

/**
 * The small-screen navigation: a native modal <dialog>, so the browser traps focus, closes it on
 * Escape and hands focus back to the menu button. Without JavaScript the menu button jumps to the
 * footer's links instead.
 */
export function MobileNavDrawer({ pathname }: { pathname: string }) {
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  // Back/forward while the drawer is open still lands on a page with the drawer shut.
  useEffect(() => {
    dialogRef.current?.close();
  }, [pathname]);

  if (!hydrated) {
    return (
      <a href="#site-footer-nav" className={TRIGGER}>
        <Menu className="size-6" aria-hidden="true" />
        <span className="sr-only">Menu</span>
      </a>
    );
  }

  const close = () => dialogRef.current?.close();

  return (
    <>
      <button
        type="button"
        className={TRIGGER}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="nav-drawer"
        onClick={() => {
          dialogRef.current?.showModal();
          closeRef.current?.focus();
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      <dialog
        ref={dialogRef}
        id="nav-drawer"
        aria-label="Menu"
        onClose={() => setOpen(false)}
        // A click on the dialog itself (not its panel) is a click on the backdrop.
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
        className="m-0 h-dvh max-h-none w-80 max-w-[85vw] border-0 bg-canvas p-0 text-ink shadow-2xl backdrop:bg-earth-950/50 lg:hidden"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
            <BrandLogo className="h-9" />
            <button
              ref={closeRef}
              type="button"
              onClick={close}
              className="inline-flex size-10 items-center justify-center rounded-full text-earth-900 hover:bg-shea-200"
              aria-label="Close menu"
            >
              <X className="size-6" aria-hidden="true" />
            </button>
          </div>
          <p className="px-5 pt-4 font-display text-sm text-ink-muted italic">{SLOGAN}</p>
          <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-3">
            <ul className="space-y-1">
              {NAV_LINKS.map((link) => {
                const active = isNavLinkActive(pathname, link.href);
                return (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      onClick={close}
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
        </div>
      </dialog>
    </>
  );
}
