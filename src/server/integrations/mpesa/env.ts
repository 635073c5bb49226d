// The M-Pesa part of the environment (README "Configuration"). src/server/config.ts spreads the
// shape into its schema and calls toMpesaConfig, so every problem is reported in one place.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyAsUndefined, z.string().optional());

export const SANDBOX_SHORTCODE = '174379';
export const SANDBOX_PASSKEY = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';
// The simulator checks Basic credentials like Daraja does; in simulated mode these are the pair.
const SIMULATED_KEY = 'simulated-consumer-key';
const SIMULATED_SECRET = 'simulated-consumer-secret';

export const mpesaEnvShape = {
  MPESA_MODE: z
    .enum(['simulated', 'sandbox', 'production'], { error: 'must be simulated, sandbox or production' })
    .default('simulated'),
  MPESA_CONSUMER_KEY: optionalText,
  MPESA_CONSUMER_SECRET: optionalText,
  MPESA_SHORTCODE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{5,7}$/, 'must be the 5 to 7 digit paybill or till number')
      .default(SANDBOX_SHORTCODE),
  ),
  // Buy Goods pays a till whose number differs from the store number; Paybill pays the shortcode.
  MPESA_PARTY_B: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{5,7}$/, 'must be the 5 to 7 digit paybill or till number')
      .optional(),
  ),
  MPESA_PASSKEY: optionalText,
  MPESA_TRANSACTION_TYPE: z
    .enum(['CustomerPayBillOnline', 'CustomerBuyGoodsOnline'], {
      error: 'must be CustomerPayBillOnline or CustomerBuyGoodsOnline',
    })
    .default('CustomerPayBillOnline'),
  MPESA_CALLBACK_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ error: 'must be a URL starting with https:// or http://' }).optional(),
  ),
  MPESA_CALLBACK_SECRET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be 16 to 128 letters, digits, "-" or "_"')
      .optional(),
  ),
  MPESA_SIM_CALLBACK_DELAY_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(0, 'must be between 0 and 600000')
    .max(600_000, 'must be between 0 and 600000')
    .default(3000),
};

/** Their values are credentials (the callback URL holds the secret): named, never echoed. */
export const MPESA_SECRET_VARIABLES = [
  'MPESA_CONSUMER_KEY',
  'MPESA_CONSUMER_SECRET',
  'MPESA_PASSKEY',
  'MPESA_CALLBACK_SECRET',
  'MPESA_CALLBACK_URL',
];

type MpesaEnv = z.output<ReturnType<typeof z.object<typeof mpesaEnvShape>>>;

const REQUIRED_FOR_REAL = [
  'MPESA_CONSUMER_KEY',
  'MPESA_CONSUMER_SECRET',
  'MPESA_PASSKEY',
  'MPESA_CALLBACK_SECRET',
] as const;

/** Talking to the real Daraja needs the real credentials; the simulator needs none. */
export function checkMpesaEnv(env: MpesaEnv, ctx: z.RefinementCtx) {
  if (env.MPESA_MODE === 'simulated') return;
  for (const name of REQUIRED_FOR_REAL) {
    if (!env[name]) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `is required when MPESA_MODE is ${env.MPESA_MODE}`,
      });
    }
  }
  if (env.MPESA_CALLBACK_URL && !env.MPESA_CALLBACK_URL.startsWith('https://')) {
    ctx.addIssue({
      code: 'custom',
      path: ['MPESA_CALLBACK_URL'],
      message: 'must start with https:// when MPESA_MODE is sandbox or production (Safaricom calls it)',
    });
  }
}

const DARAJA_HOSTS = {
  sandbox: 'https://sandbox.safaricom.co.ke',
  production: 'https://api.safaricom.co.ke',
} as const;

export function toMpesaConfig(env: MpesaEnv, publicUrl: string) {
  const simulated = env.MPESA_MODE === 'simulated';
  // Simulated mode makes up a secret per start: the simulator is the only caller and reads it here.
  const callbackSecret = env.MPESA_CALLBACK_SECRET ?? randomBytes(24).toString('base64url');
  return {
    mode: env.MPESA_MODE,
    /** Null means this app's own simulator at /__sim/mpesa (its address is known once it listens). */
    baseUrl: env.MPESA_MODE === 'simulated' ? null : DARAJA_HOSTS[env.MPESA_MODE],
    consumerKey: env.MPESA_CONSUMER_KEY ?? (simulated ? SIMULATED_KEY : ''),
    consumerSecret: env.MPESA_CONSUMER_SECRET ?? (simulated ? SIMULATED_SECRET : ''),
    shortcode: env.MPESA_SHORTCODE,
    partyB: env.MPESA_PARTY_B ?? env.MPESA_SHORTCODE,
    passkey: env.MPESA_PASSKEY ?? (simulated ? SANDBOX_PASSKEY : ''),
    transactionType: env.MPESA_TRANSACTION_TYPE,
    callbackSecret,
    /**
     * Null in simulated mode without MPESA_CALLBACK_URL: the simulator calls this app at the
     * address it listens on, whatever PUBLIC_URL says.
     */
    callbackUrl:
      env.MPESA_CALLBACK_URL ?? (simulated ? null : `${publicUrl}/api/mpesa/callback/${callbackSecret}`),
    simCallbackDelayMs: env.MPESA_SIM_CALLBACK_DELAY_MS,
  };
}

export type MpesaConfig = ReturnType<typeof toMpesaConfig>;
