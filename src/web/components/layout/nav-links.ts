import { isConsoleSignIn } from '../../lib/console-sign-in';

export interface NavLink {
  href: string;
  label: string;
  /** Other path prefixes under this link, such as the portal's pages behind its sign-in. */
  section?: readonly string[];
}

/** The header's navigation, in SPEC §2 order. */
export const NAV_LINKS: readonly NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/products', label: 'Products' },
  { href: '/track-order', label: 'Track Order' },
  { href: '/contact', label: 'Contact' },
  { href: '/login', label: 'Reseller Portal', section: ['/reseller'] },
];

/**
 * The path the navigation marks its link by: none for the console's sign-in, which is /login but
 * no part of the reseller portal.
 */
export function navPathOf(pathname: string, search: string): string {
  return isConsoleSignIn(pathname, search) ? '' : pathname;
}

/** SPEC §2: Home is active only on "/"; every other link while the path starts with its own. */
export function isNavLinkActive(pathname: string, link: NavLink): boolean {
  if (link.href === '/') return pathname === '/';
  return (
    pathname !== '' && [link.href, ...(link.section ?? [])].some((prefix) => pathname.startsWith(prefix))
  );
}
