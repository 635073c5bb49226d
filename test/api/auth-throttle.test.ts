import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_EMAIL,
} from '../../src/server/services/accounts-throttle';
import { REGISTRATIONS_PER_ADDRESS } from '../../src/server/api/auth';
import { callerFor, resellerForm } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: false });
});
afterAll(() => app.close());

const login = (email: string, password: string) =>
  fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

describe('sign-in throttling', () => {
  it('answers 429 with a retry time after too many failures for one email, even with the right password', async () => {
    const form = resellerForm({ email: 'target@example.com' });
    await callerFor(app).post('/api/auth/register', form);
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i++) {
      expect((await login(form.email, `wrong guess ${i}`)).status).toBe(401);
    }
    const blocked = await login(form.email, form.password);
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const body = await blocked.json();
    expect(body.message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/);
    expect(body.retryAfterSeconds).toBe(retryAfter);
    expect(blocked.headers.getSetCookie()).toEqual([]);
    // The case of the email does not reset the count.
    expect((await login('TARGET@example.com', form.password)).status).toBe(429);
  });

  it('answers 429 to a client address that guesses across many emails', async () => {
    const form = resellerForm({ email: 'bystander@example.com' });
    await callerFor(app).post('/api/auth/register', form);
    let status = 0;
    for (let i = 0; i <= MAX_FAILURES_PER_ADDRESS && status !== 429; i++) {
      status = (await login(`guess${i}@example.com`, 'not a password')).status;
    }
    expect(status).toBe(429);
    expect((await login(form.email, form.password)).status).toBe(429);
  });
});

describe('registration limit', () => {
  it('answers 429 once one address has made too many registration attempts', async () => {
    let status = 0;
    for (let i = 0; i <= REGISTRATIONS_PER_ADDRESS && status !== 429; i++) {
      status = (await callerFor(app).post('/api/auth/register', { email: `bulk${i}@example.com` })).status;
    }
    expect(status).toBe(429);
    const blocked = await callerFor(app).post('/api/auth/register', resellerForm());
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({
      message: 'Too many registrations from this address. Please try again later.',
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
