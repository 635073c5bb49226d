import { describe, expect, it } from 'vitest';
import { CONSOLE_PERMISSIONS, can, type ConsolePermission } from './console-permissions';

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
});
