// Starting two-step sign-in asks for the account's password, on the API and the page form alike: a
// borrowed session cannot put its own authenticator on the account, and a wrong password is a
// sign-in guess.
import { eq } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import type { SessionUser } from '../../src/server/services/accounts';
import { twoFactorAccountAction } from '../../src/web/routes/account-two-factor.server';
import { sessionCookieOf } from '../support/accounts';
import { NO_SECOND_STEP } from '../support/page-context';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: false, env: { TRUST_PROXY: '1' } });
});
afterAll(() => app.close());

const PASSWORD = 'console password long';
const ASKS_PASSWORD = 'Type your password to set up two-step sign-in';
const NOT_YOURS = 'That is not your password';
const LOCKED = /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/;
let nextAccount = 0;
let nextAddress = 0;

const freshAddress = () => `203.0.113.${++nextAddress}`;

function postFrom(address: string, path: string, body: unknown, cookie = '') {
  return fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: {
      origin: app.config.publicUrl,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-forwarded-for': address,
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A console member signed in from `address`: the session's cookie, the account's id and email. */
async function signedInMember(address: string) {
  const email = `setup${++nextAccount}@example.com`;
  const { user } = await app.services.accounts.createOrPromoteAdmin({ email, password: PASSWORD });
  const response = await postFrom(address, '/api/auth/login', { email, password: PASSWORD });
  expect(response.status).toBe(200);
  return { id: user.id, email, cookie: sessionCookieOf(response) };
}

async function storedSecret(userId: number) {
  const [row] = await app.db.select().from(users).where(eq(users.id, userId));
  return row!.totpSecret;
}

describe('POST /api/auth/two-factor/setup', () => {
  it('answers 400 without the password, and begins nothing', async () => {
    const address = freshAddress();
    const member = await signedInMember(address);
    for (const body of [undefined, {}, { password: '' }, { password: 42 }]) {
      const response = await postFrom(address, '/api/auth/two-factor/setup', body, member.cookie);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe(ASKS_PASSWORD);
    }
    const extra = await postFrom(
      address,
      '/api/auth/two-factor/setup',
      { password: PASSWORD, secret: 'JBSWY3DPEHPK3PXP' },
      member.cookie,
    );
    expect(extra.status).toBe(400);
    expect(await storedSecret(member.id)).toBeNull();
  });

  it('answers a wrong password as a failed sign-in, counted as a guess: the sixth try is 429', async () => {
    const address = freshAddress();
    const member = await signedInMember(address);
    for (let guess = 0; guess < 5; guess++) {
      const wrong = await postFrom(
        address,
        '/api/auth/two-factor/setup',
        { password: `guess ${guess}` },
        member.cookie,
      );
      expect(wrong.status).toBe(401);
      expect((await wrong.json()).message).toBe(NOT_YOURS);
    }
    expect(await storedSecret(member.id)).toBeNull();

    // Locked for that address, even with the right password, on the set-up and the sign-in form.
    const locked = await postFrom(
      address,
      '/api/auth/two-factor/setup',
      { password: PASSWORD },
      member.cookie,
    );
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await locked.json()).message).toMatch(LOCKED);
    const login = await postFrom(address, '/api/auth/login', { email: member.email, password: PASSWORD });
    expect(login.status).toBe(429);
    await login.arrayBuffer();
    expect(await storedSecret(member.id)).toBeNull();
  });

  it('shows a secret to scan after the right password', async () => {
    const address = freshAddress();
    const member = await signedInMember(address);
    const response = await postFrom(
      address,
      '/api/auth/two-factor/setup',
      { password: PASSWORD },
      member.cookie,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { secret } = (await response.json()) as { secret: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await storedSecret(member.id)).not.toBeNull();
  });
});

describe('the /account/two-factor page form', () => {
  async function begin(user: SessionUser, address: string, form: Record<string, string>) {
    const request = new Request('http://shop.test/account/two-factor', {
      method: 'POST',
      body: new URLSearchParams({ intent: 'begin', ...form }),
    });
    const context = {
      services: app.services,
      user,
      clientAddress: address,
      twoFactor: NO_SECOND_STEP,
    } as unknown as AppLoadContext;
    return (await twoFactorAccountAction({ request, context })) as unknown as {
      data: { formError: string | null };
      init: { status: number; headers?: Record<string, string> };
    };
  }

  it('asks for the password, refuses a wrong one, and begins with the right one', async () => {
    const address = freshAddress();
    const member = await signedInMember(address);
    const user = (await app.services.accounts.findUserByEmail(member.email))!;

    const none = await begin(user, address, {});
    expect(none.init.status).toBe(400);
    expect(none.data.formError).toBe(ASKS_PASSWORD);
    const wrong = await begin(user, address, { password: 'not the password' });
    expect(wrong.init.status).toBe(401);
    expect(wrong.data.formError).toBe(NOT_YOURS);
    expect(await storedSecret(member.id)).toBeNull();

    const right = await begin(user, address, { password: PASSWORD });
    expect(right.init.status).toBe(200);
    expect(await storedSecret(member.id)).not.toBeNull();
  });

  it('answers 429 with Retry-After once the password was guessed too often', async () => {
    const address = freshAddress();
    const member = await signedInMember(address);
    const user = (await app.services.accounts.findUserByEmail(member.email))!;
    for (let guess = 0; guess < 5; guess++) {
      expect((await begin(user, address, { password: `guess ${guess}` })).init.status).toBe(401);
    }
    const locked = await begin(user, address, { password: PASSWORD });
    expect(locked.init.status).toBe(429);
    expect(locked.data.formError).toMatch(LOCKED);
    expect(Number(new Headers(locked.init.headers).get('retry-after'))).toBeGreaterThan(0);
    expect(await storedSecret(member.id)).toBeNull();
  });
});
