import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import { createRequest } from '@remix-run/node-fetch-server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import type { Config } from './config';
import { cspNonce } from './csp-nonce';
import { projectRoot } from './lib/project-root';
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

  await app.register(async (scope) => {
    // Page actions read their own bodies (forms), so Fastify must leave the stream untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    scope.all('/*', async (request, reply) => {
      if (mode.kind === 'development') {
        const handled = await runViteMiddleware(mode.vite, request, reply);
        if (handled) return reply;
      }
      const shopperId = ensureShopperId(request, reply, config);
      const response = await handle(createRequest(request.raw, reply.raw), {
        services,
        shop: config.shop,
        publicUrl: config.publicUrl,
        shopperId,
        clientAddress: request.ip,
        // Development runs without a CSP, so browsers keep the nonce attributes visible and
        // React's hydration would warn that the browser's render has none.
        cspNonce: mode.kind === 'production' ? cspNonce(reply.raw) : undefined,
      });
      return sendFetchResponse(reply, response);
    });
  });
}

function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
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
