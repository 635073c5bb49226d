// The tracking page and GET /api/orders/track answer the same question (does this email go with
// this order number?), so they count against one per-address limit: neither is a way around the
// other's. The page is called through its route loader, as React Router calls it.
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACK_LOOKUPS_PER_MINUTE } from '../../src/server/services/orders';
import { loader } from '../../src/web/routes/track-order';
import { startTestApp, type TestApp } from '../support/test-app';
import { NO_SECOND_STEP } from '../support/page-context';

let app: TestApp;
beforeAll(async () => {
  // One trusted proxy hop, so each test can speak from its own client address.
  app = await startTestApp({ seed: false, env: { TRUST_PROXY: '1' } });
});
afterAll(() => app.close());

const query = { orderNumber: 'HM-00000000', email: 'someone@example.com' };

async function apiLookup(clientAddress: string) {
  const response = await fetch(`${app.url}/api/orders/track?${new URLSearchParams(query)}`, {
    headers: { 'x-forwarded-for': clientAddress },
  });
  return { status: response.status, body: (await response.json()) as { message: string } };
}

async function pageLookup(clientAddress: string) {
  const context: AppLoadContext = {
    services: app.services,
    shop: app.config.shop,
    publicUrl: app.config.publicUrl,
    shopperId: 'test-shopper',
    user: null,
    sessionToken: null,
    twoFactor: NO_SECOND_STEP,
    clientAddress,
    device: { userAgent: 'page test', clientAddress, deviceId: null },
    cspNonce: 'test-nonce',
    reportError: (error) => {
      throw error;
    },
  };
  const request = new Request(`http://shop.test/track-order?${new URLSearchParams(query)}`);
  const result = await loader({ request, context, params: {} } as Parameters<typeof loader>[0]);
  // A limited lookup answers with its own status; a normal one is plain data.
  return 'init' in result
    ? { status: result.init?.status ?? 200, headers: new Headers(result.init?.headers), data: result.data }
    : { status: 200, headers: new Headers(), data: result };
}

const LIMITED = 'Too many tracking requests. Please wait a minute and try again.';

describe('the tracking limit', () => {
  it('stops page lookups once the API lookups used it up', async () => {
    for (let i = 0; i < TRACK_LOOKUPS_PER_MINUTE; i++) {
      expect((await apiLookup('203.0.113.1')).status).toBe(404);
    }
    const page = await pageLookup('203.0.113.1');
    expect(page.status).toBe(429);
    expect(Number(page.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(page.data.outcome).toEqual({ kind: 'limited', message: LIMITED });
    // Another address still looks up.
    expect((await pageLookup('203.0.113.99')).data.outcome).toEqual({ kind: 'not-found' });
  });

  it('stops API lookups once the page lookups used it up', async () => {
    for (let i = 0; i < TRACK_LOOKUPS_PER_MINUTE; i++) {
      const page = await pageLookup('203.0.113.2');
      expect(page.status).toBe(200);
      expect(page.data.outcome).toEqual({ kind: 'not-found' });
    }
    expect(await apiLookup('203.0.113.2')).toEqual({ status: 429, body: { message: LIMITED } });
  });

  it('does not count a page that only shows the form or its mistakes', async () => {
    const request = (search: string) => new Request(`http://shop.test/track-order${search}`);
    const context = { services: app.services, clientAddress: '203.0.113.3' } as AppLoadContext;
    for (let i = 0; i <= TRACK_LOOKUPS_PER_MINUTE; i++) {
      await loader({ request: request('?order=HM-00000000'), context, params: {} } as Parameters<
        typeof loader
      >[0]);
      await loader({ request: request('?orderNumber=&email=nobody'), context, params: {} } as Parameters<
        typeof loader
      >[0]);
    }
    expect((await apiLookup('203.0.113.3')).status).toBe(404);
  });
});
