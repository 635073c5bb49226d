import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/config';
import { SANDBOX_PASSKEY } from './env';

const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

describe('M-Pesa configuration', () => {
  it('defaults to the simulator with the sandbox shortcode and passkey and a fresh callback secret', () => {
    const { mpesa } = load({});
    expect(mpesa).toMatchObject({
      mode: 'simulated',
      baseUrl: null,
      shortcode: '174379',
      partyB: '174379',
      passkey: SANDBOX_PASSKEY,
      transactionType: 'CustomerPayBillOnline',
      callbackUrl: null,
      simCallbackDelayMs: 3000,
    });
    expect(mpesa.callbackSecret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(load({}).mpesa.callbackSecret).not.toBe(mpesa.callbackSecret);
  });

  it('needs the real credentials outside simulated mode, naming each', () => {
    const error = (() => {
      try {
        load({ MPESA_MODE: 'production' });
      } catch (e) {
        return e;
      }
    })() as ConfigError;
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.problems).toEqual(
      expect.arrayContaining([
        'MPESA_CONSUMER_KEY is required when MPESA_MODE is production',
        'MPESA_CONSUMER_SECRET is required when MPESA_MODE is production',
        'MPESA_PASSKEY is required when MPESA_MODE is production',
        'MPESA_CALLBACK_SECRET is required when MPESA_MODE is production',
      ]),
    );
  });

  it('builds the sandbox settings, with the callback URL from PUBLIC_URL and the secret', () => {
    const { mpesa } = load({
      MPESA_MODE: 'sandbox',
      MPESA_CONSUMER_KEY: 'k',
      MPESA_CONSUMER_SECRET: 's',
      MPESA_PASSKEY: 'p',
      MPESA_CALLBACK_SECRET: 'a-long-enough-secret',
      MPESA_TRANSACTION_TYPE: 'CustomerBuyGoodsOnline',
      MPESA_SHORTCODE: '600123',
      MPESA_PARTY_B: '5123456',
      PUBLIC_URL: 'https://shop.example/',
    });
    expect(mpesa).toMatchObject({
      baseUrl: 'https://sandbox.safaricom.co.ke',
      shortcode: '600123',
      partyB: '5123456',
      transactionType: 'CustomerBuyGoodsOnline',
      callbackUrl: 'https://shop.example/api/mpesa/callback/a-long-enough-secret',
    });
  });

  it('names a bad secret without echoing it', () => {
    const message = (() => {
      try {
        load({ MPESA_CALLBACK_SECRET: 'short!', MPESA_CALLBACK_URL: 'not a url' });
        return 'no error';
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(message).toMatch(/MPESA_CALLBACK_SECRET must be 16 to 128/);
    expect(message).toMatch(/MPESA_CALLBACK_URL must be a URL/);
    expect(message).not.toContain('short!');
    expect(message).not.toContain('not a url');
  });

  it('takes a callback secret of 128 characters and refuses 129', () => {
    const secret = 'a'.repeat(128);
    expect(load({ MPESA_CALLBACK_SECRET: secret }).mpesa.callbackSecret).toBe(secret);
    expect(() => load({ MPESA_CALLBACK_SECRET: `${secret}b` })).toThrow(
      /MPESA_CALLBACK_SECRET must be 16 to 128/,
    );
  });

  it.each([
    [{ MPESA_MODE: 'live' }, /MPESA_MODE must be simulated, sandbox or production \(got "live"\)/],
    [{ MPESA_SHORTCODE: '12' }, /MPESA_SHORTCODE must be the 5 to 7 digit/],
    [{ MPESA_SIM_CALLBACK_DELAY_MS: 'soon' }, /MPESA_SIM_CALLBACK_DELAY_MS must be a whole number/],
  ])('rejects %j', (env, message) => {
    expect(() => load(env)).toThrow(message);
  });
});

describe('M-Pesa simulator in production', () => {
  // Shopify and eTIMS are chosen explicitly here so that only the M-Pesa rule is at work.
  const production = (env: Record<string, string>) =>
    loadConfig({ NODE_ENV: 'production', SHOPIFY_MODE: 'simulated', ETIMS_MODE: 'off', ...env });

  it('refuses to start without MPESA_MODE, naming it', () => {
    expect(() => production({})).toThrow(ConfigError);
    expect(() => production({})).toThrow(
      /MPESA_MODE must be set when NODE_ENV is production: sandbox or production for Safaricom, or simulated/,
    );
  });

  it('runs the simulator when MPESA_MODE=simulated is set, with a warning naming it', () => {
    const config = production({ MPESA_MODE: 'simulated' });
    expect(config.mpesa.mode).toBe('simulated');
    expect(config.warnings).toEqual(
      expect.arrayContaining([expect.stringMatching(/^MPESA_MODE=simulated in production: .*no money/)]),
    );
  });

  it("says the checkout shows the sandbox's Paybill until the shop's own is set", () => {
    const sandboxPaybill = /sandbox Paybill 174379, which is not this shop's: set MPESA_SHORTCODE/;
    expect(production({ MPESA_MODE: 'simulated' }).warnings).toEqual(
      expect.arrayContaining([expect.stringMatching(sandboxPaybill)]),
    );
    const own = production({ MPESA_MODE: 'simulated', MPESA_SHORTCODE: '600100' });
    expect(own.warnings.filter((w) => sandboxPaybill.test(w))).toEqual([]);
  });

  it('warns about nothing when M-Pesa is real', () => {
    const config = production({
      MPESA_MODE: 'sandbox',
      MPESA_CONSUMER_KEY: 'k',
      MPESA_CONSUMER_SECRET: 's',
      MPESA_PASSKEY: 'p',
      MPESA_CALLBACK_SECRET: 'a-long-enough-secret',
      PUBLIC_URL: 'https://shop.example',
    });
    expect(config.warnings.filter((w) => w.includes('MPESA'))).toEqual([]);
  });

  it('keeps the simulator as the default outside production, without a warning', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const config = loadConfig({ NODE_ENV });
      expect(config.mpesa.mode).toBe('simulated');
      expect(config.warnings).toEqual([]);
    }
    expect(loadConfig({}).mpesa.mode).toBe('simulated');
  });
});

describe('real M-Pesa refuses what would take money wrongly', () => {
  const REAL = {
    MPESA_CONSUMER_KEY: 'k',
    MPESA_CONSUMER_SECRET: 's',
    MPESA_PASSKEY: 'p',
    MPESA_CALLBACK_SECRET: 'a-long-enough-secret',
  };
  const LIVE = {
    ...REAL,
    MPESA_MODE: 'production',
    PUBLIC_URL: 'https://shop.example',
    MPESA_SHORTCODE: '600100',
  };

  function problemsOf(env: Record<string, string>): string[] {
    try {
      load(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  }

  it("starts with the shop's own shortcode and an https:// PUBLIC_URL, and shows that Paybill", () => {
    const { mpesa, publicUrl } = load(LIVE);
    expect(publicUrl).toBe('https://shop.example');
    expect(mpesa).toMatchObject({
      shortcode: '600100',
      partyB: '600100',
      paybillShortcode: '600100',
      callbackUrl: 'https://shop.example/api/mpesa/callback/a-long-enough-secret',
      hooksUrl: 'https://shop.example/api/daraja',
    });
  });

  it.each(['sandbox', 'production'])('needs PUBLIC_URL when MPESA_MODE is %s, naming it', (mode) => {
    const { PUBLIC_URL: _unset, ...env } = { ...LIVE, MPESA_MODE: mode };
    expect(problemsOf(env)).toEqual([
      `PUBLIC_URL is required when MPESA_MODE is ${mode}: Safaricom posts payment results to it (https://, the shop's public address)`,
    ]);
  });

  it.each(['sandbox', 'production'])('refuses an http:// PUBLIC_URL when MPESA_MODE is %s', (mode) => {
    expect(problemsOf({ ...LIVE, MPESA_MODE: mode, PUBLIC_URL: 'http://shop.example' })).toEqual([
      `PUBLIC_URL must start with https:// when MPESA_MODE is ${mode}: Safaricom posts payment results only to https:// addresses (got "http://shop.example")`,
    ]);
  });

  it('keeps taking an http:// PUBLIC_URL with the simulator', () => {
    expect(load({ PUBLIC_URL: 'http://localhost:3000' }).publicUrl).toBe('http://localhost:3000');
  });

  it('needs MPESA_SHORTCODE in production, naming it; the sandbox keeps its own 174379', () => {
    const { MPESA_SHORTCODE: _unset, ...env } = LIVE;
    expect(problemsOf(env)).toEqual([
      "MPESA_SHORTCODE is required when MPESA_MODE is production: the shop's own Paybill or store number (the sandbox's 174379 is not the shop's)",
    ]);
    expect(load({ ...env, MPESA_MODE: 'sandbox' }).mpesa.paybillShortcode).toBe('174379');
  });

  it.each(['MPESA_SHORTCODE', 'MPESA_PAYBILL_SHORTCODE'])(
    "refuses the sandbox's 174379 as %s in production",
    (name) => {
      expect(problemsOf({ ...LIVE, [name]: '174379' })).toEqual([
        `${name} must not be Safaricom's sandbox shortcode 174379 when MPESA_MODE is production (got "174379")`,
      ]);
    },
  );

  it("needs MPESA_PAYBILL_SHORTCODE for Buy Goods in production: a till's store number is no Paybill", () => {
    const buyGoods = { ...LIVE, MPESA_TRANSACTION_TYPE: 'CustomerBuyGoodsOnline', MPESA_PARTY_B: '5123456' };
    expect(problemsOf(buyGoods)).toEqual([
      'MPESA_PAYBILL_SHORTCODE is required when MPESA_MODE is production and MPESA_TRANSACTION_TYPE is ' +
        "CustomerBuyGoodsOnline: the checkout, texts and mails show a Paybill number to pay, and a till's store number is not one",
    ]);
    const { mpesa } = load({ ...buyGoods, MPESA_PAYBILL_SHORTCODE: '888880' });
    expect(mpesa).toMatchObject({ shortcode: '600100', partyB: '5123456', paybillShortcode: '888880' });
  });
});
