// The /resellers notify form without JavaScript: the page's action stores the email in the same
// waitlist as POST /api/reseller/waitlist. Called through the route action, as React Router calls it.
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resellerWaitlist } from '../../src/server/db/schema';
import { action } from '../../src/web/routes/resellers';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: false });
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.db.delete(resellerWaitlist);
});

async function post(fields: Record<string, string>) {
  const request = new Request('http://shop.test/resellers', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  const context = { services: app.services, clientAddress: '203.0.113.9' } as AppLoadContext;
  return action({ request, context, params: {} } as Parameters<typeof action>[0]);
}

async function listed() {
  return (await app.db.select().from(resellerWaitlist)).map((row) => row.email);
}

describe('the /resellers page action', () => {
  it('lists an email once, however often and in whatever case it is sent', async () => {
    expect(await post({ email: ' Salon@Example.com ' })).toEqual({
      joined: true,
      email: 'salon@example.com',
      errors: {},
    });
    expect(await post({ email: 'salon@example.com' })).toMatchObject({ joined: true });
    expect(await listed()).toEqual(['salon@example.com']);
  });

  it('shares its list with the API', async () => {
    await post({ email: 'spa@example.com' });
    const response = await fetch(`${app.url}/api/reseller/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'spa@example.com' }),
    });
    // 200, not 201: the page already listed it.
    expect(response.status).toBe(200);
    expect(await listed()).toEqual(['spa@example.com']);
  });

  it.each([
    ['an empty field', { email: '' }],
    ['an address without a domain', { email: 'someone@example' }],
    ['no field at all', {}],
  ])('answers %s with the field error and stores nothing', async (_, fields) => {
    const answer = await post(fields);
    expect(answer).toMatchObject({ joined: false, errors: { email: 'Invalid email address' } });
    expect(await listed()).toEqual([]);
  });

  it('sends back what was typed, so the field keeps it', async () => {
    expect(await post({ email: 'someone@example' })).toMatchObject({ email: 'someone@example' });
  });

  it('stores nothing when the form carries a field it does not know', async () => {
    expect(await post({ email: 'shop@example.com', isAdmin: 'true' })).toMatchObject({ joined: false });
    expect(await listed()).toEqual([]);
  });
});
