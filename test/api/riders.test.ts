// The shop's riders through the API: the owner's list, new riders and changes
// (GET/POST/PATCH /api/admin/riders) with their refusals, and activity log entries that name the
// rider by id and the fields changed, never by their phone.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, riders } from '../../src/server/db/schema';
import { personas, type Caller } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let admin: Caller;
let reseller: Caller;
let shopper: Caller;

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  const callers = await personas(app);
  admin = callers.admin;
  reseller = callers.approved;
  shopper = callers.anonymous;
});
afterAll(() => app.close());

interface AdminRider {
  id: number;
  name: string;
  phone: string;
  active: boolean;
}

const rider = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kevin Otieno',
  phone: '0712 345 678',
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<AdminRider> {
  const response = await admin.post('/api/admin/riders', rider(overrides));
  expect(response.status).toBe(201);
  return (await response.json()) as AdminRider;
}

const stored = async () => (await app.db.select({ n: count() }).from(riders))[0]!.n;

const auditOf = (action: string, id: number) =>
  app.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, String(id))));

async function list(): Promise<AdminRider[]> {
  const response = await admin.get('/api/admin/riders');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return ((await response.json()) as { riders: AdminRider[] }).riders;
}

describe('POST /api/admin/riders', () => {
  it('stores a new rider, switched on unless said otherwise, and answers 201 with its fields', async () => {
    const created = await create({ name: '  Brian Mwangi ', phone: '+254 722 000 111' });
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Brian Mwangi',
      phone: '+254 722 000 111',
      active: true,
    });
    const [row] = await app.db.select().from(riders).where(eq(riders.id, created.id));
    expect(row).toMatchObject({ name: 'Brian Mwangi', phone: '+254 722 000 111', active: true });

    const off = await create({ name: 'Quiet Rider', active: false });
    expect(off.active).toBe(false);
  });

  it('writes the new rider to the activity log by id, without the name or phone', async () => {
    const created = await create({ name: 'Logged Rider', phone: '0733 123 456' });
    const entries = await auditOf('rider.created', created.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entityType: 'rider',
      actorUserId: expect.any(Number),
      details: { active: true },
    });
    expect(JSON.stringify(entries)).not.toContain('Logged Rider');
    expect(JSON.stringify(entries)).not.toContain('0733');
    const filtered = await admin.get('/api/admin/activity?subject=rider');
    expect(filtered.status).toBe(200);
    expect(JSON.stringify(await filtered.json())).toContain('rider.created');
  });

  it.each([
    [{ phone: '123' }, 'phone', 'Phone number must be at least 10 digits'],
    [
      { phone: '+44 20 7946 0958' },
      'phone',
      'Phone must be a Kenyan number, e.g. 0712 345 678 or +254 712 345 678',
    ],
    [{ phone: undefined }, 'phone', undefined],
    [{ name: '   ' }, 'name', 'Please enter the rider’s name'],
    [{ name: undefined }, 'name', 'Please enter the rider’s name'],
    [{ name: 'x'.repeat(81) }, 'name', 'The name must be at most 80 characters'],
    [{ active: 'yes' }, 'active', 'active must be true or false'],
  ])('refuses %j with the field’s message and stores nothing', async (change, field, message) => {
    const before = await stored();
    const response = await admin.post('/api/admin/riders', rider(change));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    if (message === undefined) expect(body.errors[field]).toMatch(/\w/);
    else expect(body.errors[field]).toBe(message);
    expect(await stored()).toBe(before);
  });

  it('refuses a field it does not know (400) and stores nothing', async () => {
    const before = await stored();
    const response = await admin.post('/api/admin/riders', rider({ vehicle: 'KMDA 123A' }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/\w/);
    expect(await stored()).toBe(before);
  });
});

describe('PATCH /api/admin/riders/{id}', () => {
  it('changes only the fields sent and logs which, the phone never', async () => {
    const created = await create({ name: 'Patch Rider', phone: '0711 111 111' });
    const response = await admin.send('PATCH', `/api/admin/riders/${created.id}`, {
      phone: '0799 888 777',
      active: false,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ...created, phone: '0799 888 777', active: false });
    const [row] = await app.db.select().from(riders).where(eq(riders.id, created.id));
    expect(row).toMatchObject({ name: 'Patch Rider', phone: '0799 888 777', active: false });
    const [entry] = await auditOf('rider.changed', created.id);
    expect(entry!.details).toEqual({
      fields: ['phone', 'active'],
      before: { active: true },
      after: { active: false },
    });
    expect(JSON.stringify(entry)).not.toContain('0711');
    expect(JSON.stringify(entry)).not.toContain('0799');

    // The same values again change nothing and log nothing.
    await admin.send('PATCH', `/api/admin/riders/${created.id}`, { active: false });
    expect(await auditOf('rider.changed', created.id)).toHaveLength(1);
  });

  it('refuses a bad change with its message and keeps the rider as they were', async () => {
    const created = await create({ name: 'Steady Rider' });
    for (const body of [{ phone: '0712', name: 'Renamed' }, { name: '' }, { nickname: 'Steady' }, {}]) {
      const response = await admin.send('PATCH', `/api/admin/riders/${created.id}`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const bad = await admin.send('PATCH', `/api/admin/riders/${created.id}`, { phone: '0712' });
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.phone).toBe(
      'Phone number must be at least 10 digits',
    );
    const [row] = await app.db.select().from(riders).where(eq(riders.id, created.id));
    expect(row).toMatchObject({ name: 'Steady Rider', phone: '0712 345 678', active: true });
    expect(await auditOf('rider.changed', created.id)).toEqual([]);
  });

  it('answers 404 for a rider who does not exist, and 400 for an id that is no number', async () => {
    const missing = await admin.send('PATCH', '/api/admin/riders/999999', { active: false });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe('Rider not found');
    expect((await admin.send('PATCH', '/api/admin/riders/abc', { active: false })).status).toBe(400);
  });
});

describe('GET /api/admin/riders', () => {
  it('lists the riders switched on first, then by name, with their phones', async () => {
    await create({ name: 'Zawadi Achieng' });
    await create({ name: 'Abdi Hassan', active: false });
    const all = await list();
    expect(all).toHaveLength(await stored());
    const firstOff = all.findIndex((r) => !r.active);
    expect(all.slice(0, firstOff).every((r) => r.active)).toBe(true);
    expect(all.slice(firstOff).every((r) => !r.active)).toBe(true);
    const on = all.filter((r) => r.active).map((r) => r.name);
    const off = all.filter((r) => !r.active).map((r) => r.name);
    expect(on).toEqual([...on].sort());
    expect(off).toEqual([...off].sort());
    expect(all.find((r) => r.name === 'Abdi Hassan')).toMatchObject({ phone: '0712 345 678', active: false });
    expect(Object.keys(all[0]!).sort()).toEqual(['active', 'id', 'name', 'phone']);
  });
});

describe('who may use the console’s riders', () => {
  it('refuses shoppers (401) and resellers (403), and stores nothing for them', async () => {
    const before = await stored();
    for (const [method, path] of [
      ['GET', '/api/admin/riders'],
      ['POST', '/api/admin/riders'],
      ['PATCH', '/api/admin/riders/1'],
    ] as const) {
      const body = method === 'GET' ? undefined : rider();
      const asShopper = method === 'GET' ? await shopper.get(path) : await shopper.send(method, path, body);
      const asReseller =
        method === 'GET' ? await reseller.get(path) : await reseller.send(method, path, body);
      expect(asShopper.status, `${method} ${path}`).toBe(401);
      expect(asReseller.status, `${method} ${path}`).toBe(403);
    }
    expect(await stored()).toBe(before);
  });
});
