import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/config';
import { SIMULATED_API_KEY, smsReportUrl } from './env';

const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

function problems(env: Record<string, string>): string[] {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('SMS configuration', () => {
  it('writes to the outbox when AT_USERNAME is unset, and alerts the WhatsApp number', () => {
    const { sms } = load({ WHATSAPP_NUMBER: '254711222333' });
    expect(sms).toMatchObject({ mode: 'outbox', baseUrl: null, shopPhone: '+254711222333' });
    expect(sms.retry).toEqual({ attempts: 10, firstDelayMs: 2000 });
  });

  it("chooses Africa's Talking's host by its own convention: the username 'sandbox' is the sandbox", () => {
    const secrets = { AT_API_KEY: 'key', AT_CALLBACK_SECRET: 'a-report-secret-0123' };
    expect(load({ AT_USERNAME: 'sandbox', ...secrets }).sms).toMatchObject({
      mode: 'sandbox',
      baseUrl: 'https://api.sandbox.africastalking.com',
    });
    const live = load({ AT_USERNAME: 'heritageshea', AT_SENDER_ID: 'HERITAGE', ...secrets }).sms;
    expect(live).toMatchObject({
      mode: 'live',
      baseUrl: 'https://api.africastalking.com',
      senderId: 'HERITAGE',
    });
    expect(smsReportUrl(live, 'https://shop.example')).toBe(
      'https://shop.example/api/sms/delivery-reports/a-report-secret-0123',
    );
  });

  it('texts Kenyan numbers unless SMS_COUNTRIES names more calling codes', () => {
    expect(load({}).sms.countries).toEqual(['254']);
    expect(load({ SMS_COUNTRIES: '254, +255,256' }).sms.countries).toEqual(['254', '255', '256']);
    expect(problems({ SMS_COUNTRIES: 'KE' })[0]).toContain('SMS_COUNTRIES must be calling codes');
    expect(problems({ SMS_COUNTRIES: '254,0' })[0]).toContain('SMS_COUNTRIES must be calling codes');
  });

  it('runs the simulator with its own key, and a fresh report secret each start', () => {
    const { sms } = load({ AT_USERNAME: 'simulated', SHOP_SMS_PHONE: '+254700000111' });
    expect(sms).toMatchObject({ mode: 'simulated', apiKey: SIMULATED_API_KEY, shopPhone: '+254700000111' });
    expect(sms.callbackSecret).not.toBe(load({ AT_USERNAME: 'simulated' }).sms.callbackSecret);
  });

  it("needs the key and the report secret for Africa's Talking, and never echoes them", () => {
    expect(problems({ AT_USERNAME: 'heritageshea' })).toEqual([
      'AT_API_KEY is required when AT_USERNAME is set (live)',
      'AT_CALLBACK_SECRET is required when AT_USERNAME is set (live)',
    ]);
    const shown = problems({ AT_USERNAME: 'sandbox', AT_API_KEY: 'k', AT_CALLBACK_SECRET: 'short' });
    expect(shown).toEqual(['AT_CALLBACK_SECRET must be 16 to 128 letters, digits, "-" or "_"']);
    expect(problems({ SHOP_SMS_PHONE: '0712' })[0]).toContain('SHOP_SMS_PHONE must be a phone number');
  });

  it('warns when production texts go to the simulator', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      MPESA_MODE: 'simulated',
      SHOPIFY_MODE: 'simulated',
      ETIMS_MODE: 'off',
      AT_USERNAME: 'simulated',
    });
    expect(config.warnings.some((w) => w.includes('AT_USERNAME=simulated'))).toBe(true);
  });
});
