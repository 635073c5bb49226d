import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import { createRequest } from '@remix-run/node-fetch-server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import type { Config } from './config';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './db/unavailable';
import { cspNonce } from './csp-nonce';
import { projectRoot } from './lib/project-root';
import { pageErrorHandler } from './page-error-handler';
import { refuseFormBody } from './page-form-guard';
import { sendRefusal } from './page-refusal';
import { ensureShopperId } from './shopper-id';
import type { Services } from './services';

export const PAGE_BUILD_FILE = path.join(projectRoot(), 'build/server/index.js');

export type PageMode = { kind: 'production' } | { kind: 'development'; vite: ViteDevServer };

interface PagesOptions {
  mode: PageMode;
  services: Services;
  config: Config;
}

/** Mounts the React Router app: every path not claimed by the API, simulators or static files. */
export async function registerPages(app: FastifyInstance, { mode, services, config }: PagesOptions) {
  const build =
    mode.kind === 'production'
      ? ((await import(pathToFileURL(PAGE_BUILD_FILE).href)) as ServerBuild)
      : () => mode.vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  const handle = createRequestHandler(build, mode.kind);
  // The API's limit, checked here from the headers since Fastify does not read page bodies.
  const bodyLimit = app.initialConfig.bodyLimit ?? 100 * 1024;

  await app.register(async (scope) => {
    // Page actions read their own bodies (forms), so Fastify must leave the stream untouched.
    scope.setErrorHandler(pageErrorHandler);
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.addHook('onRequest', async (request, reply) => {
      const refusal = refuseFormBody(request, bodyLimit);
      if (refusal) return sendRefusal(request, reply, refusal);
    });

    scope.all('/*', async (request, reply) => {
      if (mode.kind === 'development') {
        const handled = await runViteMiddleware(mode.vite, request, reply);
        if (handled) return reply;
      }
      const shopperId = ensureShopperId(request, reply, config);
      let databaseUnavailable = false;
      const response = await handle(createRequest(request.raw, reply.raw), {
        services,
        shop: config.shop,
        publicUrl: config.publicUrl,
        shopperId,
        // Looked up once per request by the auth hook (api/guards.ts), for the API and pages alike.
        user: request.sessionUser,
        sessionToken: request.sessionToken,
        reportError: (error) => {
          if (isDatabaseUnavailable(error)) {
            databaseUnavailable = true;
            request.log.warn({ err: error }, 'database unavailable');
          } else {
            request.log.error({ err: error }, 'page failed');
          }
        },
        clientAddress: request.ip,
        // Development runs without a CSP, so browsers keep the nonce attributes visible and
        // React's hydration would warn that the browser's render has none.
        cspNonce: mode.kind === 'production' ? cspNonce(reply.raw) : undefined,
      });
      // The error page rendered either way; its status tells browsers and crawlers to come back.
      if (databaseUnavailable && response.status >= 500) {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return sendFetchResponse(reply, response, 503);
      }
      // A page rendered for a signed-in person holds their name (and maybe prices only they may
      // see): no shared cache may keep it.
      if (request.sessionUser && !response.headers.has('cache-control')) {
        reply.header('cache-control', 'private, no-store');
      }
      return sendFetchResponse(reply, response);
    });
  });
}

function sendFetchResponse(reply: FastifyReply, response: Response, status = response.status) {
  reply.status(status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}

/** Lets Vite answer its own requests (modules, HMR, assets) before React Router renders a page. */
function runViteMiddleware(vite: ViteDevServer, request: FastifyRequest, reply: FastifyReply) {
  return new Promise<boolean>((resolve, reject) => {
    vite.middlewares(request.raw, reply.raw, (error?: unknown) => {
      if (error) reject(error);
      else resolve(false);
    });
    reply.raw.once('finish', () => resolve(true));
  }).then((handled) => {
    if (handled) reply.hijack();
    return handled;
  });
}
