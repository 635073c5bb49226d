// Two-step sign-in for the console: set-up with a code from the shown secret, the code after the
// password, recovery codes that work once, wrong codes counted like passwords, and the fresh code
// that refunds, team changes, settings and exports ask for after ten minutes.
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, recoveryCodes, refunds, sessions, users } from '../../src/server/db/schema';
import { callerFor, sessionCookieOf, signIn, type Caller } from '../support/accounts';
import { outbox } from '../support/outbox';
import { startTestApp, type TestApp } from '../support/test-app';
import { askRefund, paidOrder } from './refunds-helpers';

let app: TestApp;
let count = 0;
const PASSWORD = 'console password long';
const CODE_REFUSED = 'That code is not right. Check the time on your phone and try again.';

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

interface Member {
  id: number;
  email: string;
  caller: Caller;
}

async function member(role: 'owner' | 'staff' = 'owner'): Promise<Member> {
  const email = `two-step-${++count}-${Date.now()}@example.com`;
  const { user } = await app.services.accounts.createOrPromoteAdmin({ email, password: PASSWORD });
  if (role === 'staff') await app.db.update(users).set({ consoleRole: 'staff' }).where(eq(users.id, user.id));
  return { id: user.id, email, caller: await signIn(app, email, PASSWORD) };
}

/** The app's code `steps` periods from now, as a phone would show it. */
function codeOf(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/** Sets two-step sign-in up as the console's page does; answers the secret and the recovery codes. */
async function enrol(who: Member) {
  const setup = (await (
    await who.caller.post('/api/auth/two-factor/setup', { password: PASSWORD })
  ).json()) as { secret: string };
  const enabled = await who.caller.post('/api/auth/two-factor/enable', { code: codeOf(setup.secret, -1) });
  expect(enabled.status).toBe(200);
  const { recoveryCodes: codes } = (await enabled.json()) as { recoveryCodes: string[] };
  return { secret: setup.secret, codes };
}

/** A JSON POST from the shop's origin as if from client `address`, with `cookie` when given. */
function postFrom(address: string, path: string, body: unknown, cookie = '') {
  return fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: {
      origin: app.config.publicUrl,
      'content-type': 'application/json',
      'x-forwarded-for': address,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** A right password on a fresh session that now waits for its code. */
async function passwordOnly(email: string, address = '203.0.113.9'): Promise<Caller> {
  const response = await postFrom(address, '/api/auth/login', { email, password: PASSWORD });
  expect(response.status).toBe(202);
  expect(await response.json()).toEqual({
    message: 'Enter the 6-digit code from your authenticator app.',
    twoFactorRequired: true,
  });
  return callerFor(app, sessionCookieOf(response));
}

const giveCode = (caller: Caller, code: string) => caller.post('/api/auth/two-factor', { code });

/** As if the session's last code were `minutes` old. */
async function ageSecondFactor(userId: number, minutes: number) {
  await app.db
    .update(sessions)
    .set({ secondFactorAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(sessions.userId, userId));
}

describe('setting two-step sign-in up', () => {
  it('turns on with a code computed from the shown secret and answers ten recovery codes, stored as digests', async () => {
    const owner = await member();
    const before = await (await owner.caller.get('/api/auth/two-factor')).json();
    expect(before).toMatchObject({ enabled: false, recoveryCodesLeft: 0, setup: null });

    const setup = await (
      await owner.caller.post('/api/auth/two-factor/setup', { password: PASSWORD })
    ).json();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
    expect(setup.otpauthUrl).toContain('issuer=Heritage%20Shea');

    const wrong = await owner.caller.post('/api/auth/two-factor/enable', { code: '000000' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe(CODE_REFUSED);
    expect((await (await owner.caller.get('/api/auth/two-factor')).json()).enabled).toBe(false);

    const enabled = await owner.caller.post('/api/auth/two-factor/enable', { code: codeOf(setup.secret) });
    expect(enabled.status).toBe(200);
    const { recoveryCodes: codes } = (await enabled.json()) as { recoveryCodes: string[] };
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const stored = await app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, owner.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes).not.toContain(row.codeHash);
    expect(await (await owner.caller.get('/api/auth/two-factor')).json()).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
      setup: null,
    });
    expect((await owner.caller.post('/api/auth/two-factor/setup', { password: PASSWORD })).status).toBe(409);
    const audit = await app.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'user.two_factor_enabled'), eq(auditEvents.entityId, String(owner.id))),
      );
    expect(audit).toHaveLength(1);
    expect(
      (await outbox(app)).some(
        (m) =>
          m.to === owner.email && m.subject === 'Two-step sign-in turned on for your Heritage Shea account',
      ),
    ).toBe(true);
  });

  it('is for console accounts only', async () => {
    const response = await callerFor(app).get('/api/auth/two-factor');
    expect(response.status).toBe(401);
  });
});

describe('signing in with two-step sign-in on', () => {
  it('asks for the code after the password; until it is given nobody is signed in', async () => {
    const owner = await member();
    const { secret } = await enrol(owner);
    const waiting = await passwordOnly(owner.email);
    expect((await waiting.get('/api/auth/user')).status).toBe(401);
    expect((await waiting.get('/api/admin/orders')).status).toBe(401);

    const wrong = await giveCode(waiting, '123456');
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe(CODE_REFUSED);

    const right = await giveCode(waiting, codeOf(secret));
    expect(right.status).toBe(200);
    expect((await right.json()).email).toBe(owner.email);
    // The half-made session of ten minutes now lasts like any other.
    expect(right.headers.getSetCookie().join()).toContain('shop_session=');
    expect((await waiting.get('/api/auth/user')).status).toBe(200);
    expect((await waiting.get('/api/admin/orders')).status).toBe(200);
  });

  it('refuses a code used once already, even on another session', async () => {
    const owner = await member();
    const { secret } = await enrol(owner);
    const code = codeOf(secret, 1);
    expect((await giveCode(await passwordOnly(owner.email), code)).status).toBe(200);
    const again = await giveCode(await passwordOnly(owner.email), code);
    expect(again.status).toBe(400);
  });

  it('takes each recovery code once, in any case and without its dash', async () => {
    const owner = await member();
    const { codes } = await enrol(owner);
    const typed = codes[0]!.replace('-', '').toUpperCase();
    expect((await giveCode(await passwordOnly(owner.email), typed)).status).toBe(200);
    const twice = await giveCode(await passwordOnly(owner.email), codes[0]!);
    expect(twice.status).toBe(400);
    expect((await twice.json()).message).toBe(CODE_REFUSED);
    expect((await (await owner.caller.get('/api/auth/two-factor')).json()).recoveryCodesLeft).toBe(9);
    expect(
      (await outbox(app)).some(
        (m) =>
          m.to === owner.email && m.subject === 'A recovery code was used for your Heritage Shea account',
      ),
    ).toBe(true);
  });

  it('counts wrong codes like wrong passwords: the sixth guess in 15 minutes is refused before checking', async () => {
    const owner = await member();
    const { secret } = await enrol(owner);
    const waiting = await passwordOnly(owner.email, '198.51.100.77');
    for (let guess = 0; guess < 5; guess += 1) {
      const wrong = await postFrom(
        '198.51.100.77',
        '/api/auth/two-factor',
        { code: String(100000 + guess) },
        waiting.cookie,
      );
      expect(wrong.status).toBe(400);
    }
    const sixth = await postFrom(
      '198.51.100.77',
      '/api/auth/two-factor',
      { code: codeOf(secret) },
      waiting.cookie,
    );
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBeTruthy();
    expect((await waiting.get('/api/auth/user')).status).toBe(401);
  });

  it('refuses a code that is no code, storing nothing', async () => {
    const owner = await member();
    await enrol(owner);
    const waiting = await passwordOnly(owner.email);
    const response = await giveCode(waiting, 'letmein');
    expect(response.status).toBe(400);
    expect((await waiting.get('/api/auth/user')).status).toBe(401);
  });
});

describe('step-up: a fresh code for money, the team, the settings and exports', () => {
  it('refuses staff a refund, and asks an owner whose last code is old for a new one', async () => {
    const { order, payment } = await paidOrder(app);
    const staff = await member('staff');
    const refusedStaff = await askRefund(staff.caller, order.orderNumber, {
      paymentId: payment.id,
      amountKes: 100,
    });
    expect(refusedStaff.status).toBe(403);
    expect((await refusedStaff.json()).message).toBe('Only the shop’s owners can do this. Ask an owner.');

    const owner = await member();
    const { secret } = await enrol(owner);
    await ageSecondFactor(owner.id, 11);
    const asked = await askRefund(owner.caller, order.orderNumber, { paymentId: payment.id, amountKes: 100 });
    expect(asked.status).toBe(403);
    expect(await asked.json()).toMatchObject({
      code: 'step_up_required',
      message: 'For this, confirm it is you with a code from your authenticator app.',
    });
    expect(await app.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);

    expect((await giveCode(owner.caller, codeOf(secret, 1))).status).toBe(200);
    const refunded = await askRefund(owner.caller, order.orderNumber, {
      paymentId: payment.id,
      amountKes: 100,
    });
    expect(refunded.status).toBe(201);
    expect(await app.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
  });

  it('asks again for team changes, settings and personal-data exports', async () => {
    const owner = await member();
    const staff = await member('staff');
    await enrol(owner);
    await ageSecondFactor(owner.id, 11);
    const asks = [
      owner.caller.post(`/api/admin/admins/${staff.id}/sign-out`),
      owner.caller.send('PATCH', '/api/admin/settings', { stock: { lowStockThreshold: 4 } }),
      owner.caller.get('/api/admin/orders/export.csv'),
      owner.caller.get('/api/admin/activity/export.csv'),
      owner.caller.get('/api/admin/privacy/export?email=someone%40example.com'),
      owner.caller.post('/api/admin/privacy/erase', { email: 'someone@example.com' }),
    ];
    for (const response of await Promise.all(asks)) {
      expect(response.status).toBe(403);
      expect((await response.json()).code).toBe('step_up_required');
    }
    // Reading is not changing: the lists themselves stay open.
    expect((await owner.caller.get('/api/admin/settings')).status).toBe(200);
    expect((await owner.caller.get('/api/admin/admins')).status).toBe(200);
  });
});

describe('the shop requiring two-step sign-in', () => {
  it('is an owner’s choice once their own is on; members without it are sent to set it up', async () => {
    const owner = await member();
    const staff = await member('staff');
    const early = await owner.caller.send('PUT', '/api/admin/two-factor-policy', { required: true });
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe('Set up two-step sign-in for your own account first.');

    await enrol(owner);
    expect((await owner.caller.send('PUT', '/api/admin/two-factor-policy', { required: 'yes' })).status).toBe(
      400,
    );
    const required = await owner.caller.send('PUT', '/api/admin/two-factor-policy', { required: true });
    expect(required.status).toBe(200);
    expect(await required.json()).toEqual({ required: true });

    const sent = await staff.caller.get('/api/admin/orders');
    expect(sent.status).toBe(403);
    expect((await sent.json()).code).toBe('two_factor_setup_required');
    expect((await staff.caller.get('/api/auth/two-factor')).status).toBe(200);
    const { secret } = await enrol(staff);
    expect((await staff.caller.get('/api/admin/orders')).status).toBe(200);

    const off = await staff.caller.send('DELETE', '/api/auth/two-factor');
    expect(off.status).toBe(409);
    expect(secret).toBeTruthy();

    expect((await owner.caller.send('PUT', '/api/admin/two-factor-policy', { required: false })).status).toBe(
      200,
    );
    expect((await staff.caller.send('DELETE', '/api/auth/two-factor')).status).toBe(200);
    const [row] = await app.db.select().from(users).where(eq(users.id, staff.id));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    expect(await app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, staff.id))).toEqual([]);
    // Off again, the password alone signs in.
    expect(
      (await callerFor(app).post('/api/auth/login', { email: staff.email, password: PASSWORD })).status,
    ).toBe(200);
  });

  it('refuses staff the choice', async () => {
    const staff = await member('staff');
    expect((await staff.caller.send('PUT', '/api/admin/two-factor-policy', { required: true })).status).toBe(
      403,
    );
  });
});

describe('a member who lost phone and recovery codes', () => {
  it('is reset by an owner: signed out, and the password alone signs in again', async () => {
    const owner = await member();
    const packer = await member('staff');
    await enrol(packer);
    const reset = await owner.caller.post(`/api/admin/admins/${packer.id}/reset-two-factor`);
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ message: 'Two-step sign-in reset', sessionsEnded: 1 });
    expect((await packer.caller.get('/api/auth/user')).status).toBe(401);
    expect(
      (await callerFor(app).post('/api/auth/login', { email: packer.email, password: PASSWORD })).status,
    ).toBe(200);
    expect((await owner.caller.post(`/api/admin/admins/${packer.id}/reset-two-factor`)).status).toBe(409);
    const [audit] = await app.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'user.two_factor_reset'), eq(auditEvents.entityId, String(packer.id))),
      );
    expect(audit?.actorUserId).toBe(owner.id);
  });

  it('is reset from the command line when the last owner lost both (npm run admin:create -- --reset-two-factor)', async () => {
    const owner = await member();
    await enrol(owner);
    await app.services.accounts.createOrPromoteAdmin({ email: owner.email, resetTwoFactor: true });
    expect((await owner.caller.get('/api/auth/user')).status).toBe(401);
    expect(
      (await callerFor(app).post('/api/auth/login', { email: owner.email, password: PASSWORD })).status,
    ).toBe(200);
    expect(await app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, owner.id))).toEqual([]);
  });

  it('gets ten new recovery codes on asking, with a fresh code; the old ones stop working', async () => {
    const owner = await member();
    const { codes } = await enrol(owner);
    const fresh = await owner.caller.post('/api/auth/two-factor/recovery-codes');
    expect(fresh.status).toBe(200);
    const { recoveryCodes: next } = (await fresh.json()) as { recoveryCodes: string[] };
    expect(next).toHaveLength(10);
    expect(next).not.toContain(codes[0]);
    expect((await giveCode(await passwordOnly(owner.email), codes[0]!)).status).toBe(400);
    expect((await giveCode(await passwordOnly(owner.email), next[0]!)).status).toBe(200);
    await ageSecondFactor(owner.id, 11);
    expect((await owner.caller.post('/api/auth/two-factor/recovery-codes')).status).toBe(403);
  });
});
