// The text-message part of the environment (README "Configuration"), merged into the config schema
// by config.ts. Africa's Talking's own convention decides the host: the username 'sandbox' is its
// sandbox, any other username the live service. 'simulated' is ours: the built-in simulator at
// /__sim/africastalking. Unset, every message is written to DATA_DIR/sms-outbox/ instead.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

// Tries in all and the first wait, doubling (2 s, 4 s ... about 17 min before the last try).
export const DEFAULT_SMS_RETRY = { attempts: 10, firstDelayMs: 2_000 };
export const SIMULATED_USERNAME = 'simulated';
// The simulator checks the apiKey header like Africa's Talking does; in simulated mode this is it.
export const SIMULATED_API_KEY = 'simulated-at-api-key';

// Kenya's: the shop's provider account texts Kenyan numbers.
const DEFAULT_SMS_COUNTRIES = '254';
const CALLING_CODES = /^\s*\+?[1-9]\d{0,2}(\s*,\s*\+?[1-9]\d{0,2})*\s*$/;

const AT_HOSTS = {
  sandbox: 'https://api.sandbox.africastalking.com',
  live: 'https://api.africastalking.com',
} as const;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyAsUndefined, z.string().optional());

export const smsEnvShape = {
  AT_USERNAME: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^[A-Za-z0-9._-]{1,100}$/,
        'must be the Africa\'s Talking app username (or "sandbox", "simulated")',
      )
      .optional(),
  ),
  AT_API_KEY: optionalText,
  // An approved alphanumeric sender ID or short code; unset, Africa's Talking uses its default.
  AT_SENDER_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^[A-Za-z0-9 ]{1,11}$|^\+?\d{3,15}$/,
        'must be an approved sender ID (up to 11 letters or digits) or short code',
      )
      .optional(),
  ),
  // Africa's Talking signs nothing: the delivery-report URL carries this secret instead.
  AT_CALLBACK_SECRET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be 16 to 128 letters, digits, "-" or "_"')
      .optional(),
  ),
  // The owner's phone for Pay Later alerts; WHATSAPP_NUMBER when unset.
  SHOP_SMS_PHONE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\+?\d{9,15}$/, 'must be a phone number in international form (e.g. +254712345678)')
      .optional(),
  ),
  // The countries whose numbers the shop texts, by calling code; other numbers get no text.
  SMS_COUNTRIES: z.preprocess(
    emptyAsUndefined,
    z.string().regex(CALLING_CODES, 'must be calling codes separated by commas (e.g. 254,255)').optional(),
  ),
  SMS_RETRY_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(DEFAULT_SMS_RETRY.attempts),
  SMS_RETRY_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(DEFAULT_SMS_RETRY.firstDelayMs),
  AT_SIM_REPORT_DELAY_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(0, 'must be between 0 and 600000')
    .max(600_000, 'must be between 0 and 600000')
    .default(2000),
};

/** Named, never echoed: the key, and the secret of the report URL. */
export const SMS_SECRET_VARIABLES = ['AT_API_KEY', 'AT_CALLBACK_SECRET'];

type SmsEnv = z.output<z.ZodObject<typeof smsEnvShape>>;

export type SmsMode = 'outbox' | 'simulated' | 'sandbox' | 'live';

function modeOf(username: string | undefined): SmsMode {
  if (username === undefined) return 'outbox';
  if (username === SIMULATED_USERNAME) return 'simulated';
  return username.toLowerCase() === 'sandbox' ? 'sandbox' : 'live';
}

/** Africa's Talking needs its key; reports need a lasting secret once somebody else posts them. */
export function checkSmsEnv(env: SmsEnv, ctx: z.RefinementCtx) {
  const mode = modeOf(env.AT_USERNAME);
  if (mode !== 'sandbox' && mode !== 'live') return;
  for (const name of ['AT_API_KEY', 'AT_CALLBACK_SECRET'] as const) {
    if (!env[name]) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `is required when AT_USERNAME is set (${mode})`,
      });
    }
  }
}

export function toSmsConfig(env: SmsEnv, shopWhatsappNumber: string) {
  const mode = modeOf(env.AT_USERNAME);
  const shopPhone = env.SHOP_SMS_PHONE ?? shopWhatsappNumber;
  return {
    mode,
    username: env.AT_USERNAME ?? '',
    apiKey: env.AT_API_KEY ?? (mode === 'simulated' ? SIMULATED_API_KEY : ''),
    senderId: env.AT_SENDER_ID,
    /** Null: this app's own simulator (simulated), or no HTTP at all (outbox). */
    baseUrl: mode === 'sandbox' || mode === 'live' ? AT_HOSTS[mode] : null,
    // A secret made up per start serves the simulator, which reads it here.
    callbackSecret: env.AT_CALLBACK_SECRET ?? randomBytes(24).toString('base64url'),
    shopPhone: shopPhone.startsWith('+') ? shopPhone : `+${shopPhone}`,
    /** Calling codes without their '+' ('254'): customers' numbers elsewhere are not texted. */
    countries: (env.SMS_COUNTRIES ?? DEFAULT_SMS_COUNTRIES)
      .split(',')
      .map((code) => code.trim().replace(/^\+/, '')),
    retry: { attempts: env.SMS_RETRY_ATTEMPTS, firstDelayMs: env.SMS_RETRY_DELAY_MS },
    simReportDelayMs: env.AT_SIM_REPORT_DELAY_MS,
  };
}

export type SmsConfig = ReturnType<typeof toSmsConfig>;

/** Where Africa's Talking posts delivery reports: `origin` is PUBLIC_URL, or this app's own address. */
export function smsReportUrl(sms: SmsConfig, origin: string): string {
  return `${origin}/api/sms/delivery-reports/${sms.callbackSecret}`;
}

/** Said at every start: texts to customers go nowhere real. */
export function smsWarnings(sms: SmsConfig, production: boolean): string[] {
  if (!production || sms.mode !== 'simulated') return [];
  return [
    "AT_USERNAME=simulated in production: text messages go to the built-in Africa's Talking " +
      'simulator and reach no phone. Set AT_USERNAME and AT_API_KEY to send them.',
  ];
}
