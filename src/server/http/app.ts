import { randomUUID } from 'node:crypto';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { registerApi } from '../api';
import { errorHandler, apiNotFound } from '../api/error-handler';
import { registerAuthHooks } from '../api/guards';
import type { Config } from '../config/config';
import type { DatabaseHandle } from '../db/client';
import { MAX_CALLBACK_SECRET_LENGTH, mpesaCallbackUrl } from '../integrations/mpesa/env';
import { listeningOrigin, registerMpesaSimulator } from '../integrations/mpesa/simulator/register';
import { registerSmsSimulator } from '../integrations/sms/simulator/register';
import { registerEtimsSimulator } from '../integrations/etims/simulator/register';
import { projectRoot } from '../lib/project-root';
import { loggerOptions } from '../logging/logger';
import { badUrlHandler } from '../pages/error-handler';
import { sendUnrouted } from '../pages/methods';
import { registerPages, type PageMode } from '../pages/register';
import { createServices, type Services } from '../services';
import { createPaymentEvents } from '../services/mpesa';
import { listenForCatalogueChanges } from '../services/catalogue';
import { varyOnEncoding } from './vary-encoding';
import { registerSecurityHeaders, securityHeaders } from './security-headers';
import { fastifyTrustProxy } from './trust-proxy';
import { uploadRoutes } from '../api/uploads';
import { SHOPIFY_SIMULATOR_PREFIX, shopifySimulator } from '../integrations/shopify/simulator';
import { SERVICE_WORKER_URL } from '../../core/offline-pages';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Without pages the app serves only the API, health checks and simulators (API tests). */
  pages?: PageMode | null;
  /** Where log lines go; standard output by default (tests read them). */
  logStream?: DestinationStream;
  /** Where the app calls itself (its simulators, their callbacks); its listening address by default. */
  selfOrigin?: () => string;
}

export interface App {
  server: FastifyInstance;
  services: Services;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

export async function buildApp({
  config,
  database,
  pages = null,
  logStream,
  selfOrigin,
}: AppOptions): Promise<App> {
  const server = Fastify({
    logger: { ...loggerOptions(config.logLevel), stream: logStream },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // One line per request, written once it is answered (the onResponse hook below), instead of
    // one on arrival and another on answer: half the logging work of every request.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 100 * 1024,
    // A stopping process still answers requests on its open connections, each with Connection:
    // close (http-drain.ts); Fastify's default 503 would fail them although the process can serve.
    return503OnClosing: false,
    // Node checks request deadlines only every connectionsCheckingInterval (30 s by default), so
    // the check runs often enough for the timeout to hold. A request counts until its body has
    // arrived: a long response such as a payment event stream is not cut by it.
    requestTimeout: config.http.requestTimeoutMs,
    http: {
      requestTimeout: config.http.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(
        100,
        Math.min(5_000, Math.floor(config.http.requestTimeoutMs / 4)),
      ),
    },
    connectionTimeout: config.http.connectionTimeoutMs,
    // A caller's request id is kept (tracing across services) only when it is harmless to log.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // An address with a broken percent-encoding never reaches a route; answer it like the rest.
    frameworkErrors: badUrlHandler,
    routerOptions: {
      ignoreTrailingSlash: true,
      // The M-Pesa callback secret is a path segment; Fastify's default limit (100) is below it.
      maxParamLength: MAX_CALLBACK_SECRET_LENGTH,
    },
  });
  // Loud on purpose: a production shop running a simulator takes no money (config.ts says which).
  for (const warning of config.warnings) server.log.warn(warning);
  const localOrigin = selfOrigin ?? (() => listeningOrigin(server));
  const paymentEvents = createPaymentEvents(database);
  const services = createServices({
    db: database.db,
    config,
    paymentEvents,
    // Mail and payment lines go through the same serializers as requests.
    log: server.log,
    localOrigin,
  });
  server.addHook('onClose', () => paymentEvents.close());
  // Before the database closes (it closes after the server): the funnel's counts still in memory.
  server.addHook('onClose', () => services.insights.flush());
  const catalogueChanges = await listenForCatalogueChanges(database, (error) =>
    server.log.warn({ err: error }, 'catalogue change notices interrupted; listening again'),
  );
  server.addHook('onClose', () => catalogueChanges.close());

  server.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  server.addHook('onResponse', async (request, reply) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });
  server.setErrorHandler(errorHandler);

  registerSecurityHeaders(server, securityHeaders(config, pages?.kind === 'development'));
  varyOnEncoding(server);
  await server.register(compress, { threshold: 1024 });
  await server.register(cookie);
  registerAuthHooks(server, services, config);

  server.get('/healthz', async () => ({ status: 'ok' }));
  server.get('/readyz', async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ready', database: database.kind };
    } catch (error) {
      server.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });

  await registerMpesaSimulator(
    server,
    config.mpesa,
    () => mpesaCallbackUrl(config.mpesa, localOrigin()),
    localOrigin,
  );
  await registerSmsSimulator(server, config.sms, localOrigin);
  await registerEtimsSimulator(server, config.etims, database.db);
  await registerApi(server, services, config);
  server.all('/api/*', apiNotFound);
  uploadRoutes(server, services.catalogue.images);
  if (config.shopify.mode === 'simulated') {
    const simulator = shopifySimulator({
      storefrontToken: config.shopify.storefrontToken,
      listProducts: () => services.catalogue.listProducts(),
    });
    await server.register(simulator, { prefix: SHOPIFY_SIMULATOR_PREFIX });
  }

  if (pages) {
    if (pages.kind === 'production') await serveBuiltAssets(server);
    await registerPages(server, { mode: pages, services, config });
    // Fastify routes only the methods it knows; any other (PROPFIND, PURGE) ends here, on every path,
    // as does a built file's compressed copy asked for by its own name.
    server.setNotFoundHandler((request, reply) =>
      request.url.startsWith('/api/') ? apiNotFound(request, reply) : sendUnrouted(request, reply),
    );
  }
  return { server, services };
}

const ONE_YEAR = 365 * 24 * 60 * 60;

async function serveBuiltAssets(server: FastifyInstance) {
  await server.register(fastifyStatic, {
    root: path.join(projectRoot(), 'build/client'),
    // Each built file gets its own route; every other path falls through to the pages.
    wildcard: false,
    index: false,
    // Otherwise send's own `public, max-age=0` replaces the header set below.
    cacheControl: false,
    // `npm run build` writes a .br and a .gz beside each text file (scripts/assets/compress.ts):
    // those are sent as they are, and @fastify/compress leaves an encoded answer alone.
    preCompressed: true,
    // The copies are found through their file's own address, never asked for by name.
    allowedPath: (pathname) => !/\.(br|gz)$/.test(pathname),
    setHeaders: (res, filePath) => {
      // Vite puts a content hash in every name under assets/, so those never change.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      // The service worker is checked on every visit: a new build reaches phones at once. A
      // compressed copy is passed here by its own name (sw.js.br), and is the same file.
      const served = path.basename(filePath).replace(/\.(br|gz)$/, '');
      const serviceWorker = served === path.basename(SERVICE_WORKER_URL);
      res.setHeader(
        'cache-control',
        immutable
          ? `public, max-age=${ONE_YEAR}, immutable`
          : serviceWorker
            ? 'no-cache'
            : 'public, max-age=86400, stale-while-revalidate=604800',
      );
    },
  });
}
