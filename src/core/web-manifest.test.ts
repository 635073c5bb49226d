import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from './shop-settings-values';
import { shortName, webManifest } from './web-manifest';

describe('the web app manifest', () => {
  it("names the shop as the owner does, with SPEC's name as the default", () => {
    expect(webManifest(DEFAULT_BRAND)).toMatchObject({ name: 'Heritage Shea', short_name: 'Heritage' });
    expect(webManifest({ ...DEFAULT_BRAND, shopName: 'Amani Naturals' })).toMatchObject({
      name: 'Amani Naturals',
      short_name: 'Amani',
    });
  });

  it('keeps the name under the icon to twelve letters', () => {
    expect(shortName('Amani')).toBe('Amani');
    expect(shortName('Shea by Wanjiru Kamau')).toBe('Shea');
    expect(shortName('Mwangazasheabutter Co')).toBe('Mwangazashea');
  });
});
