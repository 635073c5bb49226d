// A customer's data rights over the API: the owner's export and erasure of one e-mail or phone,
// each in the activity log without the e-mail or phone, and the newsletter's unsubscribe link.
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  backInStockRequests,
  backgroundJobs,
  contactMessages,
  mpesaPayments,
  newsletterSubscribers,
  orders,
  riders,
  smsMessages,
  users,
} from '../../src/server/db/schema';
import { insertProduct } from '../../src/server/db/seed/product-factory';
import { enqueueMarketingMail } from '../../src/server/services/messages';
import { createUnsubscribeLinks } from '../../src/server/services/messages';
import { callerFor, personas, registerReseller, signIn, type Caller } from '../support/accounts';
import { outbox } from '../support/outbox';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let owner: Caller;
let staff: Caller;
const anonymous = () => callerFor(app);

beforeAll(async () => {
  app = await startTestApp({ seed: false, env: { SIGNUPS_PER_ADDRESS_PER_HOUR: '1000' } });
  const people = await personas(app);
  owner = people.admin;
  const member = await registerReseller(app, { password: 'staff password long' });
  await app.db
    .update(users)
    .set({ role: 'admin', consoleRole: 'staff', isApproved: true })
    .where(eq(users.id, member.user.id));
  staff = await signIn(app, member.form.email, 'staff password long');
});
afterAll(() => app.close());

interface Customer {
  name: string;
  email: string;
  phone: string;
}

const unique = () => randomBytes(3).toString('hex');

function customer(): Customer {
  const digits = String(10_000_000 + Math.floor(Math.random() * 89_999_999)).slice(0, 8);
  return { name: `Amina Odhiambo ${unique()}`, email: `amina-${unique()}@example.com`, phone: `07${digits}` };
}

/** A paid order of `who` (KSH 1,700) with its M-Pesa payment, a text to them and one to the shop. */
async function paidOrderOf(who: Customer, status: 'confirmed' | 'awaiting_payment' = 'confirmed') {
  const [order] = await app.db
    .insert(orders)
    .values({
      orderNumber: `HM-${unique().toUpperCase()}${unique().toUpperCase()}`,
      status,
      customerName: who.name,
      customerEmail: who.email,
      // Typed with spaces at checkout, as people do.
      customerPhone: `${who.phone.slice(0, 4)} ${who.phone.slice(4, 7)} ${who.phone.slice(7)}`,
      deliveryAddress: 'Ngong Road, Green House, flat 4',
      deliveryArea: 'Kilimani',
      subtotalCents: 150_000,
      deliveryFeeCents: 20_000,
      totalCents: 170_000,
      paymentMethod: 'mpesa',
      transactionId: status === 'confirmed' ? `RCP${unique().toUpperCase()}` : null,
      notes: 'Call me at the gate, I am Amina',
      items: [{ productId: 1, name: 'Raw Shea Butter', image: '', unitPriceCents: 150_000, quantity: 1 }],
    })
    .returning();
  const receipt = order!.transactionId;
  await app.db.insert(mpesaPayments).values({
    checkoutRequestId: `ws_CO_${unique()}${unique()}`,
    orderId: order!.id,
    phone: `254${who.phone.slice(1)}`,
    amountCents: 170_000,
    status: status === 'confirmed' ? 'success' : 'pending',
    receiptNumber: receipt,
    rawCallback: { Body: { stkCallback: { PhoneNumber: `254${who.phone.slice(1)}` } } },
  });
  await app.db.insert(smsMessages).values([
    {
      key: `order-event:${order!.id}:customer`,
      orderId: order!.id,
      recipient: 'customer',
      to: `+254${who.phone.slice(1)}`,
      message: `Hello ${who.name}, your order ${order!.orderNumber} is confirmed.`,
      state: 'sent',
    },
    {
      key: `order-event:${order!.id}:shop`,
      orderId: order!.id,
      recipient: 'shop',
      to: '+254700123456',
      message: `New order from ${who.name} ${who.phone}`,
      state: 'sent',
    },
  ]);
  return order!;
}

async function contactFrom(who: Customer) {
  const response = await anonymous().post('/api/contact', {
    firstName: who.name.split(' ')[0],
    lastName: 'Odhiambo',
    email: who.email,
    phone: who.phone,
    subject: 'order-support',
    message: `Where is my parcel? I am at ${who.phone}.`,
  });
  expect(response.status).toBe(201);
}

async function subscribe(email: string) {
  expect((await anonymous().post('/api/newsletter', { email })).status).toBe(201);
}

/** A customer with one paid order, a message, a newsletter subscription and texts. */
async function customerWithEverything() {
  const who = customer();
  const order = await paidOrderOf(who);
  await contactFrom(who);
  await subscribe(who.email);
  return { who, order };
}

interface ExportJson {
  orders: {
    orderNumber: string;
    customerEmail: string;
    totalCents: number;
    lines: unknown[];
    payments: { receiptNumber: string | null }[];
  }[];
  messages: { email: string }[];
  subscriptions: { newsletter: { email: string }[]; resellerWaitlist: unknown[] };
  texts: { orderNumber: string | null; message: string }[];
  resellerAccount: unknown;
}

const exportOf = (query: string) => owner.get(`/api/admin/privacy/export?${query}`);
const lastAudit = async (action: string) => {
  const rows = await app.db.select().from(auditEvents).where(eq(auditEvents.action, action));
  return rows.at(-1)!;
};

describe('GET /api/admin/privacy/export', () => {
  it("sends the customer's orders, messages, subscriptions and texts, and nobody else's", async () => {
    const { who, order } = await customerWithEverything();
    const other = await customerWithEverything();
    const response = await exportOf(`email=${encodeURIComponent(who.email.toUpperCase())}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="customer-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = (await response.json()) as ExportJson;
    expect(body.orders.map((o) => o.orderNumber)).toEqual([order.orderNumber]);
    expect(body.orders[0]).toMatchObject({ customerEmail: who.email, totalCents: 170_000 });
    expect(body.orders[0]!.lines).toHaveLength(1);
    expect(body.orders[0]!.payments[0]!.receiptNumber).toBe(order.transactionId);
    expect(body.messages.map((m) => m.email)).toEqual([who.email]);
    expect(body.subscriptions.newsletter.map((s) => s.email)).toEqual([who.email]);
    expect(body.texts).toHaveLength(2);
    expect(body.texts.every((t) => t.orderNumber === order.orderNumber)).toBe(true);
    expect(JSON.stringify(body)).not.toContain(other.who.email);
    expect(JSON.stringify(body)).not.toContain(other.who.name);
  });

  it('finds the customer by phone in any form they typed it', async () => {
    const { who, order } = await customerWithEverything();
    await paidOrderOf(customer());
    for (const phone of [who.phone, `+254 ${who.phone.slice(1)}`, `254${who.phone.slice(1)}`]) {
      const body = (await (await exportOf(`phone=${encodeURIComponent(phone)}`)).json()) as ExportJson;
      expect(
        body.orders.map((o) => o.orderNumber),
        phone,
      ).toEqual([order.orderNumber]);
      expect(body.messages, phone).toHaveLength(1);
      // Texts about the order, and texts to the phone.
      expect(body.texts, phone).toHaveLength(2);
      // A subscription holds an address only.
      expect(body.subscriptions.newsletter, phone).toEqual([]);
    }
  });

  it("holds a reseller's account and wholesale orders", async () => {
    const reseller = await registerReseller(app);
    await reseller.caller.send('PATCH', '/api/reseller/tax-details', { kraPin: 'A123456789Z' });
    const body = (await (await exportOf(`email=${reseller.form.email}`)).json()) as ExportJson;
    expect(body.resellerAccount).toMatchObject({ email: reseller.form.email, kraPin: 'A123456789Z' });
  });

  it('answers 400 with a clear message for no key, both keys, a malformed one or another field', async () => {
    const before = (await app.db.select().from(auditEvents)).length;
    for (const query of [
      '',
      'email=a@example.com&phone=0712345678',
      'email=not-an-email',
      'phone=12',
      'name=x',
    ]) {
      const response = await exportOf(query);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { message: string }).message, query).toMatch(/\w/);
    }
    const neither = (await (await exportOf('')).json()) as { message: string };
    expect(neither.message).toBe('Give an email address or a phone number, not both');
    expect((await app.db.select().from(auditEvents)).length).toBe(before);
  });

  it('is audited with the counts, never the e-mail or phone', async () => {
    const { who } = await customerWithEverything();
    await exportOf(`email=${who.email}`);
    await exportOf(`phone=${who.phone}`);
    const byEmail = await app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'customer_data.exported'));
    const [email, phone] = byEmail.slice(-2);
    expect(email).toMatchObject({ entityType: 'customer_data', entityId: 'email' });
    expect(email!.details).toMatchObject({
      lookup: 'email',
      orders: 1,
      messages: 1,
      subscriptions: 1,
      texts: 2,
    });
    expect(phone).toMatchObject({ entityId: 'phone' });
    for (const row of [email, phone]) {
      const stored = JSON.stringify(row);
      expect(stored).not.toContain(who.email);
      expect(stored).not.toContain(who.phone.slice(1));
    }
  });

  it('refuses staff (403) and the signed-out (401)', async () => {
    expect((await staff.get('/api/admin/privacy/export?email=a@example.com')).status).toBe(403);
    expect((await anonymous().get('/api/admin/privacy/export?email=a@example.com')).status).toBe(401);
  });
});

describe('POST /api/admin/privacy/erase', () => {
  it('removes name, e-mail, phone and address from orders, messages and texts; totals and receipts stay', async () => {
    const { who, order } = await customerWithEverything();
    const other = await customerWithEverything();
    const response = await owner.post('/api/admin/privacy/erase', { email: who.email });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      erased: {
        orders: 1,
        payments: 1,
        messages: 1,
        subscriptions: 1,
        texts: 2,
        resellerAccounts: 0,
        mails: expect.any(Number),
        riders: 0,
      },
    });

    const [erased] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(erased).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'confirmed',
      subtotalCents: 150_000,
      deliveryFeeCents: 20_000,
      totalCents: 170_000,
      transactionId: order.transactionId,
      createdAt: order.createdAt,
      notes: null,
    });
    const [payment] = await app.db.select().from(mpesaPayments).where(eq(mpesaPayments.orderId, order.id));
    expect(payment).toMatchObject({ receiptNumber: order.transactionId, amountCents: 170_000, phone: '' });
    const texts = await app.db.select().from(smsMessages).where(eq(smsMessages.orderId, order.id));
    const messages = await app.db.select().from(contactMessages);
    const subscribers = await app.db.select().from(newsletterSubscribers);
    const mine = JSON.stringify([erased, payment, texts, messages, subscribers]);
    for (const personal of [who.name, who.email, who.phone, who.phone.slice(1), 'Ngong Road, Green House']) {
      if (personal === 'Ngong Road, Green House') {
        expect(JSON.stringify([erased, texts])).not.toContain(personal);
      } else expect(mine, personal).not.toContain(personal);
    }
    // Everybody else is as they were.
    expect(mine).toContain(other.who.email);
    const [kept] = await app.db.select().from(orders).where(eq(orders.id, other.order.id));
    expect(kept).toMatchObject({
      customerName: other.who.name,
      deliveryAddress: 'Ngong Road, Green House, flat 4',
    });
    // The mails once sent to the customer went with them.
    const mails = await app.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, 'mail'));
    expect(JSON.stringify(mails)).not.toContain(who.email);
  });

  it('erases by phone, and erasing again changes nothing more', async () => {
    const { who, order } = await customerWithEverything();
    const first = await owner.post('/api/admin/privacy/erase', { phone: `+254${who.phone.slice(1)}` });
    expect(first.status).toBe(200);
    expect(
      ((await first.json()) as { erased: { orders: number; messages: number; texts: number } }).erased,
    ).toMatchObject({
      orders: 1,
      messages: 1,
      texts: 2,
    });
    const [row] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ customerPhone: '', deliveryAddress: '', totalCents: 170_000 });
    const again = await owner.post('/api/admin/privacy/erase', { phone: who.phone });
    expect(await again.json()).toEqual({
      erased: {
        orders: 0,
        payments: 0,
        messages: 0,
        subscriptions: 0,
        texts: 0,
        resellerAccounts: 0,
        mails: 0,
        riders: 0,
      },
    });
    const [same] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(same).toEqual(row);
  });

  it('refuses (409) while money is unsettled, and changes nothing', async () => {
    const who = customer();
    const open = await paidOrderOf(who, 'awaiting_payment');
    const response = await owner.post('/api/admin/privacy/erase', { email: who.email });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toMatch(/not settled/);
    const [row] = await app.db.select().from(orders).where(eq(orders.id, open.id));
    expect(row).toMatchObject({ customerName: who.name, customerEmail: who.email });
  });

  it("closes a reseller's account: no sign-in, no name, no KRA PIN", async () => {
    const reseller = await registerReseller(app);
    await app.db.update(users).set({ kraPin: 'A123456789Z' }).where(eq(users.id, reseller.user.id));
    const response = await owner.post('/api/admin/privacy/erase', { email: reseller.form.email });
    expect(
      ((await response.json()) as { erased: { resellerAccounts: number } }).erased.resellerAccounts,
    ).toBe(1);
    const [row] = await app.db.select().from(users).where(eq(users.id, reseller.user.id));
    expect(row!.email).toBe(`erased-${reseller.user.id}@erased.invalid`);
    expect(row!.kraPin).toBe('');
    expect(row!.disabledAt).not.toBeNull();
    expect((await reseller.caller.get('/api/auth/sessions')).status).not.toBe(200);
  });

  it('answers 400 for bad input and stores nothing; staff 403', async () => {
    const { who } = await customerWithEverything();
    for (const body of [
      {},
      { email: 'nope' },
      { email: who.email, phone: who.phone },
      { email: who.email, x: 1 },
    ]) {
      expect((await owner.post('/api/admin/privacy/erase', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await staff.post('/api/admin/privacy/erase', { email: who.email })).status).toBe(403);
    const rows = await app.db.select().from(orders).where(eq(orders.customerEmail, who.email));
    expect(rows).toHaveLength(1);
  });

  it('is audited with the counts, never the e-mail or phone', async () => {
    const { who } = await customerWithEverything();
    await owner.post('/api/admin/privacy/erase', { email: who.email });
    const row = await lastAudit('customer_data.erased');
    expect(row.details).toMatchObject({ lookup: 'email', orders: 1, messages: 1, texts: 2 });
    expect(JSON.stringify(row)).not.toContain(who.email);
    const all = JSON.stringify(await app.db.select().from(auditEvents));
    expect(all).not.toContain(who.email);
    expect(all).not.toContain(who.phone.slice(1));
  });
});

describe('unsubscribing from marketing mail', () => {
  const tokenIn = (text: string) => /\/unsubscribe\?token=([\w.-]+)/.exec(text)?.[1];

  async function welcomeFor(email: string) {
    const mail = (await outbox(app)).find((m) => m.to === email);
    expect(mail, email).toBeDefined();
    return mail as typeof mail & { headers?: Record<string, string> };
  }

  it('the welcome mail carries a link and RFC 8058 headers; the link stops marketing mail', async () => {
    const email = `reader-${unique()}@example.com`;
    await subscribe(email);
    const mail = await welcomeFor(email);
    const token = tokenIn(mail.text)!;
    expect(token).toBeDefined();
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${app.config.publicUrl}/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // No address in the link.
    expect(token).not.toContain(email);

    const response = await anonymous().post('/api/unsubscribe', { token });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { message: string }).message).toMatch(/unsubscribed/);
    expect(
      await app.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)),
    ).toEqual([]);
    // A marketing mail to the address is not sent any more.
    const links = createUnsubscribeLinks(app.db, app.config.publicUrl);
    const queued = await enqueueMarketingMail(app.db, links, `test:${unique()}`, {
      to: email,
      subject: 'New whipped shea butter',
      text: 'Out now.',
    });
    expect(queued).toBe(false);
    const jobs = await app.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, 'mail'));
    expect(jobs.filter((job) => (job.payload as { to: string }).to === email)).toHaveLength(1);
    // The same link again answers the same.
    expect((await anonymous().post('/api/unsubscribe', { token })).status).toBe(200);
    const audit = await lastAudit('newsletter.unsubscribed');
    expect(JSON.stringify(audit)).not.toContain(email);
  });

  it('refuses a tampered token (400) and keeps the subscription', async () => {
    const email = `reader-${unique()}@example.com`;
    await subscribe(email);
    const token = tokenIn((await welcomeFor(email)).text)!;
    const [id, mac] = token.split('.') as [string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [`${id}.${flipped}`, 'nonsense', `${id}.`]) {
      const response = await anonymous().post('/api/unsubscribe', { token: bad });
      expect([400], bad).toContain(response.status);
    }
    expect((await anonymous().post('/api/unsubscribe', {})).status).toBe(400);
    const rows = await app.db
      .select()
      .from(newsletterSubscribers)
      .where(inArray(newsletterSubscribers.email, [email]));
    expect(rows).toHaveLength(1);
  });
});

describe("a customer's back-in-stock waits", () => {
  it('are in the export by e-mail and by phone, and erased with the customer', async () => {
    const who = customer();
    const product = await insertProduct(app.db, { stockQuantity: 0 });
    const response = await anonymous().post('/api/back-in-stock', {
      productId: product.id,
      email: who.email,
      phone: who.phone,
    });
    expect(response.status).toBe(202);

    const byPhone = (await (await exportOf(`phone=${who.phone}`)).json()) as {
      subscriptions: { backInStock: { productId: number; contact: string }[] };
    };
    expect(byPhone.subscriptions.backInStock).toEqual([
      expect.objectContaining({ productId: product.id, contact: `+254${who.phone.slice(1)}` }),
    ]);

    expect((await owner.post('/api/admin/privacy/erase', { email: who.email })).status).toBe(200);
    expect((await owner.post('/api/admin/privacy/erase', { phone: who.phone })).status).toBe(200);
    const left = await app.db
      .select()
      .from(backInStockRequests)
      .where(eq(backInStockRequests.productId, product.id));
    expect(left).toEqual([]);
  });
});

describe('a rider the shop keeps', () => {
  it('is in the export by phone, and erased to a former rider, switched off', async () => {
    const who = customer();
    const added = await owner.post('/api/admin/riders', {
      name: who.name,
      phone: `${who.phone.slice(0, 4)} ${who.phone.slice(4, 7)} ${who.phone.slice(7)}`,
    });
    expect(added.status).toBe(201);
    const { id } = (await added.json()) as { id: number };
    const other = await owner.post('/api/admin/riders', { name: 'Otieno Kamau', phone: customer().phone });
    const otherId = ((await other.json()) as { id: number }).id;

    const exported = (await (
      await exportOf(`phone=${encodeURIComponent(`+254${who.phone.slice(1)}`)}`)
    ).json()) as {
      riders: { name: string; phone: string; active: boolean }[];
    };
    expect(exported.riders).toEqual([
      expect.objectContaining({
        name: who.name,
        phone: expect.stringContaining(who.phone.slice(7)),
        active: true,
      }),
    ]);
    // An e-mail finds no rider: the shop keeps none of theirs.
    expect(((await (await exportOf(`email=${who.email}`)).json()) as { riders: unknown[] }).riders).toEqual(
      [],
    );

    const erased = await owner.post('/api/admin/privacy/erase', { phone: who.phone });
    expect(erased.status).toBe(200);
    expect(((await erased.json()) as { erased: { riders: number } }).erased.riders).toBe(1);
    const [row] = await app.db.select().from(riders).where(eq(riders.id, id));
    expect(row).toMatchObject({ id, name: 'Former rider', phone: '', active: false });
    expect(JSON.stringify(row)).not.toContain(who.name);
    const [kept] = await app.db.select().from(riders).where(eq(riders.id, otherId));
    expect(kept).toMatchObject({ name: 'Otieno Kamau', active: true });
    // Nothing of the rider's is left to find.
    const again = (await (await exportOf(`phone=${who.phone}`)).json()) as { riders: unknown[] };
    expect(again.riders).toEqual([]);
  });
});
