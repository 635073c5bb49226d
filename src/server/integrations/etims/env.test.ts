import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/config';
import { SIMULATED_CONSUMER_KEY, SIMULATED_CONSUMER_SECRET } from './env';

const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('eTIMS configuration', () => {
  it('defaults to the simulator outside production, with its own credentials', () => {
    expect(load({}).etims).toEqual({
      mode: 'simulated',
      baseUrl: null,
      tokenUrl: null,
      consumerKey: SIMULATED_CONSUMER_KEY,
      consumerSecret: SIMULATED_CONSUMER_SECRET,
      cmcKey: null,
    });
  });

  it('refuses an unset mode in production', () => {
    expect(
      problems({
        NODE_ENV: 'production',
        MPESA_MODE: 'simulated',
        AT_USERNAME: 'simulated',
        SHOPIFY_MODE: 'simulated',
      }),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^ETIMS_MODE must be set when NODE_ENV is production: /),
      ]),
    );
  });

  it('needs the consumer key and secret for KRA, naming each', () => {
    expect(problems({ NODE_ENV: 'test', ETIMS_MODE: 'sandbox' })).toEqual([
      'ETIMS_CONSUMER_KEY is required when ETIMS_MODE is sandbox',
      'ETIMS_CONSUMER_SECRET is required when ETIMS_MODE is sandbox',
    ]);
  });

  it("uses KRA's servers for sandbox and production, or the URLs given", () => {
    const credentials = { ETIMS_CONSUMER_KEY: 'k', ETIMS_CONSUMER_SECRET: 's', ETIMS_CMC_KEY: 'cmc' };
    expect(load({ ETIMS_MODE: 'sandbox', ...credentials }).etims).toEqual({
      mode: 'sandbox',
      baseUrl: 'https://etims-api-sbx.kra.go.ke/etims-api',
      tokenUrl: 'https://sbx.kra.go.ke/v1/token/generate',
      consumerKey: 'k',
      consumerSecret: 's',
      cmcKey: 'cmc',
    });
    expect(load({ ETIMS_MODE: 'production', ...credentials }).etims).toMatchObject({
      baseUrl: 'https://etims-api.kra.go.ke/etims-api',
      tokenUrl: 'https://etims-api.kra.go.ke/v1/token/generate',
    });
    expect(
      load({
        ETIMS_MODE: 'production',
        ETIMS_URL: 'https://proxy.example/etims-api/',
        ETIMS_TOKEN_URL: 'https://proxy.example/token',
        ...credentials,
      }).etims,
    ).toMatchObject({ baseUrl: 'https://proxy.example/etims-api', tokenUrl: 'https://proxy.example/token' });
  });

  it('refuses plain http for KRA and an unknown mode', () => {
    const found = problems({
      NODE_ENV: 'test',
      ETIMS_MODE: 'production',
      ETIMS_URL: 'http://proxy.example/etims-api',
      ETIMS_CONSUMER_KEY: 'k',
      ETIMS_CONSUMER_SECRET: 's',
    });
    expect(found).toEqual([
      'ETIMS_URL must start with https:// when ETIMS_MODE is production (it carries the credentials) ' +
        '(got "http://proxy.example/etims-api")',
    ]);
    expect(problems({ NODE_ENV: 'test', ETIMS_MODE: 'live' })).toEqual([
      'ETIMS_MODE must be off, simulated, sandbox or production (got "live")',
    ]);
  });

  it('takes off without credentials', () => {
    expect(load({ ETIMS_MODE: 'off' }).etims).toMatchObject({ mode: 'off', baseUrl: null, consumerKey: '' });
  });

  it('warns when production runs the simulator', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      MPESA_MODE: 'simulated',
      AT_USERNAME: 'simulated',
      SHOPIFY_MODE: 'simulated',
      ETIMS_MODE: 'simulated',
    });
    expect(config.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^ETIMS_MODE=simulated in production: .*not reported to KRA/),
      ]),
    );
    expect(load({}).warnings.some((w) => w.includes('ETIMS'))).toBe(false);
  });
});
