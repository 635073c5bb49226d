import { describe, expect, it } from 'vitest';
import { headerAccount } from './header-account';

describe('headerAccount', () => {
  it('shows nothing when nobody is signed in', () => {
    expect(headerAccount(null)).toBeNull();
  });

  it('names the business and leads an approved reseller to the dashboard', () => {
    expect(
      headerAccount({ firstName: 'Achieng', businessName: 'Glow Duka', isApproved: true, role: 'reseller' }),
    ).toEqual({ name: 'Glow Duka', dashboardHref: '/reseller' });
  });

  it('leads an account awaiting approval to its pending page', () => {
    expect(
      headerAccount({ firstName: 'Achieng', businessName: 'Glow Duka', isApproved: false, role: 'reseller' }),
    ).toMatchObject({ dashboardHref: '/reseller/pending' });
  });

  it('names an admin by first name and leads to the console', () => {
    expect(
      headerAccount({ firstName: 'Wanjiru', businessName: '', isApproved: true, role: 'admin' }),
    ).toEqual({ name: 'Wanjiru', dashboardHref: '/admin' });
  });
});
