import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client';
import { ETIMS_SIMULATOR_PREFIX } from '../client-from-config';
import type { EtimsConfig } from '../env';
import { etimsSimulator } from './plugin';

/** Serves the eTIMS simulator at /__sim/etims, in simulated mode only; it keeps its state in `db`. */
export async function registerEtimsSimulator(app: FastifyInstance, etims: EtimsConfig, db: Database) {
  if (etims.mode !== 'simulated') return;
  await app.register(etimsSimulator, {
    prefix: ETIMS_SIMULATOR_PREFIX,
    consumerKey: etims.consumerKey,
    consumerSecret: etims.consumerSecret,
    db,
  });
}
