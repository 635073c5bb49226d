// Each account's sessions: listed with their device, address and last use, ended one by one;
// console sessions end after 12 idle hours; a console sign-in from a new browser is mailed about.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/server/db/schema';
import { callerFor, registerReseller, sessionCookieOf, type Caller } from '../support/accounts';
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

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0';

interface SignedIn {
  caller: Caller;
  /** The device mark the shop set, to sign in again "from the same browser". */
  device: string;
}

async function signInFrom(
  email: string,
  password: string,
  userAgent: string,
  { address = `10.30.0.${++addressCount}`, device = '' } = {},
): Promise<SignedIn> {
  const response = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': userAgent,
      'x-forwarded-for': address,
      ...(device ? { cookie: device } : {}),
    },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  const mark = response.headers.getSetCookie().find((c) => c.startsWith('shop_device='))!;
  return { caller: callerFor(app, sessionCookieOf(response)), device: mark.split(';')[0]! };
}

async function newOwner(label: string) {
  const email = `${label}-${Date.now()}-${++addressCount}@example.com`;
  const { user } = await app.services.accounts.createOrPromoteAdmin({
    email,
    password: 'owner password long',
  });
  return { email, password: 'owner password long', id: user.id };
}

const newDeviceMails = async (email: string) =>
  (await outbox(app)).filter(
    (m) => m.to === email && m.subject === 'New sign-in to the Heritage Shea console',
  );

interface SessionJson {
  id: number;
  device: string;
  address: string;
  lastSeenAt: string;
  current: boolean;
}

describe('an account’s sessions', () => {
  it('lists each with its device, address and last use, marking the one asking', async () => {
    const { form, user } = await registerReseller(app);
    const phone = await signInFrom(form.email, form.password, ANDROID_CHROME, { address: '10.30.1.1' });
    await signInFrom(form.email, form.password, MAC_FIREFOX, { address: '10.30.1.2' });
    const response = await phone.caller.get('/api/auth/sessions');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const list = (await response.json()) as SessionJson[];
    // The registration helper's own sign-in is the third.
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toEqual([
      expect.objectContaining({ device: 'Chrome on Android', address: '10.30.1.1' }),
    ]);
    expect(list).toContainEqual(
      expect.objectContaining({ device: 'Firefox on Mac', address: '10.30.1.2', current: false }),
    );
    const rows = await app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.id).sort()).toEqual(list.map((s) => s.id).sort());
  });

  it('asks who is signed in', async () => {
    expect((await callerFor(app).get('/api/auth/sessions')).status).toBe(401);
    expect((await callerFor(app).send('DELETE', '/api/auth/sessions/1')).status).toBe(401);
  });

  it('ends another session, which is then signed out', async () => {
    const { form } = await registerReseller(app);
    const phone = await signInFrom(form.email, form.password, ANDROID_CHROME);
    const laptop = await signInFrom(form.email, form.password, MAC_FIREFOX);
    const list = (await (await phone.caller.get('/api/auth/sessions')).json()) as SessionJson[];
    const laptopSession = list.find((s) => s.device === 'Firefox on Mac')!;
    const ended = await phone.caller.send('DELETE', `/api/auth/sessions/${laptopSession.id}`);
    expect(ended.status).toBe(200);
    expect((await laptop.caller.get('/api/auth/user')).status).toBe(401);
    expect((await phone.caller.get('/api/auth/user')).status).toBe(200);
    // Already gone: a 404, as is a bad id.
    expect((await phone.caller.send('DELETE', `/api/auth/sessions/${laptopSession.id}`)).status).toBe(404);
    expect((await phone.caller.send('DELETE', '/api/auth/sessions/abc')).status).toBe(400);
  });

  it('cannot end another account’s session', async () => {
    const mine = await registerReseller(app);
    const theirs = await registerReseller(app);
    const theirList = (await (await theirs.caller.get('/api/auth/sessions')).json()) as SessionJson[];
    const response = await mine.caller.send('DELETE', `/api/auth/sessions/${theirList[0]!.id}`);
    expect(response.status).toBe(404);
    expect((await theirs.caller.get('/api/auth/user')).status).toBe(200);
  });

  it('ending the session asking signs this browser out', async () => {
    const { caller } = await registerReseller(app);
    const [own] = ((await (await caller.get('/api/auth/sessions')).json()) as SessionJson[]).filter(
      (s) => s.current,
    );
    const response = await caller.send('DELETE', `/api/auth/sessions/${own!.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => /^shop_session=;/.test(c))).toBe(true);
    expect((await caller.get('/api/auth/user')).status).toBe(401);
  });
});

describe('console sessions', () => {
  it('end after 12 hours without use; a reseller’s does not', async () => {
    const owner = await newOwner('idle-owner');
    const consoleSession = await signInFrom(owner.email, owner.password, MAC_FIREFOX);
    const { user, caller: reseller } = await registerReseller(app);
    const thirteenHoursAgo = new Date(Date.now() - 13 * 60 * 60 * 1000);
    for (const userId of [owner.id, user.id]) {
      await app.db.update(sessions).set({ lastSeenAt: thirteenHoursAgo }).where(eq(sessions.userId, userId));
    }
    expect((await consoleSession.caller.get('/api/auth/user')).status).toBe(401);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, owner.id))).toEqual([]);
    expect((await reseller.get('/api/auth/user')).status).toBe(200);
  });

  it('stay signed in while used: each use moves "last seen" on', async () => {
    const owner = await newOwner('busy-owner');
    const consoleSession = await signInFrom(owner.email, owner.password, MAC_FIREFOX);
    const elevenHoursAgo = new Date(Date.now() - 11 * 60 * 60 * 1000);
    await app.db.update(sessions).set({ lastSeenAt: elevenHoursAgo }).where(eq(sessions.userId, owner.id));
    expect((await consoleSession.caller.get('/api/auth/user')).status).toBe(200);
    const [row] = await app.db.select().from(sessions).where(eq(sessions.userId, owner.id));
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it('mail the member about a sign-in from a new browser, once per browser', async () => {
    const owner = await newOwner('device-owner');
    const first = await signInFrom(owner.email, owner.password, ANDROID_CHROME, { address: '10.30.2.1' });
    const mails = await newDeviceMails(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Chrome on Android, from the address 10.30.2.1.');
    // The same browser again, from another address: not new.
    await signInFrom(owner.email, owner.password, ANDROID_CHROME, {
      address: '10.30.2.2',
      device: first.device,
    });
    expect(await newDeviceMails(owner.email)).toHaveLength(1);
    // Another browser is.
    await signInFrom(owner.email, owner.password, MAC_FIREFOX);
    expect(await newDeviceMails(owner.email)).toHaveLength(2);
  });

  it('send no such mail to resellers', async () => {
    const { form } = await registerReseller(app);
    await signInFrom(form.email, form.password, MAC_FIREFOX);
    expect(await newDeviceMails(form.email)).toEqual([]);
  });
});
