// The rider's drop page (/deliver/{token}) as React Router calls it: the link texted to the rider
// shows that one drop and nothing of a dead link (404); its plain forms take the customer's code
// (a wrong one counted and said beside the field) or why the parcel could not be handed over.
import { and, asc, eq } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riders, shipments, smsMessages } from '../../src/server/db/schema';
import { LINK_NOT_FOUND } from '../../src/server/services/fulfilment';
import * as page from '../../src/web/routes/deliver';
import { personas, type Caller } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { customer, postOrder } from './orders-helpers';
import { routeArgs, type Answer } from './route-helpers';
import { orderIdOf } from './sms-helpers';

let app: TestApp;
let admin: Caller;
let riderId: number;
const RIDER_PHONE = '0722000444';

beforeAll(async () => {
  app = await startTestApp();
  admin = (await personas(app)).admin;
  const [rider] = await app.db.insert(riders).values({ name: 'Otieno Ouma', phone: RIDER_PHONE }).returning();
  riderId = rider!.id;
});
afterAll(() => app.close());

type PageData = Awaited<ReturnType<typeof page.loader>>;
type Refused = Answer<{ intent: string; message: string; note?: string }>;

/** A confirmed Pay Later order of two of the first seed product, in one parcel with the rider. */
async function parcel({ out = true } = {}) {
  const response = await postOrder(app, {
    ...customer,
    paymentMethod: 'pay_later',
    items: [{ id: 1, quantity: 2 }],
  });
  expect(response.status).toBe(201);
  const { orderNumber, items } = (await response.json()) as {
    orderNumber: string;
    items: { variantId: number }[];
  };
  expect((await admin.post(`/api/admin/orders/${orderNumber}/status`, { status: 'confirmed' })).status).toBe(
    200,
  );
  const shipped = await admin.post(`/api/admin/orders/${orderNumber}/shipments`, {
    items: [{ variantId: items[0]!.variantId, quantity: 2 }],
    method: 'rider',
    riderId,
  });
  expect(shipped.status).toBe(201);
  const { id, riderLink } = (await shipped.json()) as { id: number; riderLink: string };
  if (out) expect((await admin.post(`/api/admin/shipments/${id}/out-for-delivery`)).status).toBe(200);
  return { orderNumber, id, token: riderLink.split('/deliver/')[1]! };
}

/** The last four-digit code texted to the customer about the order. */
async function codeTexted(orderNumber: string): Promise<string> {
  const rows = await app.db
    .select()
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.orderId, await orderIdOf(app, orderNumber)),
        eq(smsMessages.to, customer.customerPhone),
      ),
    )
    .orderBy(asc(smsMessages.id));
  const code = rows
    .reverse()
    .map((row) => /code[^0-9]*(\d{4})/i.exec(row.message)?.[1])
    .find(Boolean);
  expect(code).toBeDefined();
  return code!;
}

const pathOf = (token: string) => `/deliver/${token}`;
const load = async (token: string) =>
  (await page.loader(
    routeArgs(app, pathOf(token), null, undefined, { token }),
  )) as unknown as Answer<PageData>;
const post = async (token: string, form: Record<string, string>) =>
  page.action(routeArgs(app, pathOf(token), null, form, { token })) as Promise<unknown>;

/** The page as the server renders it, after a refused form when `actionData` is given. */
async function render(token: string, actionData?: unknown): Promise<string> {
  const { data } = await load(token);
  const Stub = createRoutesStub([
    {
      path: '/deliver/:token',
      Component: () => createElement(page.default, { loaderData: data, actionData } as never),
    },
  ]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: [pathOf(token)] }));
}

/** The page's text, tags dropped and spaces folded, for reading it as the rider does. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

async function attemptsOf(id: number) {
  const [row] = await app.db.select().from(shipments).where(eq(shipments.id, id));
  return row!.codeAttempts;
}

describe('/deliver/{token}', () => {
  it('shows the drop and nothing else: order, first name, a call link, area, address, items, status', async () => {
    const { orderNumber, token } = await parcel();
    const answer = await load(token);
    expect(answer.init?.status).toBe(200);
    const html = await render(token);
    const shown = text(html);
    expect(shown).toContain(`Order ${orderNumber}`);
    expect(shown).toContain('Out for delivery');
    expect(shown).toContain('Call Wanjiku');
    expect(shown).not.toContain('Kamau');
    expect(shown).not.toContain(customer.customerEmail);
    expect(html).toContain(`href="tel:${customer.customerPhone}"`);
    expect(shown).toContain(customer.deliveryArea);
    expect(shown).toContain(customer.deliveryAddress);
    expect(shown).toMatch(/× 2/);
    // The code field: labelled, numeric, the phone's one-time-code fill.
    expect(html).toMatch(/<label for="delivery-code"[^>]*>The customer’s 4-digit code<\/label>/);
    const field = /<input id="delivery-code"[^>]*>/.exec(html)?.[0] ?? '';
    expect(field).toContain('name="code"');
    expect(field).toMatch(/inputMode="numeric"/i);
    expect(field).toMatch(/autoComplete="one-time-code"/i);
    expect(shown).toContain('Mark delivered');
    // Every reason has its labelled radio; the note is labelled too.
    expect(html.match(/<input type="radio"[^>]*name="reason"/g)).toHaveLength(4);
    expect(shown).toContain('Customer not home');
    expect(html).toMatch(/<label for="not-delivered-note"/);
    // No way into the shop's console or accounts.
    expect(html).not.toMatch(/href="\/(admin|account|login|reseller)/);
  });

  it('is kept by no cache and by no search engine', async () => {
    const { token } = await parcel({ out: false });
    const answer = await load(token);
    const headers = new Headers((answer.init as ResponseInit | null)?.headers);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(headers.get('x-robots-tag')).toBe('noindex');
    const sent = page.headers({ loaderHeaders: headers } as never) as Headers;
    expect(sent.get('cache-control')).toContain('no-store');
    const meta = page.meta({ matches: [], loaderData: answer.data } as never);
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('says a packed drop is not out yet, with no code form', async () => {
    const { token } = await parcel({ out: false });
    const shown = text(await render(token));
    expect(shown).toContain('Not out yet');
    expect(shown).toContain('The shop sends the customer’s code when you set out.');
    expect(shown).not.toContain('Mark delivered');
    expect(shown).toContain('I am setting out');
  });

  it('answers 404 with the service’s words for an unknown, malformed or dead link', async () => {
    for (const token of ['A'.repeat(43), 'not-a-token']) {
      const answer = await load(token);
      expect(answer.init?.status).toBe(404);
      expect(answer.data).toEqual({ kind: 'gone', message: LINK_NOT_FOUND });
      const shown = text(await render(token));
      expect(shown).toContain(
        'This delivery link does not work any more. Ask the shop to send you a new one.',
      );
      expect(shown).not.toContain('Order ');
    }
    const refused = (await post('A'.repeat(43), { intent: 'delivered', code: '1234' })) as Refused;
    expect(refused.init?.status).toBe(404);
    expect(refused.data.message).toBe(LINK_NOT_FOUND);
  });

  it('takes the customer’s code from the form, then says delivered with the time', async () => {
    const { orderNumber, token } = await parcel();
    const answer = (await post(token, {
      intent: 'delivered',
      code: await codeTexted(orderNumber),
    })) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(pathOf(token));
    const shown = text(await render(token));
    expect(shown).toContain('Delivered');
    expect(shown).toMatch(/Handed over on \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} (am|pm) \(Nairobi time\)/);
    expect(shown).not.toContain('Mark delivered');
    expect(shown).not.toContain('Could not deliver');
    // A second post of the same form changes nothing: the drop is already delivered.
    const again = (await post(token, { intent: 'delivered', code: '0000' })) as Refused;
    expect(again.init?.status).toBe(409);
  });

  it('says a wrong code beside the field and counts it; five lock the code', async () => {
    const { orderNumber, id, token } = await parcel();
    const right = await codeTexted(orderNumber);
    const wrong = right === '0000' ? '1111' : '0000';
    const refused = (await post(token, { intent: 'delivered', code: wrong })) as Refused;
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toEqual({ intent: 'delivered', message: 'That code is not right: 4 tries left' });
    expect(await attemptsOf(id)).toBe(1);
    const html = await render(token, refused.data);
    expect(html).toMatch(/aria-describedby="delivery-code-hint delivery-code-error"/);
    expect(html).toMatch(
      /<p id="delivery-code-error" role="alert"[^>]*>That code is not right: 4 tries left<\/p>/,
    );
    expect(html).toMatch(/aria-invalid="true"/);

    // Not four digits: refused by the form's own rule, and not counted.
    const garbled = (await post(token, { intent: 'delivered', code: '12a' })) as Refused;
    expect(garbled.init?.status).toBe(400);
    expect(garbled.data.message).toBe('Enter the 4-digit code');
    expect(await attemptsOf(id)).toBe(1);

    for (let i = 0; i < 4; i++) await post(token, { intent: 'delivered', code: wrong });
    expect(await attemptsOf(id)).toBe(5);
    const locked = (await post(token, { intent: 'delivered', code: right })) as Refused;
    expect(locked.init?.status).toBe(429);
    const shown = text(await render(token, locked.data));
    expect(shown).toContain('Five wrong codes were tried');
    expect(shown).toContain('Call the shop for a new link.');
    expect(shown).not.toContain('Mark delivered');
  });

  it('takes why the parcel could not be handed over, and says the shop was told', async () => {
    const { id, token } = await parcel();
    const missing = (await post(token, {
      intent: 'not-delivered',
      reason: '',
      note: 'Gate locked',
    })) as Refused;
    expect(missing.init?.status).toBe(400);
    expect(missing.data).toMatchObject({ intent: 'not-delivered', note: 'Gate locked' });
    const kept = await render(token, missing.data);
    expect(kept).toMatch(/<details open=""/);
    expect(kept).toContain('Gate locked</textarea>');

    const answer = (await post(token, {
      intent: 'not-delivered',
      reason: 'not_home',
      note: 'Gate locked, no answer on the phone',
    })) as Response;
    expect(answer.status).toBe(303);
    const [row] = await app.db.select().from(shipments).where(eq(shipments.id, id));
    expect(row).toMatchObject({ status: 'not_delivered', notDeliveredReason: 'not_home' });
    const shown = text(await render(token));
    expect(shown).toContain('Not delivered');
    expect(shown).toContain('Customer not home.');
    expect(shown).toContain('The shop was told');
    expect(shown).not.toContain('Mark delivered');
  });

  it('refuses a form with neither button’s intent, storing nothing', async () => {
    const { id, token } = await parcel();
    const refused = (await post(token, { code: '1234' })) as Refused;
    expect(refused.init?.status).toBe(400);
    expect(await attemptsOf(id)).toBe(0);
  });
});
