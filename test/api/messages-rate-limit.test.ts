// What visitors send the shop, limited per client address in PostgreSQL: contact messages (API and
// the contact page's form share one count), and newsletter and reseller waitlist sign-ups (API and
// the /resellers form share another). A family or an office behind one address still gets through.
import { count } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, newsletterSubscribers, resellerWaitlist } from '../../src/server/db/schema';
import { action as contactAction } from '../../src/web/routes/contact';
import { action as resellersAction } from '../../src/web/routes/resellers';
import { startTestApp, type TestApp } from '../support/test-app';
import type { Answer } from './route-helpers';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: false, env: { TRUST_PROXY: '1' } });
});
afterAll(() => app.close());

const post = (path: string, body: unknown, address: string) =>
  fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });

/** A page action called as React Router calls it, for a client at `address`. */
function pageArgs(path: string, form: Record<string, string>, address: string) {
  const request = new Request(`http://shop.test${path}`, { method: 'POST', body: new URLSearchParams(form) });
  const context = { services: app.services, clientAddress: address } as AppLoadContext;
  return { request, context, params: {} } as never;
}

const message = (n: number) => ({
  firstName: 'Amina',
  lastName: 'Otieno',
  email: `amina${n}@example.com`,
  subject: 'product-inquiry',
  message: 'Is the whipped body butter safe for eczema-prone skin?',
});

async function rows(table: typeof contactMessages | typeof newsletterSubscribers | typeof resellerWaitlist) {
  const [row] = await app.db.select({ n: count() }).from(table);
  return row!.n;
}

describe('contact messages', () => {
  it('takes 10 an hour from one address, then 429 with Retry-After, the page form included', async () => {
    const office = '203.0.113.10';
    for (let n = 0; n < 9; n++) expect((await post('/api/contact', message(n), office)).status).toBe(201);
    // The tenth from the same address, through the page (a browser without JavaScript).
    expect(await contactAction(pageArgs('/contact', message(9), office))).toMatchObject({ sent: true });
    expect(await rows(contactMessages)).toBe(10);

    const limited = await post('/api/contact', message(10), office);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await limited.json()).toEqual({
      message: 'Too many messages from your address. Please try again later.',
    });
    const page = (await contactAction(pageArgs('/contact', message(11), office))) as Answer<unknown>;
    expect(page.init?.status).toBe(429);
    expect(page.data).toEqual({
      sent: false,
      errors: {},
      formError: 'Too many messages from your address. Please try again later.',
    });
    expect(await rows(contactMessages)).toBe(10);

    // Another address is not held back.
    expect((await post('/api/contact', message(12), '203.0.113.11')).status).toBe(201);
  });

  it('counts only messages the form accepts: a refused one costs nothing', async () => {
    const address = '203.0.113.20';
    for (let n = 0; n < 12; n++) {
      expect((await post('/api/contact', { ...message(n), email: 'not-an-email' }, address)).status).toBe(
        400,
      );
    }
    expect((await post('/api/contact', message(0), address)).status).toBe(201);
  });
});

describe('sign-ups', () => {
  it('takes 20 an hour from one address across the newsletter and the waitlist, pages included', async () => {
    const family = '203.0.113.30';
    for (let n = 0; n < 10; n++) {
      expect((await post('/api/newsletter', { email: `reader${n}@example.com` }, family)).status).toBe(201);
    }
    for (let n = 0; n < 9; n++) {
      expect((await post('/api/reseller/waitlist', { email: `salon${n}@example.com` }, family)).status).toBe(
        201,
      );
    }
    expect(
      await resellersAction(pageArgs('/resellers', { email: 'salon9@example.com' }, family)),
    ).toMatchObject({ joined: true });

    for (const path of ['/api/newsletter', '/api/reseller/waitlist']) {
      const limited = await post(path, { email: 'one-more@example.com' }, family);
      expect(limited.status, path).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await limited.json()).toEqual({
        message: 'Too many sign-ups from your address. Please try again later.',
      });
    }
    const page = (await resellersAction(
      pageArgs('/resellers', { email: 'one-more@example.com' }, family),
    )) as Answer<unknown>;
    expect(page.init?.status).toBe(429);
    expect(page.data).toEqual({
      joined: false,
      email: 'one-more@example.com',
      errors: { email: 'Too many sign-ups from your address. Please try again later.' },
    });
    expect(await rows(newsletterSubscribers)).toBe(10);
    expect(await rows(resellerWaitlist)).toBe(10);

    expect((await post('/api/newsletter', { email: 'next-door@example.com' }, '203.0.113.31')).status).toBe(
      201,
    );
  });
});

describe('configuration', () => {
  it('reads both limits from the environment', async () => {
    const small = await startTestApp({
      seed: false,
      env: {
        TRUST_PROXY: '1',
        CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR: '1',
        SIGNUPS_PER_ADDRESS_PER_HOUR: '2',
      },
    });
    try {
      const send = (path: string, body: unknown) =>
        fetch(`${small.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.40' },
          body: JSON.stringify(body),
        });
      expect((await send('/api/contact', message(0))).status).toBe(201);
      expect((await send('/api/contact', message(1))).status).toBe(429);
      expect((await send('/api/newsletter', { email: 'a@example.com' })).status).toBe(201);
      expect((await send('/api/reseller/waitlist', { email: 'b@example.com' })).status).toBe(201);
      expect((await send('/api/newsletter', { email: 'c@example.com' })).status).toBe(429);
    } finally {
      await small.close();
    }
  });
});
