import { describe, expect, it } from 'vitest';
import { isNavLinkActive, NAV_LINKS, navPathOf } from './nav-links';

const link = (label: string) => NAV_LINKS.find((l) => l.label === label)!;

describe('isNavLinkActive', () => {
  it('marks Home only on the home page', () => {
    expect(isNavLinkActive('/', link('Home'))).toBe(true);
    expect(isNavLinkActive('/products', link('Home'))).toBe(false);
  });

  it('marks a link on its own path and below it', () => {
    expect(isNavLinkActive('/products', link('Products'))).toBe(true);
    expect(isNavLinkActive('/products/', link('Products'))).toBe(true);
    expect(isNavLinkActive('/about', link('Products'))).toBe(false);
  });

  it('keeps Reseller Portal marked on the portal pages behind the sign-in', () => {
    for (const path of ['/login', '/reseller', '/reseller/pending', '/resellers']) {
      expect(isNavLinkActive(path, link('Reseller Portal'))).toBe(true);
    }
    expect(isNavLinkActive('/contact', link('Reseller Portal'))).toBe(false);
  });

  it('marks no link on the console’s sign-in, which is /login on the way to the console', () => {
    const path = navPathOf('/login', '?redirectTo=%2Fadmin%2Fproducts');
    expect(NAV_LINKS.filter((l) => isNavLinkActive(path, l))).toEqual([]);
    expect(isNavLinkActive(navPathOf('/login', '?redirectTo=%2Freseller'), link('Reseller Portal'))).toBe(
      true,
    );
    expect(isNavLinkActive(navPathOf('/login', ''), link('Reseller Portal'))).toBe(true);
    expect(isNavLinkActive(navPathOf('/products', '?redirectTo=%2Fadmin'), link('Products'))).toBe(true);
  });
});
