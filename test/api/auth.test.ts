import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/server/db/schema';
import { callerFor, resellerForm, sessionCookieOf, signIn } from '../support/accounts';
import { outbox } from '../support/outbox';
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
  const THANKS = {
    message:
      'Thank you. We have sent a message to that address with the next steps. New reseller accounts are reviewed before wholesale prices open; you can sign in at any time to see your status.',
  };
  const mailsTo = async (email: string) => (await outbox(app)).filter((mail) => mail.to === email);

  /** Everything a caller can see of an answer, except what differs for every request. */
  async function seen(response: Response) {
    const headers = [...response.headers].filter(
      ([name]) => !['date', 'x-request-id', 'content-security-policy'].includes(name),
    );
    return { status: response.status, headers, body: await response.text() };
  }

  it('creates an unapproved reseller without signing it in, stores only a hash, and mails a welcome', async () => {
    const form = resellerForm({ email: 'New.Duka@Example.com' });
    const response = await anonymous().post('/api/auth/register', form);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual(THANKS);
    expect(response.headers.getSetCookie()).toEqual([]);
    const [row] = await app.db.select().from(users).where(eq(users.email, 'new.duka@example.com'));
    expect(row).toMatchObject({ role: 'reseller', isApproved: false, firstName: 'Achieng' });
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain(form.password);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, row!.id))).toEqual([]);

    const [welcome, ...more] = await mailsTo('new.duka@example.com');
    expect(more).toEqual([]);
    expect(welcome!.subject).toBe('Your reseller application is waiting for approval');
    expect(welcome!.text).toContain(`${app.config.publicUrl}/login`);
    expect(welcome!.text).not.toContain(form.password);

    // Signing in shows the account as pending.
    const signedIn = await signIn(app, form.email, form.password);
    expect(await (await signedIn.get('/api/auth/user')).json()).toMatchObject({
      email: 'new.duka@example.com',
      role: 'reseller',
      isApproved: false,
    });
  });

  it('answers a taken email exactly like a new one, changes nothing and tells the owner by mail', async () => {
    const owner = resellerForm({ email: 'taken@example.com' });
    const first = await seen(await anonymous().post('/api/auth/register', owner));
    const [before] = await app.db.select().from(users).where(eq(users.email, 'taken@example.com'));
    const usersBefore = await userCount();

    const intruder = resellerForm({
      email: 'TAKEN@example.com',
      password: 'another password entirely',
      firstName: 'Mallory',
      businessName: 'Not The Owner Ltd',
    });
    const again = await seen(await anonymous().post('/api/auth/register', intruder));
    const fresh = await seen(await anonymous().post('/api/auth/register', resellerForm()));

    expect(again).toEqual(first);
    expect(fresh).toEqual(first);
    expect(first.status).toBe(202);
    expect(first.headers.map(([name]) => name)).not.toContain('set-cookie');

    expect(await userCount()).toBe(usersBefore + 1);
    const [after] = await app.db.select().from(users).where(eq(users.email, 'taken@example.com'));
    expect(after).toEqual(before);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, before!.id))).toEqual([]);
    const intruderLogin = { email: intruder.email, password: intruder.password };
    expect((await anonymous().post('/api/auth/login', intruderLogin)).status).toBe(401);

    const [welcome, notice, ...more] = await mailsTo('taken@example.com');
    expect(more).toEqual([]);
    expect(welcome!.subject).toBe('Your reseller application is waiting for approval');
    expect(notice!.subject).toBe('Someone tried to register with your email address');
    expect(notice!.text).toContain(`${app.config.publicUrl}/login`);
    // Nothing the second caller typed reaches the owner's inbox.
    expect(notice!.text).not.toMatch(/Mallory|Not The Owner|another password/);
  });

  it('sends one address two mails an hour at most, however often someone registers it', async () => {
    const form = resellerForm({ email: 'popular@example.com' });
    await anonymous().post('/api/auth/register', form);
    for (let i = 0; i < 3; i++) {
      expect((await anonymous().post('/api/auth/register', form)).status).toBe(202);
    }
    expect((await mailsTo('popular@example.com')).map((m) => m.subject)).toEqual([
      'Your reseller application is waiting for approval',
      'Someone tried to register with your email address',
    ]);
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
    const form = resellerForm();
    await callerFor(secureApp).post('/api/auth/register', form);
    const response = await callerFor(secureApp).post('/api/auth/login', {
      email: form.email,
      password: form.password,
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('shop_session='))!;
    expect(cookie).toMatch(/; Secure/i);
    const signedIn = callerFor(secureApp, sessionCookieOf(response));
    expect((await signedIn.post('/api/auth/logout')).status).toBe(200);
  });
});
