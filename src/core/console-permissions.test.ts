import { describe, expect, it } from 'vitest';
import {
  CONSOLE_ACTIONS,
  CONSOLE_PERMISSIONS,
  can,
  needsStepUp,
  type ConsoleAction,
  type ConsolePermission,
} from './console-permissions';

describe('console permissions', () => {
  it('gives owners everything and staff the day’s work only', () => {
    const all = Object.keys(CONSOLE_PERMISSIONS) as ConsolePermission[];
    expect(all.every((permission) => can('owner', permission))).toBe(true);
    expect(all.filter((permission) => can('staff', permission)).sort()).toEqual(
      ['console', 'messages', 'orders', 'products', 'reviews'].sort(),
    );
  });

  it('gives nobody outside the console anything', () => {
    expect(can(null, 'console')).toBe(false);
    expect(can(undefined, 'orders')).toBe(false);
  });

  it('asks a fresh code for what the shop charges or pays, what visitors read, who acts, and data leaving', () => {
    const actions = Object.keys(CONSOLE_ACTIONS) as ConsoleAction[];
    expect(actions.filter(needsStepUp).sort()).toEqual(
      [
        'products.edit',
        'products.remove',
        'discounts.change',
        'refunds.issue',
        'paybill.assign',
        'resellers.decide',
        'settings.change',
        'pickupPoints.change',
        'riders.change',
        'content.change',
        'team.change',
        'twoFactor.change',
        'personalData.export',
        'personalData.erase',
        'payments.testPrompt',
      ].sort(),
    );
  });

  it('reads without asking for a code', () => {
    const views = (Object.keys(CONSOLE_ACTIONS) as ConsoleAction[]).filter((action) =>
      action.endsWith('.view'),
    );
    expect(views.length).toBeGreaterThan(10);
    expect(views.filter(needsStepUp)).toEqual([]);
  });
});
