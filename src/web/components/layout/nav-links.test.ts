import { describe, expect, it } from 'vitest';
import { isNavLinkActive, NAV_LINKS } from './nav-links';

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
});
