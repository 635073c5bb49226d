import { describe, expect, it } from 'vitest';
import { contentTokens, fillContentTokens } from './content-tokens';
import { defaultSettings, toPublicSettings } from './shop-settings-values';

const spec = toPublicSettings(defaultSettings());

describe('content tokens', () => {
  it("fills each name with the settings' value, as SPEC's texts read at the defaults", () => {
    expect(fillContentTokens('within {payLaterMinutes} minutes', spec)).toBe('within 10 minutes');
    expect(fillContentTokens('free on orders over {freeDeliveryThreshold}.', spec)).toBe(
      'free on orders over KSH 3,000.',
    );
    expect(fillContentTokens('{wholesaleDiscount} off', spec)).toBe('30% off');
    expect(fillContentTokens('a {currencyMarkup} markup', spec)).toBe('a 50% markup');
    expect(fillContentTokens('{shopName} began', spec)).toBe('Heritage Shea began');
    const renamed = { ...spec, brand: { ...spec.brand, shopName: 'Amani Naturals' } };
    expect(fillContentTokens('{shopName} began', renamed)).toBe('Amani Naturals began');
  });

  it('follows a change, and leaves unknown names and other braces as written', () => {
    const changed = {
      ...spec,
      payLater: { callWithinMinutes: 15 },
      delivery: { ...spec.delivery, freeDeliveryOverKes: 12500 },
    };
    expect(fillContentTokens('{payLaterMinutes} / {freeDeliveryThreshold}', changed)).toBe('15 / KSH 12,500');
    expect(fillContentTokens('{constructor} {unknown} { payLaterMinutes } {}', changed)).toBe(
      '{constructor} {unknown} { payLaterMinutes } {}',
    );
  });

  it('lists the names with their values now', () => {
    expect(contentTokens(spec)).toEqual([
      { token: '{shopName}', value: 'Heritage Shea' },
      { token: '{payLaterMinutes}', value: '10' },
      { token: '{freeDeliveryThreshold}', value: 'KSH 3,000' },
      { token: '{wholesaleDiscount}', value: '30%' },
      { token: '{currencyMarkup}', value: '50%' },
    ]);
  });
});
