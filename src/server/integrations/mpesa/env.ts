// The M-Pesa part of the environment (README "Configuration"). src/server/config/config.ts spreads the
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
const SIMULATED_INITIATOR = 'simulated-initiator';
const SIMULATED_SECURITY_CREDENTIAL = 'simulated-security-credential';
/** The router is told this too (http/app.ts): a longer path segment would make every callback a 404. */
export const MAX_CALLBACK_SECRET_LENGTH = 128;

export const mpesaEnvShape = {
  // No default here: outside production an unset mode means the simulator, in production it is refused.
  MPESA_MODE: z
    .enum(['simulated', 'sandbox', 'production'], { error: 'must be simulated, sandbox or production' })
    .optional(),
  MPESA_CONSUMER_KEY: optionalText,
  MPESA_CONSUMER_SECRET: optionalText,
  // Unset: Safaricom's sandbox shortcode, for the simulator and the sandbox only (checkMpesaEnv).
  MPESA_SHORTCODE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{5,7}$/, 'must be the 5 to 7 digit paybill or till number')
      .optional(),
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
      .regex(
        new RegExp(`^[A-Za-z0-9_-]{16,${MAX_CALLBACK_SECRET_LENGTH}}$`),
        `must be 16 to ${MAX_CALLBACK_SECRET_LENGTH} letters, digits, "-" or "_"`,
      )
      .optional(),
  ),
  // Paybill (C2B) may use another shortcode than the prompt's (a till for Buy Goods, say).
  MPESA_PAYBILL_SHORTCODE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{5,7}$/, 'must be the 5 to 7 digit paybill number')
      .optional(),
  ),
  // With validation on, Daraja asks the shop before taking a Paybill payment: unknown accounts are refused.
  MPESA_C2B_VALIDATION: z
    .enum(['on', 'off'], { error: 'must be on or off' })
    .default('on')
    .transform((value) => value === 'on'),
  // Reversals and Transaction Status queries run as an initiator (an API operator of the shortcode),
  // with its password encrypted by Safaricom's certificate: the portal's "security credential".
  // Optional: a shop without them takes payments, and the console says refunds need them.
  MPESA_INITIATOR_NAME: optionalText,
  MPESA_SECURITY_CREDENTIAL: optionalText,
  // The public base of the result, timeout and C2B URLs Daraja posts to (the secret is added to it).
  // Daraja refuses C2B URLs with "mpesa" or "safaricom" in them, so the default path has neither.
  MPESA_HOOKS_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ error: 'must be a URL starting with https:// or http://' }).optional(),
  ),
  // A prompt with no callback by then is looked up with the Transaction Status query.
  MPESA_STATUS_QUERY_AFTER_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(10_000, 'must be between 10000 and 86400000')
    .max(86_400_000, 'must be between 10000 and 86400000')
    .default(180_000),
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
  'MPESA_SECURITY_CREDENTIAL',
  'MPESA_HOOKS_URL',
];

type MpesaEnv = z.output<ReturnType<typeof z.object<typeof mpesaEnvShape>>>;

const REQUIRED_FOR_REAL = [
  'MPESA_CONSUMER_KEY',
  'MPESA_CONSUMER_SECRET',
  'MPESA_PASSKEY',
  'MPESA_CALLBACK_SECRET',
] as const;

/**
 * Talking to the real Daraja needs the real credentials; the simulator needs none. In production
 * the simulator runs only when asked for by name (DESIGN.md §6): it marks orders paid without money,
 * and its credentials are in this file.
 */
export function checkMpesaEnv(
  env: MpesaEnv & { NODE_ENV: string; PUBLIC_URL?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (env.MPESA_MODE === undefined && env.NODE_ENV === 'production') {
    ctx.addIssue({
      code: 'custom',
      path: ['MPESA_MODE'],
      message:
        'must be set when NODE_ENV is production: sandbox or production for Safaricom, or simulated ' +
        'for the built-in simulator (takes no money)',
    });
    return;
  }
  const mode = env.MPESA_MODE ?? 'simulated';
  if (mode === 'simulated') return;
  for (const name of REQUIRED_FOR_REAL) {
    if (!env[name]) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `is required when MPESA_MODE is ${mode}`,
      });
    }
  }
  checkPublicUrl(env, mode, ctx);
  if (mode === 'production') checkLiveShortcodes(env, ctx);
  if (env.MPESA_HOOKS_URL && !env.MPESA_HOOKS_URL.startsWith('https://')) {
    ctx.addIssue({
      code: 'custom',
      path: ['MPESA_HOOKS_URL'],
      message: 'must start with https:// when MPESA_MODE is sandbox or production (Safaricom calls it)',
    });
  }
  if (env.MPESA_CALLBACK_URL && !env.MPESA_CALLBACK_URL.startsWith('https://')) {
    ctx.addIssue({
      code: 'custom',
      path: ['MPESA_CALLBACK_URL'],
      message: 'must start with https:// when MPESA_MODE is sandbox or production (Safaricom calls it)',
    });
  }
}

/**
 * Safaricom posts every payment's result to URLs made from PUBLIC_URL (unless each is given), and
 * calls nothing but https://; unset, they would point at http://localhost and no payment would
 * ever be confirmed. The links in mails and texts are made from it too.
 */
function checkPublicUrl(
  env: { PUBLIC_URL?: string | undefined },
  mode: 'sandbox' | 'production',
  ctx: z.RefinementCtx,
) {
  const problem = !env.PUBLIC_URL
    ? `is required when MPESA_MODE is ${mode}: Safaricom posts payment results to it (https://, the shop's public address)`
    : !env.PUBLIC_URL.startsWith('https://')
      ? `must start with https:// when MPESA_MODE is ${mode}: Safaricom posts payment results only to https:// addresses`
      : null;
  if (problem) ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: problem });
}

/**
 * Real money goes to the shortcodes the shop names: the prompt's, and the Paybill number the
 * checkout, texts and mails tell customers to pay. Safaricom's sandbox shortcode is somebody
 * else's business on the real network, so it is never a default here, nor taken when given.
 */
function checkLiveShortcodes(env: MpesaEnv, ctx: z.RefinementCtx) {
  if (!env.MPESA_SHORTCODE) {
    ctx.addIssue({
      code: 'custom',
      path: ['MPESA_SHORTCODE'],
      message:
        "is required when MPESA_MODE is production: the shop's own Paybill or store number (the sandbox's 174379 is not the shop's)",
    });
  }
  for (const name of ['MPESA_SHORTCODE', 'MPESA_PAYBILL_SHORTCODE'] as const) {
    if (env[name] === SANDBOX_SHORTCODE) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `must not be Safaricom's sandbox shortcode ${SANDBOX_SHORTCODE} when MPESA_MODE is production`,
      });
    }
  }
  // With Buy Goods the shortcode is a till's store number, which customers cannot pay by Paybill.
  if (env.MPESA_TRANSACTION_TYPE === 'CustomerBuyGoodsOnline' && !env.MPESA_PAYBILL_SHORTCODE) {
    ctx.addIssue({
      code: 'custom',
      path: ['MPESA_PAYBILL_SHORTCODE'],
      message:
        'is required when MPESA_MODE is production and MPESA_TRANSACTION_TYPE is CustomerBuyGoodsOnline: ' +
        "the checkout, texts and mails show a Paybill number to pay, and a till's store number is not one",
    });
  }
}

const DARAJA_HOSTS = {
  sandbox: 'https://sandbox.safaricom.co.ke',
  production: 'https://api.safaricom.co.ke',
} as const;

export function toMpesaConfig(env: MpesaEnv, publicUrl: string) {
  const mode = env.MPESA_MODE ?? 'simulated';
  const simulated = mode === 'simulated';
  // Simulated mode makes up a secret per start: the simulator is the only caller and reads it here.
  const callbackSecret = env.MPESA_CALLBACK_SECRET ?? randomBytes(24).toString('base64url');
  // Production refuses an unset shortcode (checkMpesaEnv): the sandbox's is the simulator's and the sandbox's.
  const shortcode = env.MPESA_SHORTCODE ?? SANDBOX_SHORTCODE;
  return {
    mode,
    /** Null means this app's own simulator at /__sim/mpesa (its address is known once it listens). */
    baseUrl: simulated ? null : DARAJA_HOSTS[mode],
    consumerKey: env.MPESA_CONSUMER_KEY ?? (simulated ? SIMULATED_KEY : ''),
    consumerSecret: env.MPESA_CONSUMER_SECRET ?? (simulated ? SIMULATED_SECRET : ''),
    shortcode,
    partyB: env.MPESA_PARTY_B ?? shortcode,
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
    paybillShortcode: env.MPESA_PAYBILL_SHORTCODE ?? shortcode,
    c2bValidation: env.MPESA_C2B_VALIDATION,
    /** Empty when not configured: reversals and status queries are then not offered. */
    initiatorName: env.MPESA_INITIATOR_NAME ?? (simulated ? SIMULATED_INITIATOR : ''),
    securityCredential: env.MPESA_SECURITY_CREDENTIAL ?? (simulated ? SIMULATED_SECURITY_CREDENTIAL : ''),
    /** Null: this app's own hooks at the address it listens on (simulated) or at PUBLIC_URL. */
    hooksUrl: env.MPESA_HOOKS_URL?.replace(/\/$/, '') ?? (simulated ? null : `${publicUrl}/api/daraja`),
    statusQueryAfterMs: env.MPESA_STATUS_QUERY_AFTER_MS,
  };
}

/** The URLs Daraja posts its asynchronous answers to, each behind the callback secret. */
export type DarajaHook =
  | 'c2b/validation'
  | 'c2b/confirmation'
  | 'reversal/result'
  | 'reversal/timeout'
  | 'status/result'
  | 'status/timeout';

/** Where Daraja posts `hook`: the configured base, else this app's own /api/daraja at `origin`. */
export function darajaHookUrl(mpesa: MpesaConfig, origin: string, hook: DarajaHook): string {
  return `${mpesa.hooksUrl ?? `${origin}/api/daraja`}/${mpesa.callbackSecret}/${hook}`;
}

export type MpesaConfig = ReturnType<typeof toMpesaConfig>;

/** Where results are posted: the configured URL, else this app's own callback route at `origin`. */
export function mpesaCallbackUrl(mpesa: MpesaConfig, origin: string): string {
  return mpesa.callbackUrl ?? `${origin}/api/mpesa/callback/${mpesa.callbackSecret}`;
}

/** Said loudly at every start: a production shop on the simulator collects no money. */
export function mpesaWarnings(mpesa: MpesaConfig, production: boolean): string[] {
  if (!production || mpesa.mode !== 'simulated') return [];
  return [
    'MPESA_MODE=simulated in production: payments go to the built-in M-Pesa simulator, which marks ' +
      'orders paid with no money collected. Set MPESA_MODE=production to take real payments.',
    ...(mpesa.paybillShortcode === SANDBOX_SHORTCODE
      ? [
          `The checkout, texts and mails show Safaricom's sandbox Paybill ${SANDBOX_SHORTCODE}, which is not ` +
            "this shop's: set MPESA_SHORTCODE (or MPESA_PAYBILL_SHORTCODE) to the shop's own.",
        ]
      : []),
  ];
}
