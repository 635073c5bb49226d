import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { cspNonce } from './csp-nonce';
import { registerSecurityHeaders, securityHeaders, type SecurityHeaders } from './security-headers';

const servers: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A server with the headers, a JSON route, a page that prints its nonce and a hijacked stream. */
async function serve(headers: SecurityHeaders) {
  const server = Fastify();
  servers.push(server);
  registerSecurityHeaders(server, headers);
  server.get('/json', async () => ({ ok: true }));
  server.get('/page', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(`<script nonce="${cspNonce(reply.raw)}"></script>`),
  );
  server.get('/script.js', async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').send('export {};'),
  );
  server.get('/picture.avif', async (_request, reply) => reply.type('image/avif').send(Buffer.alloc(8)));
  server.get('/picture.svg', async (_request, reply) =>
    reply.type('image/svg+xml').send('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  );
  server.get('/stream', async (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.raw.end('data: 1\n\n');
  });
  return server.listen({ host: '127.0.0.1', port: 0 });
}

function directives(policy: string | null): Map<string, string> {
  return new Map(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(' ');
      return [name, sources.join(' ')] as const;
    }),
  );
}

const production = (env: Record<string, string> = {}) =>
  securityHeaders(loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://shop.example', ...env }), false);

describe('security headers', () => {
  it('gives a page a policy whose only inline scripts are those carrying its own nonce', async () => {
    const url = await serve(production());
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${url}/page`);
      const nonce = /nonce="([^"]+)"/.exec(await response.text())?.[1];
      const policy = directives(response.headers.get('content-security-policy'));
      expect(policy.get('script-src')).toBe(`'self' 'nonce-${nonce}'`);
      expect(policy.get('default-src')).toBe("'self'");
      expect(policy.get('frame-ancestors')).toBe("'none'");
      expect(policy.get('object-src')).toBe("'none'");
      // The service worker at /sw.js, and no other.
      expect(policy.get('worker-src')).toBe("'self'");
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(2);
  });

  it('gives every other answer a browser could show as a page the same policy without a nonce', async () => {
    const url = await serve(production());
    for (const path of ['/json', '/picture.svg', '/missing']) {
      const response = await fetch(`${url}${path}`);
      await response.arrayBuffer();
      const policy = directives(response.headers.get('content-security-policy'));
      expect(policy.get('script-src'), path).toBe("'self'");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('referrer-policy'), path).toBe('same-origin');
      expect(response.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
    }
  });

  it('gives scripts, pictures and streams only what applies to them', async () => {
    const url = await serve(production());
    for (const path of ['/script.js', '/picture.avif', '/stream']) {
      const response = await fetch(`${url}${path}`);
      await response.arrayBuffer();
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      // A picture may be drawn by other sites (a webmail client shows the mails' logo and products).
      expect(response.headers.get('cross-origin-resource-policy'), path).toBe(
        path === '/picture.avif' ? 'cross-origin' : 'same-origin',
      );
      expect(response.headers.get('strict-transport-security'), path).not.toBeNull();
      expect(response.headers.get('content-security-policy'), path).toBeNull();
      expect(response.headers.get('x-frame-options'), path).toBeNull();
    }
  });

  it('asks browsers for HTTPS only when the shop is served over it', async () => {
    const secure = await fetch(`${await serve(production())}/json`);
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(directives(secure.headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(
      true,
    );

    const plain = await fetch(`${await serve(production({ PUBLIC_URL: 'http://127.0.0.1:3000' }))}/json`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    expect(directives(plain.headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(
      false,
    );
  });

  it("lets Buy Now's browser fetch reach the configured Shopify store and nothing else", async () => {
    const withStore = production({ SHOPIFY_STORE_DOMAIN: 'shea-shop.myshopify.com' });
    expect(directives(withStore.policy!).get('connect-src')).toBe("'self' https://shea-shop.myshopify.com");
    expect(directives(production().policy!).get('connect-src')).toBe("'self'");
  });

  it('leaves the policy to the dev server in development, keeping the other headers', async () => {
    const url = await serve(securityHeaders(loadConfig({ NODE_ENV: 'test' }), true));
    const response = await fetch(`${url}/page`);
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
