// An admin invites another: a one-time link by mail, a password chosen from it, signed in once.
import { and, eq, isNull } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, signInLinks, users } from '../../src/server/db/schema';
import { action as inviteAction, loader as inviteLoader } from '../../src/web/routes/invite';
import { personas, registerReseller, type Caller, type Persona } from '../support/accounts';
import { outbox } from '../support/outbox';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let as: Record<Persona, Caller>;
let adminId: number;

beforeAll(async () => {
  app = await startTestApp({ env: { MAIL_RETRY_DELAY_MS: '10' } });
  const { ids, ...callers } = await personas(app);
  as = callers;
  adminId = ids.admin!;
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

const context = () =>
  ({
    services: app.services,
    publicUrl: app.config.publicUrl,
    device: { userAgent: 'invite test', clientAddress: '127.0.0.1', deviceId: null },
  }) as unknown as AppLoadContext;

async function openLink(token: string) {
  const request = new Request(`http://shop.test/invite?token=${token}`);
  return inviteLoader({ request, context: context(), params: {} } as Parameters<typeof inviteLoader>[0]);
}

async function choosePassword(fields: Record<string, string>) {
  const request = new Request('http://shop.test/invite', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return inviteAction({ request, context: context(), params: {} } as Parameters<typeof inviteAction>[0]);
}

async function linkMailedTo(email: string) {
  const mail = (await outbox(app)).filter((m) => m.to === email).at(-1);
  return /\/invite\?token=([\w-]{43})/.exec(mail?.text ?? '')?.[1];
}

const invitee = { email: 'wanjiru.kariuki@example.com', firstName: 'Wanjiru', lastName: 'Kariuki' };

describe('inviting an admin', () => {
  it('is for admins only', async () => {
    for (const [who, status] of [
      ['anonymous', 401],
      ['unapproved', 403],
      ['approved', 403],
    ] as const) {
      expect((await as[who].get('/api/admin/admins')).status).toBe(status);
      expect((await as[who].post('/api/admin/admins/invite', invitee)).status).toBe(status);
    }
    expect(await app.db.select().from(users).where(eq(users.email, invitee.email))).toEqual([]);
  });

  it('refuses bad input with field messages, storing nothing', async () => {
    const response = await as.admin.post('/api/admin/admins/invite', { ...invitee, email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ email: 'Invalid email address' });
    const badRole = await as.admin.post('/api/admin/admins/invite', { ...invitee, role: 'admin' });
    expect(badRole.status).toBe(400);
    expect((await badRole.json()).errors).toEqual({ role: 'Role must be owner or staff' });
    expect(await app.db.select().from(signInLinks)).toEqual([]);
  });

  it('creates the account, mails a one-time link, and logs who invited whom', async () => {
    const response = await as.admin.post('/api/admin/admins/invite', invitee);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ message: `Invitation sent to ${invitee.email}` });
    const [row] = await app.db.select().from(users).where(eq(users.email, invitee.email));
    // Staff unless the owner says otherwise: the least a new member needs.
    expect(row).toMatchObject({
      role: 'admin',
      consoleRole: 'staff',
      isApproved: true,
      firstName: 'Wanjiru',
    });
    expect((await outbox(app)).filter((m) => m.to === invitee.email).at(-1)?.text).toContain(
      'a member of staff of the Heritage Shea shop',
    );
    expect(await linkMailedTo(invitee.email)).toMatch(/^[\w-]{43}$/);
    const [audit] = await app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'user.admin_invited'), eq(auditEvents.entityId, String(row!.id))));
    expect(audit).toMatchObject({ actorUserId: adminId });
    const list = (await (await as.admin.get('/api/admin/admins')).json()) as {
      email: string;
      role: string;
      invitePending: boolean;
    }[];
    expect(list.find((a) => a.email === invitee.email)).toMatchObject({ role: 'staff', invitePending: true });
    expect(list.find((a) => a.email !== invitee.email)).toMatchObject({ role: 'owner' });
  });

  it('sends a fresh link to an invitee who has not used theirs, and refuses resellers', async () => {
    expect((await as.admin.post('/api/admin/admins/invite', invitee)).status).toBe(201);
    const { form } = await registerReseller(app);
    const reseller = await as.admin.post('/api/admin/admins/invite', { ...invitee, email: form.email });
    expect(reseller.status).toBe(409);
    expect(await reseller.json()).toMatchObject({ message: 'This email belongs to a reseller account' });
  });

  it('lets the invitee choose a password once, signs them in, and retires every link', async () => {
    const token = (await linkMailedTo(invitee.email))!;
    expect(await openLink(token)).toMatchObject({ invitee: { firstName: 'Wanjiru', email: invitee.email } });
    const mismatch = await choosePassword({
      token,
      password: 'a long new password',
      confirmPassword: 'another one',
    });
    expect(mismatch).toMatchObject({
      init: { status: 400 },
      data: { errors: { confirmPassword: 'The two passwords are not the same' } },
    });

    const accepted = (await choosePassword({
      token,
      password: 'a long new password',
      confirmPassword: 'a long new password',
    })) as Response;
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get('location')).toBe('/admin');
    expect(accepted.headers.get('set-cookie')).toMatch(/^shop_session=/);

    const again = await choosePassword({
      token,
      password: 'a long new password',
      confirmPassword: 'a long new password',
    });
    expect(again).toMatchObject({ init: { status: 404 } });
    expect(await openLink(token)).toMatchObject({ invitee: null });
    expect(await app.db.select().from(signInLinks).where(isNull(signInLinks.usedAt))).toEqual([]);

    const login = await as.anonymous.post('/api/auth/login', {
      email: invitee.email,
      password: 'a long new password',
    });
    expect(login.status).toBe(200);
    expect((await as.admin.post('/api/admin/admins/invite', invitee)).status).toBe(409);
  });

  it('refuses a password that is the invitee’s email, as registration does, and keeps the link', async () => {
    const other = { email: 'achieng.odhiambo@example.com', firstName: 'Achieng', lastName: 'Odhiambo' };
    expect((await as.admin.post('/api/admin/admins/invite', other)).status).toBe(201);
    const token = (await linkMailedTo(other.email))!;
    for (const password of [other.email, ` ${other.email.toUpperCase()} `]) {
      const refused = await choosePassword({ token, password, confirmPassword: password });
      expect(refused).toMatchObject({
        init: { status: 400 },
        data: { errors: { password: 'Password must not be the same as your email' } },
      });
    }
    expect(await openLink(token)).toMatchObject({ invitee: { email: other.email } });
    const login = await as.anonymous.post('/api/auth/login', { email: other.email, password: other.email });
    expect(login.status).toBe(401);

    const accepted = (await choosePassword({
      token,
      password: 'a long new password',
      confirmPassword: 'a long new password',
    })) as Response;
    expect(accepted.status).toBe(302);
  });

  it('shows an unknown or malformed link as expired', async () => {
    expect(await openLink('A'.repeat(43))).toMatchObject({ invitee: null });
    expect(await openLink('short')).toMatchObject({ invitee: null });
  });
});

describe('an invitation’s role', () => {
  it('makes an owner when the owner asks for one', async () => {
    const owner = { email: 'amani.owner@example.com', firstName: 'Amani', lastName: 'Otieno', role: 'owner' };
    expect((await as.admin.post('/api/admin/admins/invite', owner)).status).toBe(201);
    const [row] = await app.db.select().from(users).where(eq(users.email, owner.email));
    expect(row).toMatchObject({ role: 'admin', consoleRole: 'owner' });
    expect((await outbox(app)).filter((m) => m.to === owner.email).at(-1)?.text).toContain(
      'an owner of the Heritage Shea shop',
    );
  });
  it('is the newest invitation’s: inviting again with another role replaces the first, whose link stops working', async () => {
    const member = { email: 'baraka.staff@example.com', firstName: 'Baraka', lastName: 'Mwangi' };
    expect((await as.admin.post('/api/admin/admins/invite', member)).status).toBe(201);
    const first = (await linkMailedTo(member.email))!;
    const again = await as.admin.post('/api/admin/admins/invite', { ...member, role: 'owner' });
    expect(again.status).toBe(201);
    const second = (await linkMailedTo(member.email))!;
    expect(second).not.toBe(first);

    const [row] = await app.db.select().from(users).where(eq(users.email, member.email));
    expect(row).toMatchObject({ role: 'admin', consoleRole: 'owner' });
    expect((await outbox(app)).filter((m) => m.to === member.email).at(-1)?.text).toContain(
      'an owner of the Heritage Shea shop',
    );
    const list = (await (await as.admin.get('/api/admin/admins')).json()) as {
      email: string;
      role: string;
      invitePending: boolean;
    }[];
    expect(list.find((a) => a.email === member.email)).toMatchObject({ role: 'owner', invitePending: true });

    // The first link is gone: it greets nobody and sets no password.
    expect(await openLink(first)).toMatchObject({ invitee: null });
    const old = await choosePassword({
      token: first,
      password: 'a long new password',
      confirmPassword: 'a long new password',
    });
    expect(old).toMatchObject({ init: { status: 404 } });
    expect(await openLink(second)).toMatchObject({ invitee: { email: member.email } });
    const accepted = (await choosePassword({
      token: second,
      password: 'a long new password',
      confirmPassword: 'a long new password',
    })) as Response;
    expect(accepted.status).toBe(302);
    const [owner] = await app.db.select().from(users).where(eq(users.email, member.email));
    expect(owner!.consoleRole).toBe('owner');
  });
});
