// For tests: the real simulator in a bare Fastify app on its own scratch database, and a client of
// it built the way the app builds one (client-from-config.ts).
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { createScratchDatabase } from '../../../../../test/support/scratch-database';
import { openDatabase } from '../../../db/client';
import { runMigrations } from '../../../db/migrate';
import { createEtimsClient, type EtimsClientOptions } from '../client';
import {
  ETIMS_SIMULATOR_PREFIX,
  ETIMS_SIMULATOR_TOKEN_PATH,
  etimsClientFromConfig,
} from '../client-from-config';
import { SIMULATED_CONSUMER_KEY, SIMULATED_CONSUMER_SECRET, type EtimsConfig } from '../env';
import { etimsSimulator } from './plugin';

export const SIMULATED_CONFIG: EtimsConfig = {
  mode: 'simulated',
  baseUrl: null,
  tokenUrl: null,
  consumerKey: SIMULATED_CONSUMER_KEY,
  consumerSecret: SIMULATED_CONSUMER_SECRET,
  cmcKey: null,
};

export async function startEtimsSimulator() {
  const scratch = await createScratchDatabase();
  const database = await openDatabase(scratch.target);
  await runMigrations(database);
  const server = Fastify();
  await server.register(etimsSimulator, {
    prefix: ETIMS_SIMULATOR_PREFIX,
    consumerKey: SIMULATED_CONSUMER_KEY,
    consumerSecret: SIMULATED_CONSUMER_SECRET,
    db: database.db,
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  const base = `${origin}${ETIMS_SIMULATOR_PREFIX}`;
  return {
    origin,
    base,
    db: database.db,
    client: () => etimsClientFromConfig(SIMULATED_CONFIG, () => origin)!,
    /** A client with some options of its own (another fetch, other credentials). */
    clientWith: (options: Partial<EtimsClientOptions>) =>
      createEtimsClient({
        baseUrl: () => base,
        tokenUrl: () => `${base}${ETIMS_SIMULATOR_TOKEN_PATH}`,
        consumerKey: SIMULATED_CONSUMER_KEY,
        consumerSecret: SIMULATED_CONSUMER_SECRET,
        ...options,
      }),
    close: async () => {
      await server.close();
      await database.close();
      await scratch.drop();
    },
  };
}
