import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getUser, requireApprovedReseller, requireConsole, requireUser, safeRedirectTo } from './auth.server';

type SessionUser = NonNullable<ReturnType<typeof getUser>>;

function user(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    email: 'duka@example.com',
    firstName: 'Achieng',
    lastName: 'Mwangi',
    businessName: 'Glow Duka',
    phone: '0712345678',
    role: 'reseller',
    consoleRole: null,
    isApproved: true,
    approvedAt: null,
    twoFactorEnabled: false,
    createdAt: new Date(),
    ...overrides,
  };
}

function args(
  signedIn: SessionUser | null,
  url = 'http://shop.test/reseller?tab=orders',
  secondFactorAt: Date | null = null,
) {
  return {
    request: new Request(url),
    context: {
      user: signedIn,
      twoFactor: { awaiting: false, secondFactorAt, setupRequired: false },
    } as AppLoadContext,
  };
}

/** What a guard threw: a redirect's target or a refusal's status. */
function thrown(guard: () => unknown): { location: string | null; status: number } {
  try {
    guard();
  } catch (error) {
    if (error instanceof Response) return { location: error.headers.get('location'), status: error.status };
    const refusal = error as { init?: { status?: number } };
    return { location: null, status: refusal.init?.status ?? 0 };
  }
  throw new Error('the guard let the request through');
}

describe('page guards', () => {
  it('sends a signed-out visitor to /login with the way back', () => {
    expect(getUser(args(null))).toBeNull();
    expect(thrown(() => requireUser(args(null)))).toEqual({
      location: '/login?redirectTo=%2Freseller%3Ftab%3Dorders',
      status: 302,
    });
    expect(thrown(() => requireApprovedReseller(args(null))).location).toMatch(/^\/login\?redirectTo=/);
    expect(thrown(() => requireConsole(args(null), 'console.view')).location).toMatch(
      /^\/login\?redirectTo=/,
    );
  });

  it('sends an account awaiting approval, or refused, to its pending page', () => {
    const pending = user({ isApproved: false });
    expect(requireUser(args(pending))).toBe(pending);
    expect(thrown(() => requireApprovedReseller(args(pending))).location).toBe('/reseller/pending');
    expect(
      thrown(() => requireApprovedReseller(args(user({ role: 'rejected', isApproved: false })))).location,
    ).toBe('/reseller/pending');
  });

  it('lets approved resellers and admins into the portal, and only admins into admin pages', () => {
    const reseller = user();
    const admin = user({ role: 'admin', consoleRole: 'owner' });
    expect(requireApprovedReseller(args(reseller))).toBe(reseller);
    expect(requireApprovedReseller(args(admin))).toBe(admin);
    expect(requireConsole(args(admin), 'settings.view')).toBe(admin);
    expect(thrown(() => requireConsole(args(reseller), 'console.view'))).toEqual({
      location: null,
      status: 403,
    });
  });

  it('lets staff into the day’s work and refuses them the owners’ parts', () => {
    const staff = user({ role: 'admin', consoleRole: 'staff' });
    expect(requireConsole(args(staff), 'orders.handle')).toBe(staff);
    for (const action of [
      'money.view',
      'settings.view',
      'content.view',
      'team.view',
      'personalData.view',
    ] as const)
      expect(thrown(() => requireConsole(args(staff), action))).toEqual({ location: null, status: 403 });
  });
});

describe('step-up on console pages', () => {
  const url = 'http://shop.test/admin/discounts';
  const owner = user({ role: 'admin', consoleRole: 'owner', twoFactorEnabled: true });
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  it('sends an owner whose code is over 10 minutes old to give one, for a change the table marks', () => {
    expect(thrown(() => requireConsole(args(owner, url, minutesAgo(11)), 'discounts.change'))).toEqual({
      location: '/two-factor?next=%2Fadmin%2Fdiscounts',
      status: 302,
    });
    expect(requireConsole(args(owner, url, minutesAgo(11)), 'discounts.view')).toBe(owner);
    expect(requireConsole(args(owner, url, minutesAgo(9)), 'discounts.change')).toBe(owner);
  });

  it('asks nothing of an account without two-step sign-in', () => {
    const plain = user({ role: 'admin', consoleRole: 'owner' });
    expect(requireConsole(args(plain, url), 'discounts.change')).toBe(plain);
  });
});

describe('safeRedirectTo', () => {
  it('keeps a path on this shop', () => {
    expect(safeRedirectTo('/reseller?tab=orders')).toBe('/reseller?tab=orders');
    expect(safeRedirectTo('/products')).toBe('/products');
    expect(safeRedirectTo('/products?q=%C4%81')).toBe('/products?q=%C4%81');
  });

  it('falls back for anything that could leave the shop or is not a path', () => {
    for (const value of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'reseller',
      '',
      undefined,
      ['/reseller'],
      `/${'a'.repeat(600)}`,
      '/produkte/ā',
      '/café',
      '/reseller?q=shea butter',
    ]) {
      expect(safeRedirectTo(value)).toBe('/reseller');
    }
    expect(safeRedirectTo('//evil.example', '/')).toBe('/');
  });
});
