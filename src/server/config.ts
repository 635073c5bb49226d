import path from 'node:path';
import { z } from 'zod';
import {
  checkMpesaEnv,
  MPESA_SECRET_VARIABLES,
  mpesaEnvShape,
  toMpesaConfig,
} from './integrations/mpesa/env';
import { MAIL_SECRET_VARIABLES, mailEnvShape, toMailConfig } from './integrations/mail/env';
import { jobsEnvShape, toJobsConfig } from './jobs/env';
import { trustProxyVariable } from './trust-proxy';

const port = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const url = (protocols: string[]) =>
  z.url({ error: `must be a URL starting with ${protocols.join(' or ')}` }).refine(
    (value) => protocols.some((p) => value.startsWith(p)),
    { error: `must be a URL starting with ${protocols.join(' or ')}` },
  );

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

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
  // Unset: Buy Now talks to the Storefront simulator this app serves at /__sim/shopify.
  SHOPIFY_STORE_DOMAIN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i,
        'must be a host name without https://, e.g. heritage-shea.myshopify.com',
      )
      .optional(),
  ),
  // A public token: Shopify's Storefront tokens are meant to be shipped to browsers.
  SHOPIFY_STOREFRONT_TOKEN: z.string().min(1).default('sim-storefront-token'),
  SHOPIFY_API_VERSION: z
    .string()
    .regex(/^(\d{4}-(01|04|07|10)|unstable)$/, 'must be a Storefront API version such as 2025-07')
    .default('2025-07'),
  ...mpesaEnvShape,
  ...mailEnvShape,
  ...jobsEnvShape,
});

// Checks that span several variables (which M-Pesa credentials a mode needs).
const checkedEnvSchema = envSchema.superRefine(checkMpesaEnv);

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof envSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    dataDir,
    /** Unset means the embedded PGlite database under dataDir. */
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    shop: {
      email: env.SHOP_EMAIL,
      whatsappNumber: env.WHATSAPP_NUMBER,
    },
    shopify: {
      /** Null means simulated: the simulator at /__sim/shopify on this app. */
      storeDomain: env.SHOPIFY_STORE_DOMAIN?.toLowerCase() ?? null,
      storefrontToken: env.SHOPIFY_STOREFRONT_TOKEN,
      apiVersion: env.SHOPIFY_API_VERSION,
    },
    mail: toMailConfig(env),
    jobs: toJobsConfig(env),
    mpesa: toMpesaConfig(env, (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '')),
  };
}

// Their values may hold credentials, so a bad value is named but never echoed.
const SECRET_VARIABLES = new Set(['DATABASE_URL', ...MPESA_SECRET_VARIABLES, ...MAIL_SECRET_VARIABLES]);

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
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const value = env[name];
        const shown = value === undefined || SECRET_VARIABLES.has(name) ? '' : ` (got "${value}")`;
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  return toConfig(parsed.data);
}
