import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { can, type ConsoleRole } from '../../../core/console-permissions';
import { CONSOLE_SECTIONS, isSectionActive } from './console-sections';

/**
 * The console's sections: a column beside the page on a desktop, a row that scrolls sideways on
 * a phone (the row scrolls, never the page).
 */
export function ConsoleNav({ role }: { role: ConsoleRole }) {
  const { pathname } = useLocation();
  const active = useRef<HTMLAnchorElement>(null);
  // On a phone the row is wider than the screen: bring the current section into view.
  useEffect(() => {
    const link = active.current;
    const row = link?.closest('nav');
    if (!link || !row || row.scrollWidth <= row.clientWidth) return;
    const offset = link.getBoundingClientRect().left - row.getBoundingClientRect().left;
    row.scrollLeft += offset - (row.clientWidth - link.offsetWidth) / 2;
  }, [pathname]);
  return (
    <nav
      aria-label="Console sections"
      className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:overflow-visible lg:px-0"
    >
      <ul className="flex gap-1 lg:flex-col">
        {CONSOLE_SECTIONS.filter((section) => can(role, section.permission)).map((section) => {
          const isActive = isSectionActive(pathname, section);
          return (
            <li key={section.href} className="shrink-0">
              <Link
                to={section.href}
                ref={isActive ? active : undefined}
                aria-current={isActive ? 'page' : undefined}
                className={`flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors lg:rounded-xl ${
                  isActive
                    ? 'bg-earth-700 text-shea-50'
                    : 'text-ink-muted hover:bg-shea-200 hover:text-earth-900'
                }`}
              >
                <section.Icon className="size-4" aria-hidden="true" />
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
