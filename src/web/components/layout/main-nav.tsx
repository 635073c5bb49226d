import { Link } from 'react-router';
import { isNavLinkActive, NAV_LINKS } from './nav-links';

/** The header's navigation on wide screens; small screens use the drawer. */
export function MainNav({ pathname }: { pathname: string }) {
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {NAV_LINKS.map((link) => {
          const active = isNavLinkActive(pathname, link);
          return (
            <li key={link.href}>
              <Link
                to={link.href}
                aria-current={active ? 'page' : undefined}
                className={`relative rounded-full px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors ${
                  active
                    ? 'bg-shea-200 text-earth-900'
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
