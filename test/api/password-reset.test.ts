// "Forgot password?" and changing a password: a one-time link by mail that works for an hour and
// once, the same answer for every address, every other session signed out by a new password.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, passwordResetLinks, sessions, users } from '../../src/server/db/schema';
import { callerFor, registerReseller, signIn, type Caller } from '../support/accounts';
import { outbox } from '../support/outbox';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let addressCount = 0;

beforeAll(async () => {
  app = await startTestApp({ env: { MAIL_RETRY_DELAY_MS: '10', TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

/** Each test asks from its own address, so the per-address limit is tested only where meant. */
const freshAddress = () => `10.20.0.${++addressCount}`;

function post(path: string, body: unknown, address = freshAddress()) {
  return fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
}

const askForReset = (email: string, address?: string) => post('/api/auth/password-reset', { email }, address);
const confirm = (token: string, password: string) =>
  post('/api/auth/password-reset/confirm', { token, password });

async function resetMailsTo(email: string) {
  return (await outbox(app)).filter(
    (m) => m.to === email && m.subject === 'Reset your Heritage Shea password',
  );
}

async function lastResetToken(email: string): Promise<string> {
  const mail = (await resetMailsTo(email)).at(-1);
  const token = /\/reset-password\?token=([\w-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no reset link mailed to ${email}`);
  return token;
}

async function reseller() {
  const { form, user, caller } = await registerReseller(app);
  return { email: form.email, password: form.password, id: user.id, caller };
}

const NEW_PASSWORD = 'a brand new shea password';

describe('asking for a reset link', () => {
  it('answers 202 with the same words for an account and for an unknown address, mailing only the account', async () => {
    const { email, id } = await reseller();
    const known = await askForReset(email.toUpperCase());
    const unknown = await askForReset('nobody-here@example.com');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    const body = await known.json();
    expect(await unknown.json()).toEqual(body);
    expect(body.message).toMatch(/^If an account uses that address, we have sent it a link/);

    const mails = await resetMailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`${app.config.publicUrl}/reset-password?token=`);
    expect((await outbox(app)).filter((m) => m.to === 'nobody-here@example.com')).toEqual([]);

    // Only the token's digest is kept, and the link lasts an hour.
    const token = await lastResetToken(email);
    const [link] = await app.db.select().from(passwordResetLinks).where(eq(passwordResetLinks.userId, id));
    expect(link!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(link!.tokenHash).not.toContain(token);
    const lifetime = link!.expiresAt.getTime() - link!.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);
  });

  it('mails nothing to a disabled account, answering as for any address', async () => {
    const { email, id } = await reseller();
    // Asked while it worked: that link stops working once the account is disabled.
    expect((await askForReset(email)).status).toBe(202);
    const earlier = await lastResetToken(email);
    await app.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, id));

    const disabled = await askForReset(email);
    const unknown = await askForReset('nobody-at-all@example.com');
    expect(disabled.status).toBe(202);
    expect(await disabled.json()).toEqual(await unknown.json());
    await app.services.jobs.drain();
    expect(await resetMailsTo(email)).toHaveLength(1);
    expect(
      await app.db.select().from(passwordResetLinks).where(eq(passwordResetLinks.userId, id)),
    ).toHaveLength(1);

    const passwordOf = async () =>
      (await app.db.select().from(users).where(eq(users.id, id)))[0]!.passwordHash;
    const before = await passwordOf();
    const refused = await confirm(earlier, NEW_PASSWORD);
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toHaveProperty('token');
    expect(await passwordOf()).toBe(before);
  });

  it('refuses a bad address with a field message and stores nothing', async () => {
    const before = await app.db.select().from(passwordResetLinks);
    const response = await askForReset('not-an-email');
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ email: 'Invalid email address' });
    const extra = await post('/api/auth/password-reset', { email: 'a@example.com', admin: true });
    expect(extra.status).toBe(400);
    expect(await app.db.select().from(passwordResetLinks)).toHaveLength(before.length);
  });

  it('mails one inbox three times an hour at most, answering the same past that', async () => {
    const { email } = await reseller();
    for (let i = 0; i < 5; i += 1) expect((await askForReset(email)).status).toBe(202);
    expect(await resetMailsTo(email)).toHaveLength(3);
  });

  it('limits the requests of one address, for every email, in the database', async () => {
    const address = freshAddress();
    const answers = [];
    for (let i = 0; i < 12; i += 1)
      answers.push((await askForReset(`someone${i}@example.com`, address)).status);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(202));
    const refused = await askForReset('someone-else@example.com', address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await refused.json()).message).toBe(
      'Too many reset requests from this address. Please try again later.',
    );
    // Another address is not held back by it.
    expect((await askForReset('someone-else@example.com')).status).toBe(202);
  });
});

describe('choosing a new password from the link', () => {
  it('sets it, refuses the old one, signs every session out and says so by mail', async () => {
    const { email, password, id, caller } = await reseller();
    const other = await signIn(app, email, password);
    await askForReset(email);
    const response = await confirm(await lastResetToken(email), NEW_PASSWORD);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: 'Your password is changed. Sign in with your new password.',
    });

    for (const session of [caller, other]) expect((await session.get('/api/auth/user')).status).toBe(401);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect((await post('/api/auth/login', { email, password })).status).toBe(401);
    expect((await post('/api/auth/login', { email, password: NEW_PASSWORD })).status).toBe(200);

    const changed = (await outbox(app)).filter(
      (m) => m.to === email && m.subject === 'Your Heritage Shea password was changed',
    );
    expect(changed).toHaveLength(1);
    const [audit] = await app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'user.password_reset'));
    expect(audit).toMatchObject({ actorUserId: expect.any(Number), entityType: 'user' });
  });

  it('refuses a used link', async () => {
    const { email } = await reseller();
    await askForReset(email);
    const token = await lastResetToken(email);
    expect((await confirm(token, NEW_PASSWORD)).status).toBe(200);
    const again = await confirm(token, 'yet another shea password');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      message: 'This reset link has expired or was already used. Ask for a new one.',
      errors: { token: 'This reset link has expired or was already used. Ask for a new one.' },
    });
    expect((await post('/api/auth/login', { email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('refuses an expired link and leaves the password alone', async () => {
    const { email, password, id } = await reseller();
    await askForReset(email);
    const token = await lastResetToken(email);
    await app.db
      .update(passwordResetLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetLinks.userId, id));
    expect((await confirm(token, NEW_PASSWORD)).status).toBe(400);
    expect((await post('/api/auth/login', { email, password })).status).toBe(200);
  });

  it('retires the older link when a new one is asked for', async () => {
    const { email } = await reseller();
    await askForReset(email);
    const first = await lastResetToken(email);
    await askForReset(email);
    const second = await lastResetToken(email);
    expect(second).not.toBe(first);
    expect((await confirm(first, NEW_PASSWORD)).status).toBe(400);
    expect((await confirm(second, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a short password or the email as password, keeping the link for another try', async () => {
    const { email, password } = await reseller();
    await askForReset(email);
    const token = await lastResetToken(email);
    const short = await confirm(token, 'short');
    expect(short.status).toBe(400);
    expect((await short.json()).errors).toEqual({ password: 'Password must be at least 10 characters' });
    const same = await confirm(token, email);
    expect(same.status).toBe(400);
    expect((await same.json()).errors).toEqual({ password: 'Password must not be the same as your email' });
    expect((await post('/api/auth/login', { email, password })).status).toBe(200);
    expect((await confirm(token, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const response = await confirm('not a token', NEW_PASSWORD);
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ token: 'This reset link is not valid' });
    expect((await confirm('a'.repeat(43), NEW_PASSWORD)).status).toBe(400);
  });
});

describe('changing a password while signed in', () => {
  const change = (caller: Caller, body: unknown) => caller.post('/api/auth/password', body);

  it('asks who is signed in', async () => {
    const response = await change(callerFor(app), { currentPassword: 'x', newPassword: NEW_PASSWORD });
    expect(response.status).toBe(401);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const { email, password, caller } = await reseller();
    const response = await change(caller, { currentPassword: 'not my password', newPassword: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ currentPassword: 'This is not your current password' });
    expect((await post('/api/auth/login', { email, password })).status).toBe(200);
  });

  it('keeps this session, ends the others, and the new password works', async () => {
    const { email, password, id, caller } = await reseller();
    const other = await signIn(app, email, password);
    const response = await change(caller, { currentPassword: password, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: 'Your password is changed. Every other device was signed out.',
      sessionsEnded: 1,
    });
    expect((await caller.get('/api/auth/user')).status).toBe(200);
    expect((await other.get('/api/auth/user')).status).toBe(401);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(1);
    expect((await post('/api/auth/login', { email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('works for a console member too, and a pending reset link dies with the change', async () => {
    const email = `owner-${Date.now()}@example.com`;
    await app.services.accounts.createOrPromoteAdmin({ email, password: 'owner password long' });
    await askForReset(email);
    const token = await lastResetToken(email);
    const owner = await signIn(app, email, 'owner password long');
    const response = await change(owner, {
      currentPassword: 'owner password long',
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect((await confirm(token, 'someone else chose this')).status).toBe(400);
    const [row] = await app.db.select().from(users).where(eq(users.email, email));
    expect(row!.role).toBe('admin');
  });

  it('throttles guesses of the current password like sign-in guesses', async () => {
    const { caller } = await reseller();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await change(caller, { currentPassword: `guess ${i}`, newPassword: NEW_PASSWORD })).status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(400));
    expect(statuses[5]).toBe(429);
  });
});
