// Built scripts and stylesheets go out as the Brotli and gzip copies the build wrote, byte for byte,
// to every client that accepts them; a client that accepts neither gets the file itself.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/lib/project-root';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let script: string;
let stylesheet: string;

beforeAll(async () => {
  app = await startTestApp({ pages: 'production' });
  const html = await (await fetch(`${app.url}/`)).text();
  script = /\/assets\/react-[\w-]+\.js/.exec(html)![0];
  stylesheet = /\/assets\/[\w.-]+\.css/.exec(html)![0];
});

afterAll(() => app?.close());

/** An answer's bytes as sent: fetch would decode whatever encoding the answer names. */
function get(address: string, acceptEncoding: string) {
  return new Promise<{ status: number; encoding?: string; cacheControl?: string; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(`${app.url}${address}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              encoding: response.headers['content-encoding'],
              cacheControl: response.headers['cache-control'],
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject);
    },
  );
}

const built = (address: string) => readFile(path.join(projectRoot(), 'build/client', address));

describe('compressed built files', () => {
  it('sends the Brotli copy to a browser that takes Brotli, and the gzip one to one that takes only gzip', async () => {
    for (const address of [script, stylesheet]) {
      const brotli = await get(address, 'gzip, deflate, br, zstd');
      expect(brotli.status, address).toBe(200);
      expect(brotli.encoding, address).toBe('br');
      expect(brotli.body.equals(await built(`${address}.br`)), address).toBe(true);
      expect(brotli.cacheControl, address).toBe('public, max-age=31536000, immutable');

      const gzip = await get(address, 'gzip');
      expect(gzip.encoding, address).toBe('gzip');
      expect(gzip.body.equals(await built(`${address}.gz`)), address).toBe(true);

      const plain = await get(address, 'identity');
      expect(plain.encoding, address).toBeUndefined();
      expect(plain.body.equals(await built(address)), address).toBe(true);
    }
  });

  it('sends the service worker as no-cache in every encoding, so a new build reaches phones at once', async () => {
    // The build writes its compressed copies too; each must carry the worker's own header.
    expect((await built('/sw.js.br')).length).toBeGreaterThan(0);
    expect((await built('/sw.js.gz')).length).toBeGreaterThan(0);
    for (const [accept, encoding] of [
      ['br', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const worker = await get('/sw.js', accept);
      expect(worker.status, accept).toBe(200);
      expect(worker.encoding, accept).toBe(encoding);
      expect(worker.cacheControl, accept).toBe('no-cache');
    }
  });

  it('does not serve the copies under their own names', async () => {
    for (const suffix of ['.br', '.gz']) {
      expect((await get(`${script}${suffix}`, 'identity')).status).toBe(404);
    }
  });
});
