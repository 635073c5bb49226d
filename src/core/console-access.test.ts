import { describe, expect, it } from 'vitest';
import { consoleRefusal, stepUpNeeded, type ConsoleAccount } from './console-access';

const owner: ConsoleAccount = { role: 'admin', consoleRole: 'owner', twoFactorEnabled: true };
const staff: ConsoleAccount = { ...owner, consoleRole: 'staff' };
const fresh = { setupRequired: false, secondFactorAt: new Date() };
const stale = { setupRequired: false, secondFactorAt: new Date(Date.now() - 11 * 60 * 1000) };

describe('console access', () => {
  it('lets a member whose role may take the action through', () => {
    expect(consoleRefusal(owner, fresh, 'discounts.change')).toBeNull();
    expect(consoleRefusal(staff, stale, 'orders.handle')).toBeNull();
  });

  it('gives the first reason, in order: not an admin, setup owed, role, step-up', () => {
    expect(
      consoleRefusal({ ...owner, role: 'reseller' }, { ...stale, setupRequired: true }, 'console.view'),
    ).toBe('not_admin');
    expect(consoleRefusal(staff, { ...stale, setupRequired: true }, 'discounts.change')).toBe(
      'two_factor_setup',
    );
    expect(consoleRefusal(staff, stale, 'discounts.change')).toBe('not_permitted');
    expect(consoleRefusal(owner, stale, 'discounts.change')).toBe('step_up');
  });

  it('asks a fresh code only of an account with two-step sign-in, for an action that wants one', () => {
    expect(stepUpNeeded(owner, null, 'products.edit')).toBe(true);
    expect(stepUpNeeded(owner, null, 'orders.view')).toBe(false);
    expect(stepUpNeeded({ twoFactorEnabled: false }, null, 'products.edit')).toBe(false);
    expect(stepUpNeeded(owner, fresh.secondFactorAt, 'products.edit')).toBe(false);
  });
});
