// The console's sign-up lists over the API: the newsletter and the reseller waitlist, as paged
// JSON and as CSV downloads whose cells cannot run as spreadsheet formulas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers, resellerWaitlist } from '../../src/server/db/schema';
import { personas, type Caller, type Persona } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let as: Record<Persona, Caller>;

beforeAll(async () => {
  // The lists are filled from one address, past the sign-ups it may make in an hour.
  app = await startTestApp({ seed: false, env: { SIGNUPS_PER_ADDRESS_PER_HOUR: '1000' } });
  const { ids: _ids, ...callers } = await personas(app);
  as = callers;
});
afterAll(() => app.close());

const ENDPOINTS = [
  '/api/admin/subscribers',
  '/api/admin/subscribers.csv',
  '/api/admin/reseller-waitlist',
  '/api/admin/reseller-waitlist.csv',
];

// Addresses the newsletter form itself accepts (src/core/newsletter-schema.ts) that a spreadsheet
// would read as formulas.
const FORMULA_EMAILS = ['+x@example.com', '-cmd@example.com'];

async function signUp(path: '/api/newsletter' | '/api/reseller/waitlist', email: string) {
  const response = await as.anonymous.post(path, { email });
  expect(response.status).toBe(201);
}

describe('admin subscriber lists', () => {
  it.each(ENDPOINTS)('%s: anonymous 401, resellers 403, admin 200', async (path) => {
    const seen: Record<string, number> = {};
    for (const persona of ['anonymous', 'unapproved', 'approved', 'admin'] as const) {
      seen[persona] = (await as[persona].get(path)).status;
    }
    expect(seen).toEqual({ anonymous: 401, unapproved: 403, approved: 403, admin: 200 });
  });

  it('pages the newsletter newest first with its total', async () => {
    await app.db.delete(newsletterSubscribers);
    const emails = Array.from({ length: 27 }, (_, i) => `reader${i}@example.com`);
    for (const email of emails) await signUp('/api/newsletter', email);
    const first = await as.admin.get('/api/admin/subscribers');
    expect(first.headers.get('cache-control')).toBe('no-store');
    const body = (await first.json()) as { rows: { email: string; createdAt: string }[]; total: number };
    expect(body).toMatchObject({ page: 1, pageSize: 25, total: 27 });
    expect(body.rows.map((r) => r.email)).toEqual([...emails].reverse().slice(0, 25));
    const second = (await (await as.admin.get('/api/admin/subscribers?page=2')).json()) as typeof body;
    expect(second.rows.map((r) => r.email)).toEqual(['reader1@example.com', 'reader0@example.com']);
    expect(await app.services.messages.subscribers.counts()).toMatchObject({ newsletter: 27 });
  });

  it('exports every newsletter address as CSV, formula characters neutralised', async () => {
    await app.db.delete(newsletterSubscribers);
    await signUp('/api/newsletter', 'amina@example.com');
    for (const email of FORMULA_EMAILS) await signUp('/api/newsletter', email);
    const response = await as.admin.get('/api/admin/subscribers.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      'amina@example.com',
      "'+x@example.com",
      "'-cmd@example.com",
      '',
    ]);
    expect(lines[1]).toMatch(/^amina@example\.com,\d{4}-\d{2}-\d{2}T[\d:.]+Z$/);
  });

  it('lists and exports the reseller waitlist apart from the newsletter', async () => {
    await app.db.delete(resellerWaitlist);
    await signUp('/api/reseller/waitlist', 'salon@example.com');
    await signUp('/api/reseller/waitlist', FORMULA_EMAILS[0]!);
    const list = (await (await as.admin.get('/api/admin/reseller-waitlist')).json()) as {
      rows: { email: string }[];
      total: number;
    };
    expect(list.total).toBe(2);
    expect(list.rows.map((r) => r.email)).toEqual(['+x@example.com', 'salon@example.com']);
    const csv = await (await as.admin.get('/api/admin/reseller-waitlist.csv')).text();
    expect(csv).toMatch(/^email,subscribed_at\r\nsalon@example\.com,[^\r]+\r\n'\+x@example\.com,[^\r]+\r\n$/);
    const response = await as.admin.get('/api/admin/reseller-waitlist.csv');
    expect(response.headers.get('content-disposition')).toContain('reseller-waitlist-');
  });

  it('answers 400 for a bad page or an unknown query field', async () => {
    for (const query of ['?page=0', '?page=two', '?status=open']) {
      expect((await as.admin.get(`/api/admin/subscribers${query}`)).status).toBe(400);
      expect((await as.admin.get(`/api/admin/reseller-waitlist${query}`)).status).toBe(400);
    }
    expect((await as.admin.get('/api/admin/subscribers.csv?page=2')).status).toBe(400);
  });
});
