import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import pino from 'pino';
import { buildApp } from './http/app';
import type { Config } from './config/config';
import { openDatabase } from './db/client';
import { startBackgroundWork } from './jobs/background';
import { PAGE_BUILD_FILE, type PageMode } from './pages/register';
import { projectRoot } from './lib/project-root';
import { drainConnectionsOnClose } from './http/drain';
import { databaseTarget, prepareDatabase } from './db/prepare-database';
import { selfListener } from './cluster/self-listener';

async function pageMode(development: boolean): Promise<PageMode> {
  if (!development) {
    if (!existsSync(PAGE_BUILD_FILE)) {
      throw new Error(`The page build is missing (${PAGE_BUILD_FILE}). Run "npm run build" first.`);
    }
    return { kind: 'production' };
  }
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: projectRoot(),
    server: { middlewareMode: true },
    appType: 'custom',
  });
  return { kind: 'development', vite };
}

interface StartOptions {
  development: boolean;
  /** A cluster worker: the primary has already migrated and seeded (cluster/primary.ts). */
  databasePrepared?: boolean;
}

/** Starts the whole shop and stops it cleanly on SIGTERM or SIGINT. */
export async function start(config: Config, { development, databasePrepared = false }: StartOptions) {
  const database = databasePrepared
    ? await openDatabase(databaseTarget(config))
    : await prepareDatabase(config);
  const pages = await pageMode(development);
  // Written in the background: under load a synchronous write per log line was a tenth of the
  // process's time. Lines still written when the process exits are flushed by pino's exit handler.
  const logStream = pino.destination({ dest: 1, sync: false });
  // A cluster worker's simulator must be reached on this worker (cluster/self-listener.ts).
  const self = cluster.isWorker && config.mpesa.mode === 'simulated' ? selfListener() : null;
  const { server, services } = await buildApp({
    config,
    database,
    pages,
    logStream,
    selfOrigin: self?.origin,
  });
  drainConnectionsOnClose(server);
  // The job queue worker and the periodic jobs (abandoned orders, sweeps).
  const background = await startBackgroundWork({ services, database, config, log: server.log });

  let c2bRegistration: { stop(): void } | null = null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.log.info({ signal }, 'shutting down: finishing requests in flight');
    // A request that never ends must not keep the process alive for ever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    c2bRegistration?.stop();
    try {
      // Jobs in hand are finished; queued ones wait in the database for any process.
      await Promise.all([server.close(), background.stop()]);
      await self?.close();
      if (pages.kind === 'development') await pages.vite.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      server.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  if (self) {
    await server.ready();
    await self.listen(server);
  }
  await server.listen({ port: config.port, host: config.host });
  // NODE_ENV as the config read it, and where the pages come from: once a single "mode" field
  // said "production" for the page build while NODE_ENV was unset (development).
  server.log.info(
    { database: database.kind, nodeEnv: config.env, pages: pages.kind === 'production' ? 'build' : 'vite' },
    `shop ready at ${config.publicUrl}`,
  );
  // Daraja posts Paybill payments to the URLs registered for the shortcode. In simulated mode they
  // are this process's own address, known only now (in a cluster, each worker's own simulator).
  c2bRegistration = services.mpesa.paybill.keepRegistered();
  return server;
}
