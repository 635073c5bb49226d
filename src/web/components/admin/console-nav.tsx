import { Link, useLocation } from 'react-router';
import { CONSOLE_SECTIONS, isSectionActive } from './console-sections';

/**
 * The console's sections: a column beside the page on a desktop, a row that scrolls sideways on
 * a phone (the row scrolls, never the page).
 */
export function ConsoleNav() {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Console sections"
      className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:overflow-visible lg:px-0"
    >
      <ul className="flex gap-1 lg:flex-col">
        {CONSOLE_SECTIONS.map((section) => {
          const active = isSectionActive(pathname, section);
          return (
            <li key={section.href} className="shrink-0">
              <Link
                to={section.href}
                aria-current={active ? 'page' : undefined}
                className={`flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors lg:rounded-xl ${
                  active
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
