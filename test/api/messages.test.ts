import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, newsletterSubscribers } from '../../src/server/db/schema';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: false });
});
afterAll(() => app.close());

const post = (path: string, body: unknown) =>
  fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const validMessage = {
  firstName: 'Amina',
  lastName: 'Otieno',
  email: 'amina@example.com',
  phone: '0712345678',
  subject: 'product-inquiry',
  message: 'Is the whipped body butter safe for eczema-prone skin?',
};

async function contactCount() {
  const [row] = await app.db.select({ n: count() }).from(contactMessages);
  return row!.n;
}

describe('POST /api/contact', () => {
  it('stores a valid message', async () => {
    const response = await post('/api/contact', validMessage);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ message: 'Message sent successfully!' });
    const [row] = await app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'amina@example.com'));
    expect(row).toMatchObject({ firstName: 'Amina', subject: 'product-inquiry', phone: '0712345678' });
  });

  it('accepts a message without a phone number', async () => {
    const { phone: _phone, ...withoutPhone } = validMessage;
    expect((await post('/api/contact', withoutPhone)).status).toBe(201);
  });

  it.each([
    ['firstName', 'A', 'First name must be at least 2 characters'],
    ['lastName', 'O', 'Last name must be at least 2 characters'],
    ['email', 'not-an-email', 'Invalid email address'],
    ['subject', 'complaint', 'Please select a subject'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
  ])('rejects a bad %s with SPEC message and stores nothing', async (field, value, message) => {
    const before = await contactCount();
    const response = await post('/api/contact', { ...validMessage, [field]: value });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(body.errors[field]).toBe(message);
    expect(await contactCount()).toBe(before);
  });

  it('rejects unknown fields', async () => {
    const response = await post('/api/contact', { ...validMessage, isAdmin: true });
    expect(response.status).toBe(400);
  });
});

describe('POST /api/contact with an Idempotency-Key (a phone sending its queued message again)', () => {
  const send = (key: string, body: unknown = validMessage) =>
    fetch(`${app.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    });
  const storedWith = (key: string) =>
    app.db.select().from(contactMessages).where(eq(contactMessages.idempotencyKey, key));

  it('stores the message once and answers the stored one when it comes again', async () => {
    const key = `queued-${crypto.randomUUID()}`;
    const first = await send(key);
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: number };
    const again = await send(key);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id, message: 'Message sent successfully!' });
    expect(await storedWith(key)).toHaveLength(1);
  });

  it('stores one message when the same key arrives several times at once', async () => {
    const key = `race-${crypto.randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(key)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const ids = new Set(
      await Promise.all(answers.map(async (answer) => ((await answer.json()) as { id: number }).id)),
    );
    expect(ids.size).toBe(1);
    expect(await storedWith(key)).toHaveLength(1);
  });

  it('refuses a key that is not 1 to 200 visible characters, storing nothing', async () => {
    const before = await contactCount();
    const response = await send('x'.repeat(201));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({
      'Idempotency-Key': 'Idempotency-Key must be 1 to 200 visible characters',
    });
    expect(await contactCount()).toBe(before);
  });
});

describe('POST /api/newsletter', () => {
  it('stores an email once, whatever its case', async () => {
    const first = await post('/api/newsletter', { email: 'Grace@Example.com' });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ message: 'Thank you for subscribing!' });
    const again = await post('/api/newsletter', { email: 'grace@example.com' });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ message: 'Thank you for subscribing!' });
    const rows = await app.db.select().from(newsletterSubscribers);
    expect(rows.map((r) => r.email)).toEqual(['grace@example.com']);
  });

  it('rejects an invalid email', async () => {
    const response = await post('/api/newsletter', { email: 'nope' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { email: 'Invalid email address' } });
  });
});
