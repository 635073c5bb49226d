import { describe, expect, it } from 'vitest';
import { headerAccount } from './header-account';

describe('headerAccount', () => {
  it('shows nothing when nobody is signed in', () => {
    expect(headerAccount(null)).toBeNull();
  });

  it('names the business and leads an approved reseller to the dashboard', () => {
    expect(headerAccount({ firstName: 'Achieng', businessName: 'Glow Duka', isApproved: true })).toEqual({
      name: 'Glow Duka',
      dashboardHref: '/reseller',
    });
  });

  it('leads an account awaiting approval to its pending page, and names an admin by first name', () => {
    expect(
      headerAccount({ firstName: 'Achieng', businessName: 'Glow Duka', isApproved: false }),
    ).toMatchObject({
      dashboardHref: '/reseller/pending',
    });
    expect(headerAccount({ firstName: 'Wanjiru', businessName: '', isApproved: true })?.name).toBe('Wanjiru');
  });
});
