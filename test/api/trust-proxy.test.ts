// Client addresses behind a reverse proxy: only the proxies named by TRUST_PROXY may say who the
// client is, so a client cannot dodge a per-address limit by writing its own X-Forwarded-For.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACK_LOOKUPS_PER_MINUTE } from '../../src/server/services/orders';
import { startTestApp, type TestApp } from '../support/test-app';

// A lookup of an order that does not exist: 404 while within the limit, 429 past it.
function lookUp(app: TestApp, forwardedFor: string) {
  return fetch(`${app.url}/api/orders/track?orderNumber=HM-00000000&email=someone%40example.com`, {
    headers: { 'x-forwarded-for': forwardedFor },
  });
}

/** Sends one more lookup than the limit allows, the leftmost address new each time. */
async function statusesWhileRotating(app: TestApp, proxySeen: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i <= TRACK_LOOKUPS_PER_MINUTE; i++) {
    const response = await lookUp(app, `1.2.3.${i + 1}, ${proxySeen(i)}`);
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  return statuses;
}

const limitedOnLast = [...Array<number>(TRACK_LOOKUPS_PER_MINUTE).fill(404), 429];

describe.each([
  ['one hop', '1'],
  ['the proxy address', '127.0.0.1'],
  ['a named range', 'loopback'],
])('trusting %s (TRUST_PROXY=%s)', (_name, trustProxy) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ seed: false, env: { TRUST_PROXY: trustProxy } });
  });
  afterAll(() => app.close());

  it('limits by the address the proxy saw, whatever the client put before it', async () => {
    expect(await statusesWhileRotating(app, () => '203.0.113.9')).toEqual(limitedOnLast);
  });

  it('tells clients apart by the address the proxy saw', async () => {
    const response = await lookUp(app, '1.2.3.4, 203.0.113.10');
    expect(response.status).toBe(404);
  });
});

describe('a client that is not a trusted proxy', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ seed: false, env: { TRUST_PROXY: '10.0.0.0/8' } });
  });
  afterAll(() => app.close());

  it('is limited by its own address, whatever X-Forwarded-For says', async () => {
    expect(await statusesWhileRotating(app, (i) => `203.0.113.${i + 1}`)).toEqual(limitedOnLast);
  });
});
