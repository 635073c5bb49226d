import path from 'node:path';
import { z } from 'zod';
import { backupEnvShape, toBackupConfig } from '../backup/backup-env';
import {
  checkMpesaEnv,
  MPESA_SECRET_VARIABLES,
  mpesaEnvShape,
  mpesaWarnings,
  toMpesaConfig,
} from '../integrations/mpesa/env';
import {
  checkEtimsEnv,
  ETIMS_SECRET_VARIABLES,
  etimsEnvShape,
  etimsWarnings,
  toEtimsConfig,
} from '../integrations/etims/env';
import { MAIL_SECRET_VARIABLES, mailEnvShape, toMailConfig } from '../integrations/mail/env';
import {
  checkSmsEnv,
  SMS_SECRET_VARIABLES,
  smsEnvShape,
  smsWarnings,
  toSmsConfig,
} from '../integrations/sms/env';
import {
  checkShopifyEnv,
  shopifyEnvShape,
  shopifyWarnings,
  toShopifyConfig,
} from '../integrations/shopify/env';
import { jobsEnvShape, toJobsConfig } from '../jobs/env';
import { limitsEnvShape, toMessageLimits, toOrderLimits, toPaymentLimits } from './limits-env';
import { httpEnvShape, toHttpConfig } from '../http/env';
import { trustProxyVariable } from '../http/trust-proxy';
import { checkClusterEnv, clusterEnvShape, toWorkerCount } from '../cluster/env';
import { readBase64Key } from '../lib/base64-key';

const port = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

// One check, so a value that is no URL at all is reported once (z.url and a refine said it twice).
const url = (protocols: string[]) =>
  z.string().refine((value) => URL.canParse(value) && protocols.some((p) => value.startsWith(p)), {
    error: `must be a URL starting with ${protocols.join(' or ')}`,
  });

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** SEED_CATALOGUE: the demo products on a new shop's first start, or an empty catalogue. */
const SEED_CATALOGUE_CHOICES = ['demo', 'none'] as const;
export type SeedCatalogue = (typeof SEED_CATALOGUE_CHOICES)[number];

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, url(['postgres://', 'postgresql://']).optional()),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, url(['http://', 'https://']).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxyVariable,
  SHOP_EMAIL: z.email({ error: 'must be an e-mail address' }).default('hello@heritageshea.co.ke'),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{9,15}$/, 'must be the number in international form, digits only (e.g. 254712345678)')
    .default('254700123456'),
  // The console marks a product low on stock at or under this many units (the Today list too).
  // Seals two-step sign-in secrets in the database; unset, a key file in DATA_DIR made at first start.
  TWO_FACTOR_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((value) => readBase64Key(value, 32) !== null, {
        error: 'must be 32 random bytes in base64 (openssl rand -base64 32)',
      })
      .optional(),
  ),
  // demo: a new shop's first start adds the demo catalogue (the quick start); none: it starts empty.
  SEED_CATALOGUE: z.enum(SEED_CATALOGUE_CHOICES, { error: 'must be demo or none' }).default('demo'),
  LOW_STOCK_THRESHOLD: z.coerce
    .number({ error: 'must be a whole number from 0' })
    .int('must be a whole number from 0')
    .min(0, 'must be a whole number from 0')
    .max(100_000, 'must be at most 100000')
    .default(5),
  ...shopifyEnvShape,
  ...mpesaEnvShape,
  ...etimsEnvShape,
  ...mailEnvShape,
  ...smsEnvShape,
  ...jobsEnvShape,
  ...limitsEnvShape,
  ...httpEnvShape,
  ...clusterEnvShape,
  ...backupEnvShape,
});

// Checks that span several variables (which M-Pesa credentials a mode needs, which simulators
// production allows, how many processes the database allows).
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  checkMpesaEnv(env, ctx);
  checkEtimsEnv(env, ctx);
  checkShopifyEnv(env, ctx);
  checkSmsEnv(env, ctx);
  checkClusterEnv(env, ctx);
});

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof envSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  const production = env.NODE_ENV === 'production';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const shopify = toShopifyConfig(env);
  const mpesa = toMpesaConfig(env, publicUrl);
  const etims = toEtimsConfig(env);
  const sms = toSmsConfig(env, env.WHATSAPP_NUMBER);
  return {
    env: env.NODE_ENV,
    isProduction: production,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    /** Unset means the embedded PGlite database under dataDir. */
    databaseUrl: env.DATABASE_URL,
    publicUrl,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    shop: {
      email: env.SHOP_EMAIL,
      whatsappNumber: env.WHATSAPP_NUMBER,
    },
    catalogue: {
      /** What a new shop's first start puts in the catalogue (db/seed/seed.ts). */
      seed: env.SEED_CATALOGUE,
      lowStockThreshold: env.LOW_STOCK_THRESHOLD,
      /** Uploaded product pictures, served at /uploads/products/ (they must outlive a new build). */
      uploadsDir: path.join(dataDir, 'uploads'),
    },
    shopify,
    /** Two-step sign-in's key: from TWO_FACTOR_KEY, or else the key file (made at first start). */
    twoFactor: {
      key: env.TWO_FACTOR_KEY ? (readBase64Key(env.TWO_FACTOR_KEY, 32) ?? undefined) : undefined,
      keyFile: path.join(dataDir, 'two-factor.key'),
    },
    mail: toMailConfig(env),
    /** Text messages: Africa's Talking, its simulator, or the DATA_DIR/sms-outbox/ folder. */
    sms,
    jobs: toJobsConfig(env),
    orderLimits: toOrderLimits(env),
    paymentLimits: toPaymentLimits(env),
    messageLimits: toMessageLimits(env),
    http: toHttpConfig(env),
    /** Where `npm run backup` writes, and the daily backup job (backup/, jobs/daily-backup.ts). */
    backup: toBackupConfig(env, dataDir),
    /** App processes `npm run serve` runs (cluster/primary.ts); 1 runs the shop in this process. */
    workers: toWorkerCount(env),
    mpesa,
    /** KRA eTIMS (OSCU): where tax invoices are reported, or its simulator. */
    etims,
    /** Logged as warnings at every start (app.ts): a simulator chosen explicitly in production. */
    warnings: [
      ...mpesaWarnings(mpesa, production),
      ...etimsWarnings(etims, production),
      ...shopifyWarnings(shopify, production),
      ...smsWarnings(sms, production),
    ],
  };
}

// Their values may hold credentials, so a bad value is named but never echoed.
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'TWO_FACTOR_KEY',
  ...MPESA_SECRET_VARIABLES,
  ...ETIMS_SECRET_VARIABLES,
  ...MAIL_SECRET_VARIABLES,
  ...SMS_SECRET_VARIABLES,
]);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment once; every problem is reported, not just the first. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checkedEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      const value = env[name];
      const shown = value === undefined || SECRET_VARIABLES.has(name) ? '' : ` (got "${value}")`;
      return `${name} ${issue.message}${shown}`;
    });
    // A variable checked by its own rule and again by a rule across variables says it once.
    throw new ConfigError([...new Set(problems)]);
  }
  return toConfig(parsed.data);
}
