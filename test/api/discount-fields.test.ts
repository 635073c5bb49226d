// The owner's new discount code (POST /api/admin/discounts): its value is a number as sent, never
// coerced ("0x10" was 16, true was 1, 0.001 was stored as KSH 0.00 off), and its dates fall on the
// shop's dates (a year-0 start or end was a 500 from PostgreSQL). Each refusal is a 400 naming the
// field, and nothing is stored.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes } from '../../src/server/db/schema';
import { personas, type Caller } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let admin: Caller;

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  admin = (await personas(app)).admin;
});
afterAll(() => app.close());

const codeCount = async () => Number((await app.db.select({ n: count() }).from(discountCodes))[0]!.n);

let made = 0;
const create = (body: Record<string, unknown>) =>
  admin.post('/api/admin/discounts', { code: `FIELD${++made}X`, ...body });

async function refusedOn(body: Record<string, unknown>, field: string, message: string) {
  const before = await codeCount();
  const response = await create(body);
  expect(response.status, JSON.stringify(body)).toBe(400);
  const answer = (await response.json()) as { errors?: Record<string, string> };
  expect(answer.errors?.[field], JSON.stringify(body)).toBe(message);
  expect(await codeCount()).toBe(before);
}

const VALUE = 'The value must be a number, e.g. 10 or 250.50';

describe('a discount code’s value', () => {
  it.each([
    ['a hexadecimal string', 'fixed', '0x10', VALUE],
    ['an exponent', 'fixed', '1e3', VALUE],
    ['true', 'fixed', true, VALUE],
    ['a list', 'percent', [10], VALUE],
    ['a tenth of a cent', 'fixed', 0.001, 'The value may have at most two decimals'],
    ['three decimals as text', 'fixed', '12.345', 'The value may have at most two decimals'],
    ['nought', 'fixed', 0, 'The value must be more than 0'],
    ['a negative amount', 'fixed', -5, 'The value must be more than 0'],
    ['a hexadecimal percent', 'percent', '0x10', VALUE],
  ])('refuses %s, storing nothing', async (_, kind, value, message) => {
    await refusedOn({ kind, value }, 'value', message);
  });

  it('takes JSON numbers and decimal text with up to two decimals, stored to the cent', async () => {
    const fixed = await create({ kind: 'fixed', value: 250.5 });
    expect(fixed.status).toBe(201);
    expect(await fixed.json()).toMatchObject({ value: 250.5, description: 'KSH 250.50 off' });
    const text = await create({ kind: 'fixed', value: '99.99' });
    expect(text.status).toBe(201);
    expect(await text.json()).toMatchObject({ description: 'KSH 99.99 off' });
    const percent = await create({ kind: 'percent', value: 15 });
    expect(await percent.json()).toMatchObject({ value: 15, description: '15% off' });
    const delivery = await create({ kind: 'free_delivery' });
    expect(delivery.status).toBe(201);
  });
});

describe('a discount code’s dates', () => {
  it.each([
    ['startsAt', '0000-01-01T00:00:00Z', 'The start must be from 2000-01-01 to 9999-12-31'],
    ['startsAt', '0001-01-01T00:00:00+14:00', 'The start must be from 2000-01-01 to 9999-12-31'],
    ['endsAt', '0000-06-01T00:00:00Z', 'The end must be from 2000-01-01 to 9999-12-31'],
    ['endsAt', '1999-12-31T20:59:59Z', 'The end must be from 2000-01-01 to 9999-12-31'],
    ['endsAt', '9999-12-31T23:59:59-14:00', 'The end must be from 2000-01-01 to 9999-12-31'],
  ])('refuses %s %s with a 400 naming it, storing nothing', async (field, when, message) => {
    await refusedOn({ kind: 'percent', value: 10, [field]: when }, field, message);
  });

  it('takes the first and the last moments of the shop’s dates', async () => {
    const response = await create({
      kind: 'percent',
      value: 10,
      startsAt: '2000-01-01T00:00:00+03:00',
      endsAt: '9999-12-31T23:59:59+03:00',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      startsAt: '1999-12-31T21:00:00.000Z',
      endsAt: '9999-12-31T20:59:59.000Z',
    });
  });

  it('changes no dates through PATCH: a year-0 date there is a 400 too', async () => {
    const made = (await (await create({ kind: 'percent', value: 10 })).json()) as { id: number };
    for (const field of ['startsAt', 'endsAt']) {
      const response = await admin.send('PATCH', `/api/admin/discounts/${made.id}`, {
        active: true,
        [field]: '0000-01-01T00:00:00Z',
      });
      expect(response.status).toBe(400);
    }
  });
});
