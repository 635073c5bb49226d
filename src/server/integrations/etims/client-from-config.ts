import { createEtimsClient, type EtimsClient } from './client';
import type { EtimsConfig } from './env';

/** Where the simulator answers in simulated mode (simulator/register.ts mounts it there). */
export const ETIMS_SIMULATOR_PREFIX = '/__sim/etims';
/** The simulator's token address, the path of KRA's own gateway. */
export const ETIMS_SIMULATOR_TOKEN_PATH = '/v1/token/generate';

/**
 * The client for the configured mode, or null when eTIMS is off. In simulated mode it calls this
 * app's own simulator at `localOrigin()`, read per call: the address is known once the app listens.
 */
export function etimsClientFromConfig(config: EtimsConfig, localOrigin?: () => string): EtimsClient | null {
  if (config.mode === 'off') return null;
  const simulator = () => {
    if (!localOrigin) throw new Error('The eTIMS simulator needs the address this app listens on');
    return `${localOrigin()}${ETIMS_SIMULATOR_PREFIX}`;
  };
  const { baseUrl, tokenUrl } = config;
  return createEtimsClient({
    baseUrl: () => baseUrl ?? simulator(),
    tokenUrl: () => tokenUrl ?? `${simulator()}${ETIMS_SIMULATOR_TOKEN_PATH}`,
    consumerKey: config.consumerKey,
    consumerSecret: config.consumerSecret,
  });
}
