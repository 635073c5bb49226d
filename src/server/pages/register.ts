import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import { createRequest } from '@remix-run/node-fetch-server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import type { Config } from '../config/config';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable';
import { cspNonce } from '../http/csp-nonce';
import { createPageCache, isSharedRender, revalidationHeaders, sendIfUnchanged } from './cache';
import { deferPageScripts } from './scripts-on-interaction';
import { countProductViews } from './product-views';
import { contentGeneration } from '../services/catalogue';
import { SHARED_PAGE_HEADER } from '../../core/shared-page';
import { wantsDataSaver } from '../../core/data-saver';
import { projectRoot } from '../lib/project-root';
import { pageErrorHandler } from './error-handler';
import { pageRequestOrigin, refuseCrossOriginAction } from './action-origin';
import { refuseFormBody } from './form-guard';
import { isPageMethod, sendMethodRefusal } from './methods';
import { sendRefusal } from './refusal';
import { readShopperId } from '../http/shopper-id';
import { signInDeviceOf } from '../http/sign-in-device';
import type { Services } from '../services';

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
  // Development renders every time, so edits show at once.
  const pageCache = mode.kind === 'production' ? createPageCache() : null;
  // Behind a proxy that ends TLS the connection is plain http; a page's URL takes the scheme the
  // shop is reached by, or React Router's CSRF check would refuse every form a browser posts.
  const protocol = new URL(config.publicUrl).protocol;

  await app.register(async (scope) => {
    // Page actions read their own bodies (forms), so Fastify must leave the stream untouched.
    scope.setErrorHandler(pageErrorHandler);
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.addHook('onRequest', async (request, reply) => {
      if (!isPageMethod(request.method)) return sendMethodRefusal(request, reply);
      const origin = pageRequestOrigin(request, protocol);
      if (typeof origin !== 'string') return sendRefusal(request, reply, origin);
      const refusal = refuseCrossOriginAction(request, origin) ?? refuseFormBody(request, bodyLimit);
      if (refusal) return sendRefusal(request, reply, refusal);
    });

    countProductViews(scope, services);

    scope.all('/*', async (request, reply) => {
      if (mode.kind === 'development') {
        const handled = await runViteMiddleware(mode.vite, request, reply);
        if (handled) return reply;
      }
      let databaseUnavailable = false;
      // Development runs without a CSP, so browsers keep the nonce attributes visible and
      // React's hydration would warn that the browser's render has none.
      const nonce = mode.kind === 'production' ? cspNonce(reply.raw) : undefined;
      const cacheKey = pageCache?.keyOf(request) ?? null;
      if (cacheKey && nonce && pageCache?.sendIfFresh(cacheKey, reply, nonce)) return reply;
      // Taken before the render: a change committed while it runs makes the result stale at once.
      const generation = contentGeneration();
      // Also before the render: a page rendered across the bar's start or end is kept no longer than it.
      const freshUntil = cacheKey
        ? await services.content
            .announcementChangesAt(new Date())
            // Not known (the database is away): the page is not kept at all.
            .catch(() => new Date())
        : null;
      const response = await handle(createRequest(request.raw, reply.raw, { protocol }), {
        services,
        shop: config.shop,
        publicUrl: config.publicUrl,
        // Pages only read it: the wishlist API makes it, so page views set no cookie and stay cacheable.
        shopperId: readShopperId(request),
        // Looked up once per request by the auth hook (api/guards.ts), for the API and pages alike.
        user: request.sessionUser,
        sessionToken: request.sessionToken,
        twoFactor: {
          awaiting: request.awaitingSecondFactor,
          secondFactorAt: request.secondFactorAt,
          setupRequired: request.twoFactorSetupRequired,
        },
        reportError: (error) => {
          if (isDatabaseUnavailable(error)) {
            databaseUnavailable = true;
            request.log.warn({ err: error }, 'database unavailable');
          } else {
            request.log.error({ err: error }, 'page failed');
          }
        },
        clientAddress: request.ip,
        device: signInDeviceOf(request),
        cspNonce: nonce,
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
      if (cacheKey && nonce && request.method === 'GET' && isSharedRender(response)) {
        const rendered = await response.text();
        const html = wantsDataSaver(request.headers.cookie, request.headers['save-data'])
          ? deferPageScripts(rendered, nonce)
          : rendered;
        const etag = pageCache?.store(cacheKey, {
          status: response.status,
          headers: response.headers,
          html,
          nonce,
          generation,
          freshUntil,
        });
        reply.header('x-page-cache', 'miss');
        if (!etag) return sendFetchResponse(reply, response, response.status, html);
        if (sendIfUnchanged(reply, etag)) return reply;
        return sendFetchResponse(reply, response, response.status, html, revalidationHeaders(etag));
      }
      return sendFetchResponse(reply, response);
    });
  });
}

function sendFetchResponse(
  reply: FastifyReply,
  response: Response,
  status = response.status,
  text?: string,
  headers: [string, string][] = [],
) {
  reply.status(status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== SHARED_PAGE_HEADER) reply.header(key, value);
  });
  for (const [name, value] of headers) reply.header(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (text !== undefined) return reply.send(text);
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
