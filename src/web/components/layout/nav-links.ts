export interface NavLink {
  href: string;
  label: string;
}

/** The header's navigation, in SPEC §2 order. */
export const NAV_LINKS: readonly NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/products', label: 'Products' },
  { href: '/track-order', label: 'Track Order' },
  { href: '/contact', label: 'Contact' },
  { href: '/login', label: 'Reseller Portal' },
];

/** SPEC §2: Home is active only on "/"; every other link while the path starts with its own. */
export function isNavLinkActive(pathname: string, href: string): boolean {
  return href === '/' ? pathname === '/' : pathname.startsWith(href);
}
