import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rateLimitCounters } from '../../src/server/db/schema';
import { RateLimitedError } from '../../src/server/services/errors';
import { rateLimitKey } from '../../src/server/services/limits';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
const rule = { name: 'test', max: 5, windowMs: 60_000 };

beforeAll(async () => {
  app = await startTestApp({ seed: false });
});
afterAll(() => app.close());

it('counts concurrent hits once each, so a burst cannot slip past the limit', async () => {
  const checks = await Promise.all(Array.from({ length: 12 }, () => app.services.limits.hit(rule, 'burst')));
  expect(checks.map((c) => c.hits).sort((a, b) => a - b)).toEqual(
    Array.from({ length: 12 }, (_, i) => i + 1),
  );
  expect(checks.filter((c) => c.allowed)).toHaveLength(5);
  for (const check of checks) expect(check.retryAfterSeconds).toBeGreaterThanOrEqual(59);
});

it('keeps subjects and rules apart', async () => {
  expect((await app.services.limits.hit(rule, 'a')).hits).toBe(1);
  expect((await app.services.limits.hit(rule, 'b')).hits).toBe(1);
  expect((await app.services.limits.hit({ ...rule, name: 'other' }, 'a')).hits).toBe(1);
});

it('starts a new window once the old one has ended', async () => {
  for (let i = 0; i < 6; i++) await app.services.limits.hit(rule, 'window');
  expect((await app.services.limits.peek(rule, 'window')).allowed).toBe(false);
  await app.db
    .update(rateLimitCounters)
    .set({ windowEndsAt: sql`now() - interval '1 second'` })
    .where(eq(rateLimitCounters.key, rateLimitKey(rule, 'window')));
  expect(await app.services.limits.peek(rule, 'window')).toMatchObject({ hits: 0, allowed: true });
  expect(await app.services.limits.hit(rule, 'window')).toMatchObject({ hits: 1, allowed: true });
});

it('enforce throws a RateLimitedError with the wait once over the limit', async () => {
  for (let i = 0; i < 5; i++) await app.services.limits.enforce(rule, 'enforced', 'Slow down');
  const error = await app.services.limits.enforce(rule, 'enforced', 'Slow down').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(RateLimitedError);
  expect(error).toMatchObject({ message: 'Slow down', kind: 'too_many_requests' });
  expect((error as RateLimitedError).retryAfterSeconds).toBeGreaterThan(0);
});

it('reset forgets a count and the sweep deletes only ended windows', async () => {
  await app.services.limits.hit(rule, 'reset-me');
  await app.services.limits.reset(rule, 'reset-me');
  expect((await app.services.limits.peek(rule, 'reset-me')).hits).toBe(0);

  await app.services.limits.hit(rule, 'old');
  await app.services.limits.hit(rule, 'live');
  await app.db
    .update(rateLimitCounters)
    .set({ windowEndsAt: sql`now() - interval '1 minute'` })
    .where(eq(rateLimitCounters.key, rateLimitKey(rule, 'old')));
  expect(await app.services.limits.sweepExpired()).toBeGreaterThanOrEqual(1);
  const keys = (await app.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map(
    (r) => r.key,
  );
  expect(keys).toContain(rateLimitKey(rule, 'live'));
  expect(keys).not.toContain(rateLimitKey(rule, 'old'));
  expect(keys.join()).not.toContain('live');
});

it('forgive takes one hit back, never below zero, and leaves an ended window alone', async () => {
  for (let i = 0; i < 6; i++) await app.services.limits.hit(rule, 'forgiven');
  await app.services.limits.forgive(rule, 'forgiven');
  expect(await app.services.limits.peek(rule, 'forgiven')).toMatchObject({ hits: 5, allowed: true });
  for (let i = 0; i < 7; i++) await app.services.limits.forgive(rule, 'forgiven');
  expect((await app.services.limits.peek(rule, 'forgiven')).hits).toBe(0);

  await app.services.limits.hit(rule, 'ended');
  await app.db
    .update(rateLimitCounters)
    .set({ windowEndsAt: sql`now() - interval '1 second'` })
    .where(eq(rateLimitCounters.key, rateLimitKey(rule, 'ended')));
  await app.services.limits.forgive(rule, 'ended');
  const [row] = await app.db
    .select()
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, rateLimitKey(rule, 'ended')));
  expect(row!.hits).toBe(1);
});
