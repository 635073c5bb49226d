// Sign-in limits as a guesser and the account's owner see them, each from their own client address.
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATIONS_PER_ADDRESS } from '../../src/server/services/accounts';
import { rateLimitCounters } from '../../src/server/db/schema';
import { callerFor, resellerForm } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: false, env: { TRUST_PROXY: '1' } });
});
afterAll(() => app.close());

const PASSWORD = 'the owner password';
let nextAccount = 0;
let nextAddress = 0;

/** An admin account, the account an attacker would most like to lock out. */
async function owner() {
  const email = `owner${++nextAccount}@example.com`;
  await app.services.accounts.createOrPromoteAdmin({ email, password: PASSWORD });
  return email;
}

const freshAddress = () => `198.51.100.${++nextAddress}`;

const login = (email: string, password: string, address: string) =>
  fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });

const LOCKED = /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/;

async function expectRefused(response: Response, maxWaitSeconds: number) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxWaitSeconds);
  expect((await response.json()).message).toMatch(LOCKED);
  expect(response.headers.getSetCookie()).toEqual([]);
}

describe('guesses for one account from one address', () => {
  it('counts each guess before the password check: 12 at once get 5 answers, the rest 429', async () => {
    const email = await owner();
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(email, `wrong guess ${i}`, address)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    await Promise.all(answers.map((r) => r.arrayBuffer()));
    // Locked for that address, even with the right password and whatever the email's case.
    await expectRefused(await login(email, PASSWORD, address), 15 * 60);
    await expectRefused(await login(email.toUpperCase(), PASSWORD, address), 15 * 60);
  });

  it('does not lock the owner out from another address', async () => {
    const email = await owner();
    const attacker = freshAddress();
    for (let i = 0; i < 5; i++) expect((await login(email, `guess ${i}`, attacker)).status).toBe(401);
    for (let i = 0; i < 3; i++) await expectRefused(await login(email, PASSWORD, attacker), 15 * 60);
    expect((await login(email, PASSWORD, freshAddress())).status).toBe(200);
  });

  it('a correct password starts the count afresh, and successes never count', async () => {
    const email = await owner();
    const address = freshAddress();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await login(email, `typo ${i}`, address)).status).toBe(401);
      expect((await login(email, PASSWORD, address)).status).toBe(200);
    }
    // More sign-ins than any limit allows failures, all from one address.
    for (let i = 0; i < 25; i++) expect((await login(email, PASSWORD, address)).status).toBe(200);
  });
});

describe('guesses from one address across accounts', () => {
  it('answers 429 to an address that guesses at many emails, and only to it', async () => {
    const email = await owner();
    const guesser = freshAddress();
    let status = 0;
    let guesses = 0;
    while (status !== 429 && guesses <= 25) {
      status = (await login(`guess${guesses++}@example.com`, 'not a password', guesser)).status;
    }
    expect(guesses).toBe(21);
    await expectRefused(await login(email, PASSWORD, guesser), 15 * 60);
    expect((await login(email, PASSWORD, freshAddress())).status).toBe(200);
  });
});

describe('guesses at one account from many addresses', () => {
  async function endPaceWindow() {
    await app.db
      .update(rateLimitCounters)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(like(rateLimitCounters.key, 'sign-in:email-pace:%'));
  }

  it('slows further guesses to one per few minutes, while the owner still gets in', async () => {
    const email = await owner();
    const ownersOffice = freshAddress();
    expect((await login(email, PASSWORD, ownersOffice)).status).toBe(200);

    // A distributed guesser: two guesses from each of many addresses, never reaching a pair's lock.
    for (let i = 0; i < 5; i++) {
      const bot = freshAddress();
      for (let j = 0; j < 2; j++) expect((await login(email, `guess ${i}.${j}`, bot)).status).toBe(401);
    }
    // Past that, one guess now and then the next only minutes later, from any new address.
    expect((await login(email, 'guess paced', freshAddress())).status).toBe(401);
    await expectRefused(await login(email, 'guess too soon', freshAddress()), 5 * 60);

    // The owner, from an address they signed in from before, is not slowed.
    expect((await login(email, PASSWORD, ownersOffice)).status).toBe(200);

    // From a new address the owner waits for the pace like anyone else, and the refused tries did
    // not count as guesses: once the pace allows, the right password gets in.
    const ownersPhone = freshAddress();
    for (let i = 0; i < 6; i++) await expectRefused(await login(email, PASSWORD, ownersPhone), 5 * 60);
    await endPaceWindow();
    expect((await login(email, PASSWORD, ownersPhone)).status).toBe(200);
  });
});

describe('registration limit', () => {
  it('answers 429 once one address has made too many registrations; a refused form is not counted', async () => {
    const address = freshAddress();
    const register = (body: unknown) =>
      fetch(`${app.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify(body),
      });
    // Invalid forms cost no password hash, so they do not use up the address's registrations.
    for (let i = 0; i < REGISTRATIONS_PER_ADDRESS + 2; i++) {
      expect((await register({ email: `bulk${i}@example.com` })).status).toBe(400);
    }
    const statuses: number[] = [];
    for (let i = 0; i <= REGISTRATIONS_PER_ADDRESS; i++)
      statuses.push((await register(resellerForm())).status);
    expect(statuses.slice(0, REGISTRATIONS_PER_ADDRESS).every((status) => status === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const blocked = await register(resellerForm());
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({
      message: 'Too many registrations from this address. Please try again later.',
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address may still register.
    expect((await callerFor(app).post('/api/auth/register', { email: 'x' })).status).toBe(400);
  });
});
