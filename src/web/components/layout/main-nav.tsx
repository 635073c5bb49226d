import { Link, useNavigation } from 'react-router';
import { isNavLinkActive, NAV_LINKS } from './nav-links';

const PILL = 'relative rounded-full px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors';
// The page being opened: a bar pulses under its name, with no fill of its own, so the current
// page's pill stays the only one lit until the next page is there.
const LOADING =
  'text-earth-900 after:absolute after:inset-x-3 after:bottom-1 after:h-0.5 after:rounded-full after:bg-earth-700 motion-safe:after:animate-pulse';

/** The header's navigation on wide screens; small screens use the drawer. */
export function MainNav({ pathname }: { pathname: string }) {
  const opening = useNavigation().location?.pathname ?? null;
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {NAV_LINKS.map((link) => {
          const active = isNavLinkActive(pathname, link);
          const loading = !active && opening !== null && isNavLinkActive(opening, link);
          return (
            <li key={link.href}>
              <Link
                to={link.href}
                aria-current={active ? 'page' : undefined}
                className={`${PILL} ${
                  active
                    ? 'bg-shea-200 text-earth-900'
                    : loading
                      ? LOADING
                      : 'text-ink-muted hover:bg-shea-100 hover:text-earth-900'
                }`}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
