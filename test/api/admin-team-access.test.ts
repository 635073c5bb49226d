// An owner's hold over the console's members: signed out everywhere, disabled and enabled, made
// owner or staff; each audited, and the shop never left without an owner who can sign in.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../src/server/db/schema';
import { callerFor, signIn, type Caller } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let owner: Caller;
let ownerId: number;
let count = 0;
const PASSWORD = 'console password long';

beforeAll(async () => {
  app = await startTestApp();
  const made = await member('owner');
  owner = made.caller;
  ownerId = made.id;
});
afterAll(() => app.close());

async function member(role: 'owner' | 'staff') {
  const email = `member-${++count}-${Date.now()}@example.com`;
  const { user } = await app.services.accounts.createOrPromoteAdmin({ email, password: PASSWORD });
  if (role === 'staff') await app.db.update(users).set({ consoleRole: 'staff' }).where(eq(users.id, user.id));
  return { id: user.id, email, caller: await signIn(app, email, PASSWORD) };
}

const login = (email: string) => callerFor(app).post('/api/auth/login', { email, password: PASSWORD });
const audited = (action: string, id: number) =>
  app.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, String(id))));

describe('an owner and the team', () => {
  it('signs a member out everywhere', async () => {
    const packer = await member('staff');
    const second = await signIn(app, packer.email, PASSWORD);
    const response = await owner.post(`/api/admin/admins/${packer.id}/sign-out`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Signed out everywhere', sessionsEnded: 2 });
    for (const session of [packer.caller, second])
      expect((await session.get('/api/auth/user')).status).toBe(401);
    expect(await audited('user.signed_out_everywhere', packer.id)).toHaveLength(1);
  });

  it('disables an account: signed out, refused at sign-in, listed as disabled; enabling lets it back', async () => {
    const packer = await member('staff');
    expect((await owner.post(`/api/admin/admins/${packer.id}/disable`)).status).toBe(200);
    expect((await packer.caller.get('/api/auth/user')).status).toBe(401);
    const refused = await login(packer.email);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe('This account is disabled. Ask one of the shop’s owners.');
    // A wrong password still gets the same answer as anyone's: disabling tells a guesser nothing.
    const guess = await callerFor(app).post('/api/auth/login', {
      email: packer.email,
      password: 'wrong guess!!',
    });
    expect(guess.status).toBe(401);
    const team = (await (await owner.get('/api/admin/admins')).json()) as { id: number; disabled: boolean }[];
    expect(team.find((m) => m.id === packer.id)?.disabled).toBe(true);

    expect((await owner.post(`/api/admin/admins/${packer.id}/enable`)).status).toBe(200);
    expect((await login(packer.email)).status).toBe(200);
    expect(await audited('user.disabled', packer.id)).toHaveLength(1);
    expect(await audited('user.enabled', packer.id)).toHaveLength(1);
  });

  it('changes a member’s role, which the next request already sees', async () => {
    const packer = await member('staff');
    expect((await packer.caller.get('/api/admin/settings')).status).toBe(403);
    const promoted = await owner.send('PATCH', `/api/admin/admins/${packer.id}`, { role: 'owner' });
    expect(promoted.status).toBe(200);
    expect((await packer.caller.get('/api/admin/settings')).status).toBe(200);
    expect((await owner.send('PATCH', `/api/admin/admins/${packer.id}`, { role: 'staff' })).status).toBe(200);
    expect((await packer.caller.get('/api/admin/settings')).status).toBe(403);
    const [change] = await audited('user.console_role_changed', packer.id);
    expect(change!.details).toMatchObject({ before: { role: 'staff' }, after: { role: 'owner' } });
  });

  it('refuses bad input, unknown members, resellers and the owner’s own account', async () => {
    const bad = await owner.send('PATCH', `/api/admin/admins/${ownerId}`, { role: 'admin' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({ role: 'Role must be owner or staff' });
    expect((await owner.post('/api/admin/admins/999999/disable')).status).toBe(404);
    expect((await owner.post('/api/admin/admins/0/disable')).status).toBe(400);
    const self = await owner.post(`/api/admin/admins/${ownerId}/disable`);
    expect(self.status).toBe(409);
    expect((await self.json()).message).toBe('You cannot do this to your own account. Ask another owner.');
    expect((await owner.send('PATCH', `/api/admin/admins/${ownerId}`, { role: 'staff' })).status).toBe(409);
    const [row] = await app.db.select().from(users).where(eq(users.id, ownerId));
    expect(row).toMatchObject({ consoleRole: 'owner', disabledAt: null });
  });

  it('is for owners: staff are refused and nothing changes', async () => {
    const packer = await member('staff');
    const other = await member('staff');
    expect((await packer.caller.post(`/api/admin/admins/${other.id}/disable`)).status).toBe(403);
    expect(
      (await packer.caller.send('PATCH', `/api/admin/admins/${packer.id}`, { role: 'owner' })).status,
    ).toBe(403);
    const rows = await app.db.select().from(users).where(eq(users.id, other.id));
    expect(rows[0]!.disabledAt).toBeNull();
  });

  it('two owners demoting each other at once: one wins, the shop keeps an owner', async () => {
    const first = await member('owner');
    const second = await member('owner');
    // Only these two are owners who can sign in.
    await app.db.update(users).set({ consoleRole: 'staff' }).where(eq(users.id, ownerId));
    try {
      const answers = await Promise.all([
        first.caller.send('PATCH', `/api/admin/admins/${second.id}`, { role: 'staff' }),
        second.caller.send('PATCH', `/api/admin/admins/${first.id}`, { role: 'staff' }),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 403].sort());
      const owners = await app.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.consoleRole, 'owner')));
      expect(owners.map((o) => o.id).filter((id) => id === first.id || id === second.id)).toHaveLength(1);
    } finally {
      await app.db.update(users).set({ consoleRole: 'owner' }).where(eq(users.id, ownerId));
    }
  });
});
