import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/config';

// M-Pesa and eTIMS are chosen explicitly here so that only the Shopify rule is at work.
const production = (env: Record<string, string>) =>
  loadConfig({
    NODE_ENV: 'production',
    MPESA_MODE: 'sandbox',
    PUBLIC_URL: 'https://shop.example',
    ETIMS_MODE: 'off',
    ...REAL_MPESA,
    ...env,
  });
const REAL_MPESA = {
  MPESA_CONSUMER_KEY: 'k',
  MPESA_CONSUMER_SECRET: 's',
  MPESA_PASSKEY: 'p',
  MPESA_CALLBACK_SECRET: 'a-long-enough-secret',
};

describe('Shopify configuration', () => {
  it('uses the Storefront simulator by default outside production, without a warning', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.shopify).toMatchObject({ mode: 'simulated', storeDomain: null });
    expect(config.warnings).toEqual([]);
  });

  it('uses the store when its domain is set', () => {
    const config = loadConfig({ NODE_ENV: 'test', SHOPIFY_STORE_DOMAIN: 'Heritage-Shea.myshopify.com' });
    expect(config.shopify).toMatchObject({ mode: 'store', storeDomain: 'heritage-shea.myshopify.com' });
  });

  it('refuses a mode that contradicts the domain, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SHOPIFY_MODE: 'store' })).toThrow(
      /SHOPIFY_STORE_DOMAIN is required when SHOPIFY_MODE is store/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'test', SHOPIFY_MODE: 'simulated', SHOPIFY_STORE_DOMAIN: 'a.myshopify.com' }),
    ).toThrow(/SHOPIFY_STORE_DOMAIN must be unset when SHOPIFY_MODE is simulated/);
    expect(() => loadConfig({ NODE_ENV: 'test', SHOPIFY_MODE: 'fake' })).toThrow(
      /SHOPIFY_MODE must be simulated, store or off \(got "fake"\)/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'test', SHOPIFY_MODE: 'off', SHOPIFY_STORE_DOMAIN: 'a.myshopify.com' }),
    ).toThrow(/SHOPIFY_STORE_DOMAIN must be unset when SHOPIFY_MODE is off/);
  });

  it('turns Buy Now off with SHOPIFY_MODE=off, in development and production alike', () => {
    expect(loadConfig({ NODE_ENV: 'development', SHOPIFY_MODE: 'off' }).shopify).toMatchObject({
      mode: 'off',
      storeDomain: null,
    });
    const config = production({ SHOPIFY_MODE: 'off' });
    expect(config.shopify.mode).toBe('off');
    expect(config.warnings).toEqual([]);
  });
});

describe('Storefront simulator in production', () => {
  it('refuses to start without a store domain or SHOPIFY_MODE=off or simulated, naming them', () => {
    expect(() => production({})).toThrow(ConfigError);
    expect(() => production({})).toThrow(
      /SHOPIFY_STORE_DOMAIN is required when NODE_ENV is production \(or SHOPIFY_MODE=off for a shop without a global store, or SHOPIFY_MODE=simulated/,
    );
  });

  it('serves the simulator when SHOPIFY_MODE=simulated is set, with a warning naming it', () => {
    const config = production({ SHOPIFY_MODE: 'simulated' });
    expect(config.shopify.mode).toBe('simulated');
    expect(config.warnings).toEqual([expect.stringMatching(/^SHOPIFY_MODE=simulated in production: /)]);
  });

  it('warns about nothing with a real store', () => {
    const config = production({ SHOPIFY_STORE_DOMAIN: 'heritage-shea.myshopify.com' });
    expect(config.shopify.mode).toBe('store');
    expect(config.warnings).toEqual([]);
  });
});
