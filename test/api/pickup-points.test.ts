// Pickup points through the API: the owner's list, new points and changes
// (GET/POST/PATCH /api/admin/pickup-points) with their refusals and activity log entries, and the
// shoppers' list of active points searched by town (GET /api/pickup-points), which never shows the
// agent's phone.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, pickupPoints } from '../../src/server/db/schema';
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

interface AdminPoint {
  id: number;
  name: string;
  town: string;
  area: string;
  address: string;
  hours: string;
  phone: string;
  feeKes: number;
  active: boolean;
}

const point = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mama Njeri Parcels',
  town: 'Nakuru',
  area: 'Nakuru',
  address: 'Kenyatta Avenue, opposite the post office',
  hours: 'Mon–Sat 8am–6pm',
  phone: '0712 345 678',
  feeKes: 200,
  active: true,
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<AdminPoint> {
  const response = await admin.post('/api/admin/pickup-points', point(overrides));
  expect(response.status).toBe(201);
  return (await response.json()) as AdminPoint;
}

const stored = async () => (await app.db.select({ n: count() }).from(pickupPoints))[0]!.n;

async function publicList(query = '') {
  const response = await shopper.get(`/api/pickup-points${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { pickupPoints: Record<string, unknown>[] }).pickupPoints;
}

describe('POST /api/admin/pickup-points', () => {
  it('stores a new point and answers 201 with all its fields', async () => {
    const created = await create({ name: 'Post Point Kisumu', town: 'Kisumu', area: 'kisumu', feeKes: 150 });
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Post Point Kisumu',
      town: 'Kisumu',
      // As the delivery settings spell the area, so the checkout finds it there.
      area: 'Kisumu',
      address: 'Kenyatta Avenue, opposite the post office',
      hours: 'Mon–Sat 8am–6pm',
      phone: '0712 345 678',
      feeKes: 150,
      active: true,
    });
    const [row] = await app.db.select().from(pickupPoints).where(eq(pickupPoints.id, created.id));
    expect(row).toMatchObject({ name: 'Post Point Kisumu', area: 'Kisumu', feeCents: 15_000, active: true });
  });

  it('writes the new point to the activity log with the admin who added it', async () => {
    const created = await create({ name: 'Logged Point', town: 'Thika', area: 'Thika' });
    const entries = await app.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'pickup_point.created'), eq(auditEvents.entityId, String(created.id))),
      );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entityType: 'pickup_point',
      actorUserId: expect.any(Number),
      details: { name: 'Logged Point', town: 'Thika', area: 'Thika', feeKes: 200 },
    });
    const filtered = await admin.get('/api/admin/activity?subject=pickup_point');
    expect(filtered.status).toBe(200);
    expect(JSON.stringify(await filtered.json())).toContain('pickup_point.created');
  });

  it.each([
    [{ area: 'Atlantis' }, 'area', 'Area must be one of the delivery areas in Settings, e.g. Nairobi CBD'],
    [{ feeKes: 150.5 }, 'feeKes', 'The fee must be a whole number of shillings from 0 to 100,000'],
    [{ feeKes: -1 }, 'feeKes', 'The fee must be a whole number of shillings from 0 to 100,000'],
    [{ feeKes: 100_001 }, 'feeKes', 'The fee must be a whole number of shillings from 0 to 100,000'],
    [{ feeKes: '1e3' }, 'feeKes', 'The fee must be a whole number of shillings from 0 to 100,000'],
    [{ phone: '123' }, 'phone', 'Phone number must be at least 10 digits'],
    [
      { phone: '+44 20 7946 0958' },
      'phone',
      'Phone must be a Kenyan number, e.g. 0712 345 678 or +254 712 345 678',
    ],
    [{ name: '   ' }, 'name', 'Please enter the point’s name'],
    [{ town: undefined }, 'town', 'Please enter the town'],
    [{ hours: 'x'.repeat(121) }, 'hours', 'The hours must be at most 120 characters'],
  ])('refuses %j with the field’s message and stores nothing', async (change, field, message) => {
    const before = await stored();
    const response = await admin.post('/api/admin/pickup-points', point(change));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors[field]).toBe(message);
    expect(await stored()).toBe(before);
  });

  it('takes a point switched off from the start, and a free one', async () => {
    const created = await create({ name: 'Quiet Point', active: false, feeKes: 0 });
    expect(created).toMatchObject({ active: false, feeKes: 0 });
  });
});

describe('PATCH /api/admin/pickup-points/{id}', () => {
  it('changes only the fields sent and logs what they were and became', async () => {
    const created = await create({ name: 'Patch Point', town: 'Machakos', area: 'Machakos' });
    const response = await admin.send('PATCH', `/api/admin/pickup-points/${created.id}`, {
      feeKes: 250,
      hours: 'Every day 7am–9pm',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ...created, feeKes: 250, hours: 'Every day 7am–9pm' });
    const [row] = await app.db.select().from(pickupPoints).where(eq(pickupPoints.id, created.id));
    expect(row).toMatchObject({ feeCents: 25_000, hours: 'Every day 7am–9pm', town: 'Machakos' });
    const [entry] = await app.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'pickup_point.updated'), eq(auditEvents.entityId, String(created.id))),
      );
    expect(entry!.details).toEqual({
      name: 'Patch Point',
      before: { feeKes: 200, hours: 'Mon–Sat 8am–6pm' },
      after: { feeKes: 250, hours: 'Every day 7am–9pm' },
    });
  });

  it('refuses a bad change with its message and keeps the point as it was', async () => {
    const created = await create({ name: 'Steady Point' });
    const response = await admin.send('PATCH', `/api/admin/pickup-points/${created.id}`, {
      area: 'Nowhere',
      name: 'Renamed',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors.area).toMatch(
      /delivery areas/,
    );
    const [row] = await app.db.select().from(pickupPoints).where(eq(pickupPoints.id, created.id));
    expect(row).toMatchObject({ name: 'Steady Point', area: 'Nakuru' });
  });

  it('answers 404 for a point that does not exist, and 400 for an empty change', async () => {
    expect((await admin.send('PATCH', '/api/admin/pickup-points/999999', { active: false })).status).toBe(
      404,
    );
    const created = await create({ name: 'Empty Change Point' });
    expect((await admin.send('PATCH', `/api/admin/pickup-points/${created.id}`, {})).status).toBe(400);
  });
});

describe('GET /api/pickup-points', () => {
  it('lists the active points by town then name, without the phone, and finds them by town or name', async () => {
    await create({ name: 'Zebra Agents', town: 'Eldoret', area: 'Other Kenya' });
    await create({ name: 'Alpha Agents', town: 'Eldoret', area: 'Other Kenya' });
    const off = await create({ name: 'Closed Agents', town: 'Eldoret', area: 'Other Kenya' });
    await admin.send('PATCH', `/api/admin/pickup-points/${off.id}`, { active: false });

    const all = await publicList();
    expect(all.some((p) => p.name === 'Closed Agents' || p.name === 'Quiet Point')).toBe(false);
    const towns = all.map((p) => `${String(p.town)}/${String(p.name)}`);
    expect(towns).toEqual([...towns].sort());
    for (const listed of all) {
      expect(Object.keys(listed).sort()).toEqual([
        'address',
        'area',
        'feeKes',
        'hours',
        'id',
        'name',
        'town',
      ]);
    }

    const eldoret = await publicList('?town=eLDo');
    expect(eldoret.map((p) => p.name)).toEqual(['Alpha Agents', 'Zebra Agents']);
    expect(eldoret[0]).toMatchObject({ town: 'Eldoret', area: 'Other Kenya', feeKes: 200 });
    expect((await publicList('?town=zebra')).map((p) => p.name)).toEqual(['Zebra Agents']);
    // A shopper's % is a character like any other, not "everything".
    expect(await publicList('?town=%25')).toEqual([]);
    expect((await shopper.get('/api/pickup-points?town=Nak%00')).status).toBe(400);
  });
});

describe('who may use the console’s pickup points', () => {
  it('refuses shoppers (401) and resellers (403), and lists every point for the owner', async () => {
    const before = await stored();
    for (const [method, path] of [
      ['GET', '/api/admin/pickup-points'],
      ['POST', '/api/admin/pickup-points'],
      ['PATCH', '/api/admin/pickup-points/1'],
    ] as const) {
      const body = method === 'GET' ? undefined : point();
      const asShopper = method === 'GET' ? await shopper.get(path) : await shopper.send(method, path, body);
      const asReseller =
        method === 'GET' ? await reseller.get(path) : await reseller.send(method, path, body);
      expect(asShopper.status, `${method} ${path}`).toBe(401);
      expect(asReseller.status, `${method} ${path}`).toBe(403);
    }
    expect(await stored()).toBe(before);

    const listed = await admin.get('/api/admin/pickup-points');
    expect(listed.status).toBe(200);
    const { pickupPoints: all } = (await listed.json()) as { pickupPoints: AdminPoint[] };
    expect(all).toHaveLength(before);
    expect(all.find((p) => p.name === 'Quiet Point')).toMatchObject({ active: false, phone: '0712 345 678' });
  });
});
