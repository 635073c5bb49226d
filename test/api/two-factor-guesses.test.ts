// Wrong two-step codes as a guesser who has the password sees them: counted per account across
// every client address (and across the API and the page form), with the sign-in rule's numbers.
import { like, sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../../src/server/db/schema';
import { giveCode } from '../../src/web/routes/two-factor.server';
import { callerFor, sessionCookieOf, signIn } from '../support/accounts';
import { NO_SECOND_STEP } from '../support/page-context';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: false, env: { TRUST_PROXY: '1' } });
});
afterAll(() => app.close());

const PASSWORD = 'the owner password';
const LOCKED = /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/;
// The sign-in rule's numbers: 10 wrong guesses an hour per account, then one per 5 minutes.
const ACCOUNT_GUESSES = 10;
const PACE_SECONDS = 5 * 60;
let nextAccount = 0;
let nextAddress = 0;

const freshAddress = () => `192.0.2.${++nextAddress}`;

function codeOf(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/** A six-digit code that is none of the codes the app accepts around now. */
function wrongCode(secret: string, i: number): string {
  const right = new Set([-2, -1, 0, 1, 2].map((steps) => codeOf(secret, steps)));
  let code = 100_000 + i * 7919;
  while (right.has(String(code))) code += 1;
  return String(code);
}

/** An owner with two-step sign-in on; answers the secret and the recovery codes. */
async function enrolledOwner() {
  const email = `guessed${++nextAccount}@example.com`;
  await app.services.accounts.createOrPromoteAdmin({ email, password: PASSWORD });
  const owner = await signIn(app, email, PASSWORD);
  const setup = await owner.post('/api/auth/two-factor/setup', { password: PASSWORD });
  expect(setup.status).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const enabled = await owner.post('/api/auth/two-factor/enable', { code: codeOf(secret, -1) });
  expect(enabled.status).toBe(200);
  const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };
  return { email, secret, recoveryCodes, owner };
}

const postFrom = (address: string, path: string, body: unknown, cookie = '') =>
  fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: {
      origin: app.config.publicUrl,
      'content-type': 'application/json',
      'x-forwarded-for': address,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });

/** The right password from `address`: the session cookie of a sign-in that now waits for its code. */
async function passwordFrom(address: string, email: string): Promise<string> {
  const response = await postFrom(address, '/api/auth/login', { email, password: PASSWORD });
  expect(response.status).toBe(202);
  return sessionCookieOf(response);
}

const codeFrom = (address: string, cookie: string, code: string) =>
  postFrom(address, '/api/auth/two-factor', { code }, cookie);

async function expectLocked(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(PACE_SECONDS);
  expect((await response.json()).message).toMatch(LOCKED);
  expect(response.headers.getSetCookie()).toEqual([]);
}

/** As if the pace's five minutes had passed for every account. */
async function endPaceWindow() {
  await app.db
    .update(rateLimitCounters)
    .set({ windowEndsAt: sql`now() - interval '1 second'` })
    .where(like(rateLimitCounters.key, 'two-factor:account-pace:%'));
}

/** Five guesses from each of six addresses, each after the right password from there: 30 in all. */
async function guessFromSixAddresses(email: string, guess: (i: number) => string) {
  const statuses: number[] = [];
  const refused: Response[] = [];
  for (let a = 0; a < 6; a++) {
    const address = freshAddress();
    const cookie = await passwordFrom(address, email);
    for (let g = 0; g < 5; g++) {
      const response = await codeFrom(address, cookie, guess(a * 5 + g));
      statuses.push(response.status);
      if (response.status === 429) refused.push(response);
      else await response.arrayBuffer();
    }
  }
  return { statuses, refused };
}

describe('wrong two-step codes for one account from many addresses', () => {
  it('stop at the account’s limit: of 30 codes from 6 addresses the first 11 are checked, the rest 429', async () => {
    const { email, secret } = await enrolledOwner();
    const { statuses, refused } = await guessFromSixAddresses(email, (i) => wrongCode(secret, i));
    // Ten in the hour, then the pace's one.
    expect(statuses.slice(0, ACCOUNT_GUESSES + 1)).toEqual(Array(ACCOUNT_GUESSES + 1).fill(400));
    expect(statuses.slice(ACCOUNT_GUESSES + 1)).toEqual(Array(30 - ACCOUNT_GUESSES - 1).fill(429));
    for (const response of refused) await expectLocked(response);
  });

  it('refuse the right code after the lock from a new address until the pace’s window passes', async () => {
    const { email, secret } = await enrolledOwner();
    await guessFromSixAddresses(email, (i) => wrongCode(secret, i));
    const owners = freshAddress();
    const cookie = await passwordFrom(owners, email);
    for (let i = 0; i < 3; i++) await expectLocked(await codeFrom(owners, cookie, codeOf(secret)));
    expect((await callerFor(app, cookie).get('/api/auth/user')).status).toBe(401);

    // The refused tries were not guesses: once the pace allows, the right code signs in.
    await endPaceWindow();
    const right = await codeFrom(owners, cookie, codeOf(secret, 1));
    expect(right.status).toBe(200);
    expect((await callerFor(app, cookie).get('/api/auth/user')).status).toBe(200);
  });

  it('count wrong recovery codes the same way, and a right one after the lock is refused and kept', async () => {
    const { email, recoveryCodes, owner } = await enrolledOwner();
    const wrongRecovery = (i: number) => `zzzzz-${String(i).padStart(5, '2').replace(/[01]/g, 'q')}`;
    const { statuses, refused } = await guessFromSixAddresses(email, wrongRecovery);
    expect(statuses.slice(0, ACCOUNT_GUESSES + 1)).toEqual(Array(ACCOUNT_GUESSES + 1).fill(400));
    expect(statuses.slice(ACCOUNT_GUESSES + 1)).toEqual(Array(30 - ACCOUNT_GUESSES - 1).fill(429));
    for (const response of refused) await expectLocked(response);

    const owners = freshAddress();
    const cookie = await passwordFrom(owners, email);
    await expectLocked(await codeFrom(owners, cookie, recoveryCodes[0]!));
    expect((await (await owner.get('/api/auth/two-factor')).json()).recoveryCodesLeft).toBe(10);
    await endPaceWindow();
    expect((await codeFrom(owners, cookie, recoveryCodes[0]!)).status).toBe(200);
    expect((await (await owner.get('/api/auth/two-factor')).json()).recoveryCodesLeft).toBe(9);
  });

  it('share one count between the API and the page form, whose refusal is 429 with Retry-After too', async () => {
    const { email, secret } = await enrolledOwner();
    // Ten wrong codes on the API, from two addresses.
    for (let a = 0; a < 2; a++) {
      const address = freshAddress();
      const cookie = await passwordFrom(address, email);
      for (let g = 0; g < 5; g++) {
        expect((await codeFrom(address, cookie, wrongCode(secret, a * 5 + g))).status).toBe(400);
      }
    }
    // Then the page form, each time from a new address.
    const onThePage = async (code: string) => {
      const address = freshAddress();
      const token = decodeURIComponent((await passwordFrom(address, email)).split('=')[1]!);
      const request = new Request('http://shop.test/two-factor', {
        method: 'POST',
        body: new URLSearchParams({ code, next: '/admin' }),
      });
      const context = {
        services: app.services,
        user: null,
        sessionToken: token,
        clientAddress: address,
        twoFactor: { ...NO_SECOND_STEP, awaiting: true },
      } as unknown as AppLoadContext;
      return (await giveCode(request, context)) as unknown as {
        data: { formError: string };
        init: { status: number; headers?: Record<string, string> };
      };
    };
    const paced = await onThePage(wrongCode(secret, 10));
    expect(paced.init.status).toBe(400);
    for (const code of [wrongCode(secret, 11), codeOf(secret)]) {
      const refused = await onThePage(code);
      expect(refused.init.status).toBe(429);
      expect(refused.data.formError).toMatch(LOCKED);
      const retryAfter = Number(new Headers(refused.init.headers).get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(PACE_SECONDS);
    }
  });
});
