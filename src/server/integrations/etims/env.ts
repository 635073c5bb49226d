// The eTIMS part of the environment (README "Configuration"): how invoices reach KRA's OSCU API.
// src/server/config/config.ts spreads the shape into its schema and calls toEtimsConfig.
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalHttpsUrl = z.preprocess(
  emptyAsUndefined,
  z.url({ error: 'must be a URL starting with https:// or http://' }).optional(),
);

// The simulator checks the token request's Basic credentials as KRA's gateway does; in simulated
// mode these are the pair.
export const SIMULATED_CONSUMER_KEY = 'simulated-etims-consumer-key';
export const SIMULATED_CONSUMER_SECRET = 'simulated-etims-consumer-secret';

export const etimsEnvShape = {
  // No default here: outside production an unset mode means the simulator, in production it is refused.
  ETIMS_MODE: z
    .enum(['off', 'simulated', 'sandbox', 'production'], {
      error: 'must be off, simulated, sandbox or production',
    })
    .optional(),
  /** Another OSCU API base than KRA's for the mode (a proxy, say). */
  ETIMS_URL: optionalHttpsUrl,
  /** Another OAuth token address than KRA's for the mode. */
  ETIMS_TOKEN_URL: optionalHttpsUrl,
  ETIMS_CONSUMER_KEY: optionalText,
  ETIMS_CONSUMER_SECRET: optionalText,
  // A device's communication key from an initialisation done elsewhere (KRA gives it once per device).
  ETIMS_CMC_KEY: optionalText,
};

/** Their values are credentials: named, never echoed. */
export const ETIMS_SECRET_VARIABLES = ['ETIMS_CONSUMER_KEY', 'ETIMS_CONSUMER_SECRET', 'ETIMS_CMC_KEY'];

type EtimsEnv = z.output<ReturnType<typeof z.object<typeof etimsEnvShape>>>;

const REQUIRED_FOR_REAL = ['ETIMS_CONSUMER_KEY', 'ETIMS_CONSUMER_SECRET'] as const;

/**
 * KRA's API gateway takes an OAuth token made from the consumer key and secret of the shop's app
 * (kra-etims-oscu-docs, api-reference/authentication.md); the simulator needs none. In production
 * the simulator runs only when asked for by name: its invoices never reach KRA.
 */
export function checkEtimsEnv(env: EtimsEnv & { NODE_ENV: string }, ctx: z.RefinementCtx) {
  if (env.ETIMS_MODE === undefined && env.NODE_ENV === 'production') {
    ctx.addIssue({
      code: 'custom',
      path: ['ETIMS_MODE'],
      message:
        'must be set when NODE_ENV is production: sandbox or production for KRA, simulated for the ' +
        'built-in simulator (nothing is reported to KRA), or off for a seller without eTIMS',
    });
    return;
  }
  const mode = env.ETIMS_MODE ?? 'simulated';
  if (mode === 'simulated' || mode === 'off') return;
  for (const name of REQUIRED_FOR_REAL) {
    if (!env[name]) {
      ctx.addIssue({ code: 'custom', path: [name], message: `is required when ETIMS_MODE is ${mode}` });
    }
  }
  for (const name of ['ETIMS_URL', 'ETIMS_TOKEN_URL'] as const) {
    if (env[name] && !env[name].startsWith('https://')) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `must start with https:// when ETIMS_MODE is ${mode} (it carries the credentials)`,
      });
    }
  }
}

// KRA's two OSCU API servers (kra-etims-oscu-docs, getting-started/oscu.md, "Technical
// Information") and their token addresses (kra-etims-oscu/getting-started/configuration.md).
const KRA_HOSTS = {
  sandbox: {
    baseUrl: 'https://etims-api-sbx.kra.go.ke/etims-api',
    tokenUrl: 'https://sbx.kra.go.ke/v1/token/generate',
  },
  production: {
    baseUrl: 'https://etims-api.kra.go.ke/etims-api',
    tokenUrl: 'https://etims-api.kra.go.ke/v1/token/generate',
  },
} as const;

export function toEtimsConfig(env: EtimsEnv) {
  const mode = env.ETIMS_MODE ?? 'simulated';
  const simulated = mode === 'simulated';
  const real = mode === 'sandbox' || mode === 'production' ? KRA_HOSTS[mode] : null;
  const withoutSlash = (url: string | undefined) => url?.replace(/\/+$/, '');
  return {
    mode,
    /** Null means this app's own simulator at /__sim/etims (its address is known once it listens). */
    baseUrl: real ? (withoutSlash(env.ETIMS_URL) ?? real.baseUrl) : null,
    /** Where the OAuth token comes from; null as for baseUrl. */
    tokenUrl: real ? (withoutSlash(env.ETIMS_TOKEN_URL) ?? real.tokenUrl) : null,
    consumerKey: env.ETIMS_CONSUMER_KEY ?? (simulated ? SIMULATED_CONSUMER_KEY : ''),
    consumerSecret: env.ETIMS_CONSUMER_SECRET ?? (simulated ? SIMULATED_CONSUMER_SECRET : ''),
    /** Null: the device is initialised (selectInitOsdcInfo) and its key kept by the shop. */
    cmcKey: env.ETIMS_CMC_KEY ?? null,
  };
}

export type EtimsConfig = ReturnType<typeof toEtimsConfig>;

/** Said loudly at every start: a production shop on the simulator reports no invoice to KRA. */
export function etimsWarnings(etims: EtimsConfig, production: boolean): string[] {
  if (!production || etims.mode !== 'simulated') return [];
  return [
    'ETIMS_MODE=simulated in production: tax invoices go to the built-in eTIMS simulator and are ' +
      'not reported to KRA. Set ETIMS_MODE=production to report them.',
  ];
}
