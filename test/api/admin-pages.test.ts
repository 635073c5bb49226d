// The console's moderation pages as React Router calls them: every loader and action checks the
// admin role, and each action does what its form asks, says so, and writes its audit row.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, contactMessages, newsletterSubscribers, reviews } from '../../src/server/db/schema';
import type { SessionUser } from '../../src/server/services/accounts';
import * as messagesPage from '../../src/web/routes/admin/messages';
import * as resellerPage from '../../src/web/routes/admin/reseller';
import * as resellersPage from '../../src/web/routes/admin/resellers';
import * as reviewsPage from '../../src/web/routes/admin/reviews';
import * as subscribersPage from '../../src/web/routes/admin/subscribers';
import { registerReseller } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { routeArgs, sessionPersonas, thrown, type Answer } from './route-helpers';

let app: TestApp;
let admin: SessionUser;
let reseller: SessionUser;

beforeAll(async () => {
  app = await startTestApp();
  ({ admin, reseller } = await sessionPersonas(app));
});
afterAll(() => app.close());

const args = (path: string, user: SessionUser | null, form?: Record<string, string>, params = {}) =>
  routeArgs(app, path, user, form, params);

type Notice = Answer<{ ok: boolean; message: string }>;

const LOADERS: [string, (a: never) => unknown][] = [
  ['/admin/resellers', resellersPage.loader],
  ['/admin/reviews', reviewsPage.loader],
  ['/admin/messages', messagesPage.loader],
  ['/admin/subscribers', subscribersPage.loader],
];
const ACTIONS: [string, (a: never) => unknown][] = [
  ['/admin/resellers', resellersPage.action],
  ['/admin/reviews', reviewsPage.action],
  ['/admin/messages', messagesPage.action],
];

describe('the console moderation pages', () => {
  it.each(LOADERS)('%s: signed out goes to /login, a reseller gets 403', async (path, loader) => {
    const signedOut = (await thrown(() => loader(args(path, null)))) as Response;
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    const refused = (await thrown(() => loader(args(path, reseller)))) as Answer<string>;
    expect(refused.init?.status).toBe(403);
  });

  it.each(ACTIONS)('%s action: refuses a reseller before reading the form', async (path, action) => {
    const refused = (await thrown(() =>
      action(args(path, reseller, { intent: 'approve', id: '1' })),
    )) as Answer<string>;
    expect(refused.init?.status).toBe(403);
  });

  it('refuses the reseller detail page to a reseller and answers 404 for an unknown or bad id', async () => {
    const at = (id: string, user: SessionUser) => args(`/admin/resellers/${id}`, user, undefined, { id });
    expect(
      ((await thrown(() => resellerPage.loader(at(String(reseller.id), reseller)))) as Answer<string>).init
        ?.status,
    ).toBe(403);
    for (const id of ['999999', 'abc', String(admin.id)]) {
      expect(((await thrown(() => resellerPage.loader(at(id, admin)))) as Answer<string>).init?.status).toBe(
        404,
      );
    }
    const page = await resellerPage.loader(at(String(reseller.id), admin));
    expect(page.reseller).toMatchObject({ id: reseller.id, status: 'approved' });
  });

  it('approves a pending reseller from the list, says so and audits it', async () => {
    const { user } = await registerReseller(app, { businessName: 'Kitengela Beauty' });
    const listed = await resellersPage.loader(args('/admin/resellers', admin));
    expect(listed.rows.map((r) => r.id)).toContain(user.id);
    expect(listed.pendingCount).toBe(await app.services.accounts.countPendingResellers());
    const answer = (await resellersPage.action(
      args('/admin/resellers', admin, { intent: 'approve', id: String(user.id) }),
    )) as unknown as Notice;
    expect(answer.data).toEqual({
      ok: true,
      message: 'Approved Kitengela Beauty: they can now sign in and order at wholesale prices.',
    });
    const approved = await resellersPage.loader(args('/admin/resellers?status=approved', admin));
    const row = approved.rows.find((r) => r.id === user.id);
    expect(row?.orders).toEqual({ orderCount: 0, totalCents: 0 });
    const audit = await app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'user'), eq(auditEvents.entityId, String(user.id))));
    expect(audit).toEqual([expect.objectContaining({ action: 'reseller.approved', actorUserId: admin.id })]);
  });

  it('approves a review, which then shows on its product', async () => {
    const productId = (await app.services.catalogue.listProducts())[0]!.id;
    const review = await app.services.reviews.submit(productId, {
      name: 'Nyambura',
      rating: 5,
      title: 'Best butter yet',
      body: 'My skin has never felt softer.',
    });
    const answer = (await reviewsPage.action(
      args('/admin/reviews', admin, { intent: 'approve', id: String(review.id) }),
    )) as unknown as Notice;
    expect(answer.data.message).toBe('Approved “Best butter yet”: it now shows on the product page.');
    expect((await app.services.reviews.listApproved(productId)).map((r) => r.id)).toContain(review.id);
    const [row] = await app.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row!.status).toBe('approved');
  });

  it('marks a message handled and reopens it', async () => {
    const { id } = await app.services.messages.saveContactMessage(
      {
        firstName: 'Amina',
        lastName: 'Otieno',
        email: 'amina@example.com',
        phone: '0712345678',
        subject: 'wholesale',
        message: 'Do you sell in 5 kg tubs?',
      },
      '203.0.113.1',
    );
    const open = await messagesPage.loader(args('/admin/messages', admin));
    expect(open.rows.find((m) => m.id === id)).toMatchObject({ subjectLabel: 'Wholesale', handledAt: null });
    const handled = (await messagesPage.action(
      args('/admin/messages', admin, { intent: 'handled', id: String(id) }),
    )) as unknown as Notice;
    expect(handled.data).toEqual({ ok: true, message: 'Marked the message from Amina Otieno as handled.' });
    const [row] = await app.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row!.handledAt).not.toBeNull();
    expect((await messagesPage.loader(args('/admin/messages', admin))).rows.map((m) => m.id)).not.toContain(
      id,
    );
    const reopened = (await messagesPage.action(
      args('/admin/messages?status=handled', admin, { intent: 'reopen', id: String(id) }),
    )) as unknown as Notice;
    expect(reopened.data.message).toBe('Reopened the message from Amina Otieno.');
  });

  it.each([
    ['an unknown intent', { intent: 'delete', id: '1' }],
    ['a bad id', { intent: 'handled', id: '1; drop table' }],
    ['no id', { intent: 'handled' }],
    ['an extra field', { intent: 'handled', id: '1', role: 'admin' }],
  ])('answers %s with 400 and changes nothing', async (_, form) => {
    const answer = (await messagesPage.action(args('/admin/messages', admin, form))) as unknown as Notice;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.ok).toBe(false);
  });

  it('says so when the record is gone', async () => {
    const answer = (await reviewsPage.action(
      args('/admin/reviews', admin, { intent: 'reject', id: '999999' }),
    )) as unknown as Notice;
    expect(answer.init?.status).toBe(404);
    expect(answer.data).toEqual({ ok: false, message: 'Review not found. The list below is up to date.' });
  });

  it('falls back to the first tab and page for unknown filters', async () => {
    const page = await subscribersPage.loader(args('/admin/subscribers?list=everyone&page=-3', admin));
    expect(page).toMatchObject({ list: 'newsletter', page: 1 });
    const messages = await messagesPage.loader(args('/admin/messages?status=spam', admin));
    expect(messages.status).toBe('open');
  });

  it('sends a page past the end of a list to its last page', async () => {
    await app.db.delete(newsletterSubscribers);
    for (let i = 0; i < 26; i++) {
      await app.services.messages.subscribeToNewsletter(`reader${i}@example.com`, `203.0.113.${i}`);
    }
    const past = (await thrown(() =>
      subscribersPage.loader(args('/admin/subscribers?list=newsletter&page=9', admin)),
    )) as Response;
    expect(past.status).toBe(302);
    expect(past.headers.get('location')).toBe('/admin/subscribers?list=newsletter&page=2');
    const last = await subscribersPage.loader(args('/admin/subscribers?page=2', admin));
    expect(last.rows.map((r) => r.email)).toEqual(['reader0@example.com']);
    await app.db.delete(newsletterSubscribers);
    const emptied = (await thrown(() =>
      subscribersPage.loader(args('/admin/subscribers?page=2', admin)),
    )) as Response;
    expect(emptied.headers.get('location')).toBe('/admin/subscribers');
  });
});
