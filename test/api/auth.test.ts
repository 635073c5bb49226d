import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/server/db/schema';
import { callerFor, resellerForm, sessionCookieOf, signIn } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: false });
});
afterAll(() => app.close());

const anonymous = () => callerFor(app);

async function userCount() {
  const [row] = await app.db.select({ n: count() }).from(users);
  return row!.n;
}

describe('POST /api/auth/register', () => {
  it('creates an unapproved reseller, signs it in, and stores only a hash', async () => {
    const form = resellerForm({ email: 'New.Duka@Example.com' });
    const response = await anonymous().post('/api/auth/register', form);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      email: 'new.duka@example.com',
      firstName: 'Achieng',
      lastName: 'Mwangi',
      businessName: 'Glow Duka',
      role: 'reseller',
      isApproved: false,
    });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('shop_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const [row] = await app.db.select().from(users).where(eq(users.email, 'new.duka@example.com'));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain(form.password);
    const me = await callerFor(app, sessionCookieOf(response)).get('/api/auth/user');
    expect(await me.json()).toEqual(body);
  });

  it('answers 409 for an email already registered, whatever its case', async () => {
    const form = resellerForm({ email: 'taken@example.com' });
    expect((await anonymous().post('/api/auth/register', form)).status).toBe(201);
    const before = await userCount();
    const again = await anonymous().post('/api/auth/register', { ...form, email: 'TAKEN@example.com' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      message: 'An account with this email already exists. Please sign in instead.',
      errors: { email: 'An account with this email already exists. Please sign in instead.' },
    });
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['email', 'not-an-email', 'Invalid email address'],
    ['password', 'short', 'Password must be at least 10 characters'],
    ['firstName', 'A', 'First name must be at least 2 characters'],
    ['lastName', 'B', 'Last name must be at least 2 characters'],
    ['businessName', 'C', 'Business name must be at least 2 characters'],
    ['phone', '123', 'Phone number must be at least 10 digits'],
  ])('rejects a bad %s with a clear message and stores nothing', async (field, value, message) => {
    const before = await userCount();
    const response = await anonymous().post('/api/auth/register', resellerForm({ [field]: value }));
    expect(response.status).toBe(400);
    expect((await response.json()).errors[field]).toBe(message);
    expect(await userCount()).toBe(before);
  });

  it('refuses a password equal to the email', async () => {
    const response = await anonymous().post(
      '/api/auth/register',
      resellerForm({ email: 'samesame@example.com', password: 'SameSame@example.com' }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).errors.password).toBe('Password must not be the same as your email');
  });

  it('refuses a role or approval sent by the caller', async () => {
    const response = await anonymous().post(
      '/api/auth/register',
      resellerForm({ role: 'admin', isApproved: true }),
    );
    expect(response.status).toBe(400);
  });
});

describe('POST /api/auth/login', () => {
  const form = resellerForm({ email: 'login@example.com' });
  beforeAll(async () => {
    await anonymous().post('/api/auth/register', form);
  });

  it('signs in with a new token every time', async () => {
    const first = await anonymous().post('/api/auth/login', {
      email: 'LOGIN@example.com',
      password: form.password,
    });
    const second = await anonymous().post('/api/auth/login', { email: form.email, password: form.password });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      email: 'login@example.com',
      role: 'reseller',
      isApproved: false,
    });
    expect(sessionCookieOf(first)).not.toBe(sessionCookieOf(second));
    const token = sessionCookieOf(first).split('=')[1]!;
    const stored = await app.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(stored.map((s) => s.tokenHash)).not.toContain(token);
    expect(stored.map((s) => s.tokenHash).every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    for (const body of [
      { email: form.email, password: 'not the password' },
      { email: 'nobody@example.com', password: form.password },
    ]) {
      const response = await anonymous().post('/api/auth/login', body);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Invalid email or password' });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('rejects a malformed body with a 400', async () => {
    const response = await anonymous().post('/api/auth/login', { email: 'x' });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toMatchObject({
      email: 'Invalid email address',
      password: 'Password is required',
    });
  });
});

describe('sessions', () => {
  const form = resellerForm({ email: 'session@example.com' });
  beforeAll(async () => {
    await anonymous().post('/api/auth/register', form);
  });

  it('GET /api/auth/user is 401 without a session or with a made-up one', async () => {
    expect((await anonymous().get('/api/auth/user')).status).toBe(401);
    const forged = callerFor(app, `shop_session=${'a'.repeat(43)}`);
    expect((await forged.get('/api/auth/user')).status).toBe(401);
  });

  it('logout ends the session on the server and clears the cookie', async () => {
    const caller = await signIn(app, form.email, form.password);
    expect((await caller.get('/api/auth/user')).status).toBe(200);
    const out = await caller.post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join()).toMatch(/shop_session=;.*Expires=Thu, 01 Jan 1970/i);
    // The old cookie, replayed, no longer signs anyone in.
    expect((await caller.get('/api/auth/user')).status).toBe(401);
  });

  it('an expired session gives 401 and is cleaned up at the next sign-in', async () => {
    const caller = await signIn(app, form.email, form.password);
    const [user] = await app.db.select().from(users).where(eq(users.email, form.email));
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user!.id));
    expect((await caller.get('/api/auth/user')).status).toBe(401);
    await signIn(app, form.email, form.password);
    const left = await app.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(left).toHaveLength(1);
    expect(left[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('slides a session that is used towards its end', async () => {
    const [user] = await app.db.select().from(users).where(eq(users.email, form.email));
    await app.db.delete(sessions).where(eq(sessions.userId, user!.id));
    const caller = await signIn(app, form.email, form.password);
    const soon = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    await app.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.userId, user!.id));
    const response = await caller.get('/api/auth/user');
    expect(response.status).toBe(200);
    expect(sessionCookieOf(response)).toBe(caller.cookie);
    const [row] = await app.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  });
});

describe('cross-site requests', () => {
  const form = resellerForm({ email: 'csrf@example.com' });
  beforeAll(async () => {
    await anonymous().post('/api/auth/register', form);
  });

  const postWith = (cookie: string, headers: Record<string, string>) =>
    fetch(`${app.url}/api/auth/logout`, { method: 'POST', headers: { cookie, ...headers } });

  it('refuses a state-changing request with the session cookie from another origin', async () => {
    const caller = await signIn(app, form.email, form.password);
    const response = await postWith(caller.cookie, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'This request must come from the shop’s own pages' });
    // Nothing happened: the session still works.
    expect((await caller.get('/api/auth/user')).status).toBe(200);
    expect((await postWith(caller.cookie, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await postWith(caller.cookie, {})).status).toBe(403);
  });

  it('accepts the shop origin and same-origin fetch metadata', async () => {
    const first = await signIn(app, form.email, form.password);
    expect((await postWith(first.cookie, { origin: app.config.publicUrl })).status).toBe(200);
    const second = await signIn(app, form.email, form.password);
    expect(
      (await postWith(second.cookie, { 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1' })).status,
    ).toBe(200);
  });

  it('leaves requests without the session cookie alone', async () => {
    const response = await fetch(`${app.url}/api/newsletter`, {
      method: 'POST',
      headers: { origin: 'https://elsewhere.example', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x' }),
    });
    expect(response.status).toBe(400);
  });
});

describe('on an https shop', () => {
  let secureApp: TestApp;
  beforeAll(async () => {
    secureApp = await startTestApp({ seed: false, env: { PUBLIC_URL: 'https://shop.example' } });
  });
  afterAll(() => secureApp.close());

  it('marks the session cookie Secure and checks the origin against PUBLIC_URL', async () => {
    const response = await callerFor(secureApp).post('/api/auth/register', resellerForm());
    expect(response.status).toBe(201);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('shop_session='))!;
    expect(cookie).toMatch(/; Secure/i);
    const signedIn = callerFor(secureApp, sessionCookieOf(response));
    expect((await signedIn.post('/api/auth/logout')).status).toBe(200);
  });
});
