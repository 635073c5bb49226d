// The console's contact messages over the API: who may read and change them, paging and filters,
// and the audit row each change writes.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, contactMessages } from '../../src/server/db/schema';
import { personas, type Caller, type Persona } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let as: Record<Persona, Caller>;
let adminId: number;

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  const { ids, ...callers } = await personas(app);
  as = callers;
  adminId = ids.admin!;
});
afterAll(() => app.close());

let sent = 0;

/** A visitor's message, each from its own address so the per-address limit never stands in the way. */
async function sendMessage(firstName = 'Amina', phone?: string) {
  sent += 1;
  return app.services.messages.saveContactMessage(
    {
      firstName,
      lastName: 'Otieno',
      email: `${firstName.toLowerCase()}@example.com`,
      phone,
      subject: 'order-support',
      message: 'Where is my order of whipped shea butter?',
    },
    `203.0.113.${sent}`,
  );
}

interface MessagePage {
  rows: {
    id: number;
    subject: string;
    subjectLabel: string;
    handledAt: string | null;
    phone: string | null;
  }[];
  page: number;
  pageSize: number;
  total: number;
}

const list = async (query: string) =>
  (await (await as.admin.get(`/api/admin/messages${query}`)).json()) as MessagePage;

describe('admin contact messages', () => {
  it.each([
    ['GET /api/admin/messages', (c: Caller, _id: number) => c.get(`/api/admin/messages?status=all`)],
    [
      'POST /api/admin/messages/:id/handled',
      (c: Caller, id: number) => c.post(`/api/admin/messages/${id}/handled`),
    ],
    [
      'POST /api/admin/messages/:id/reopen',
      (c: Caller, id: number) => c.post(`/api/admin/messages/${id}/reopen`),
    ],
  ])('%s: anonymous 401, resellers 403, admin 200, and nothing changes when refused', async (_, call) => {
    const { id } = await sendMessage();
    const seen: Record<string, number> = {};
    for (const persona of ['anonymous', 'unapproved', 'approved'] as const) {
      seen[persona] = (await call(as[persona], id)).status;
    }
    expect(seen).toEqual({ anonymous: 401, unapproved: 403, approved: 403 });
    const [row] = await app.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row!.handledAt).toBeNull();
    const answer = await call(as.admin, id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('lists open messages newest first with the subject label, 25 to a page', async () => {
    await app.db.delete(contactMessages);
    const sent = [];
    for (let i = 0; i < 27; i++)
      sent.push((await sendMessage(`Sender${i}`, i === 0 ? '0712345678' : undefined)).id);
    const first = await list('');
    expect(first).toMatchObject({ page: 1, pageSize: 25, total: 27 });
    expect(first.rows.map((r) => r.id)).toEqual([...sent].reverse().slice(0, 25));
    expect(first.rows[0]).toMatchObject({
      subject: 'order-support',
      subjectLabel: 'Order Support',
      handledAt: null,
    });
    const second = await list('?status=open&page=2');
    expect(second.rows.map((r) => r.id)).toEqual([sent[1], sent[0]]);
    expect(second.rows[1]!.phone).toBe('0712345678');
    expect((await list('?page=3')).rows).toEqual([]);
    expect(await app.services.messages.admin.countOpen()).toBe(27);
  });

  it('marks a message handled and reopens it, audited with before and after', async () => {
    const { id } = await sendMessage('Wanjiru');
    const handled = await as.admin.post(`/api/admin/messages/${id}/handled`);
    expect(handled.status).toBe(200);
    const body = (await handled.json()) as { id: number; handledAt: string | null };
    expect(body.id).toBe(id);
    expect(body.handledAt).not.toBeNull();
    expect((await list('?status=handled')).rows.map((r) => r.id)).toContain(id);
    expect((await list('?status=open')).rows.map((r) => r.id)).not.toContain(id);

    // Marking it handled again changes nothing and writes no second row.
    expect((await as.admin.post(`/api/admin/messages/${id}/handled`)).status).toBe(200);
    const reopened = await as.admin.post(`/api/admin/messages/${id}/reopen`);
    expect(await reopened.json()).toMatchObject({ id, handledAt: null });

    const audit = await app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'contact_message'), eq(auditEvents.entityId, String(id))))
      .orderBy(desc(auditEvents.id));
    expect(audit.map((a) => a.action)).toEqual(['contact_message.reopened', 'contact_message.handled']);
    expect(audit[1]).toMatchObject({
      actorUserId: adminId,
      details: { before: { handledAt: null }, after: { handledAt: body.handledAt } },
    });
  });

  it('answers 404 for an unknown message and 400 for a bad id, status, page or query', async () => {
    const missing = await as.admin.post('/api/admin/messages/999999/handled');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Message not found' });
    for (const bad of ['abc', '0', '-1', '1.5', '9999999999']) {
      expect((await as.admin.post(`/api/admin/messages/${bad}/reopen`)).status).toBe(400);
    }
    const badStatus = await as.admin.get('/api/admin/messages?status=deleted');
    expect(badStatus.status).toBe(400);
    expect(await badStatus.json()).toMatchObject({
      errors: { status: 'Status must be open, handled or all' },
    });
    for (const query of ['?page=0', '?page=x', '?page=1&page=2', '?sort=email']) {
      expect((await as.admin.get(`/api/admin/messages${query}`)).status).toBe(400);
    }
  });
});
