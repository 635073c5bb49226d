// Every answer the shop may compress says it varies by Accept-Encoding, also when it went out
// uncompressed, so a shared cache in front never hands one client's encoding to another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let script: string;
let font: string;

beforeAll(async () => {
  app = await startTestApp({ pages: 'production' });
  const html = await (await fetch(`${app.url}/`)).text();
  script = /\/assets\/[\w.-]+\.js/.exec(html)![0];
  // The page preloads its font, a built file like the scripts (generated pictures are made by
  // `npm run images`, which the test build does not run).
  font = /\/assets\/[\w.-]+\.woff2/.exec(html)![0];
});

afterAll(() => app?.close());

async function head(path: string, acceptEncoding: string) {
  // fetch would ask for gzip and decode it; a header of our own is sent as written.
  const response = await fetch(`${app.url}${path}`, { headers: { 'accept-encoding': acceptEncoding } });
  await response.arrayBuffer();
  const varyFields = (response.headers.get('vary') ?? '')
    .split(',')
    .map((f) => f.trim().toLowerCase())
    .filter(Boolean);
  return { status: response.status, encoding: response.headers.get('content-encoding'), varyFields };
}

describe('Vary: Accept-Encoding', () => {
  it('is on a built script sent uncompressed, and once on the same script sent as brotli', async () => {
    const plain = await head(script, 'identity');
    expect(plain.status).toBe(200);
    expect(plain.encoding).toBeNull();
    expect(plain.varyFields).toContain('accept-encoding');

    const brotli = await head(script, 'br');
    expect(brotli.encoding).toBe('br');
    expect(brotli.varyFields.filter((f) => f === 'accept-encoding')).toHaveLength(1);
  });

  it('is on pages and on small API answers below the size worth compressing', async () => {
    for (const path of ['/', '/api/storefront-config']) {
      const plain = await head(path, 'identity');
      expect(plain.status, path).toBe(200);
      expect(plain.varyFields, path).toContain('accept-encoding');
    }
  });

  it('is not on fonts, which are compressed already and sent as they are', async () => {
    const woff2 = await head(font, 'br');
    expect(woff2.status).toBe(200);
    expect(woff2.encoding).toBeNull();
    expect(woff2.varyFields).not.toContain('accept-encoding');
  });
});
