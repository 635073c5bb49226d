// Pages that show one shopper's data to a signed-out visitor, served from the page build, say
// `Cache-Control: private, no-store`: the tracking page with an order found, the tax invoice with
// the order's proof, the wishlist by its cookie, the e-mail a reset or invitation link is for, and
// the rider's drop by its texted link.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayKeepAnswer } from '../../src/core/offline-pages';
import { orders, riders, taxInvoices } from '../../src/server/db/schema';
import { TRACK_LOOKUPS_PER_MINUTE } from '../../src/server/services/orders';
import { insertOrder } from '../api/mpesa-helpers';
import { customer, postOrder, productWithStock } from '../api/orders-helpers';
import { registerReseller } from '../support/accounts';
import { outbox } from '../support/outbox';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let order: Awaited<ReturnType<typeof insertOrder>>;

beforeAll(async () => {
  app = await startTestApp({
    env: { ETIMS_MODE: 'simulated', MAIL_RETRY_DELAY_MS: '10' },
    pages: 'production',
  });
  order = await insertOrder(app);
  await app.services.orders.markPaid(order.id, { transactionId: 'QPAGE00001', actor: 'mpesa' });
  await app.services.jobs.drain();
  const [invoice] = await app.db.select().from(taxInvoices).where(eq(taxInvoices.orderId, order.id));
  expect(invoice).toMatchObject({ state: 'issued' });
});
afterAll(async () => {
  await app?.services.jobs.drain();
  await app?.close();
});

const PRIVATE = 'private, no-store';

/** A page as a signed-out browser gets it. */
async function page(path: string, cookie?: string) {
  const response = await fetch(`${app.url}${path}`, {
    headers: cookie ? { cookie } : {},
    redirect: 'manual',
  });
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    retryAfter: response.headers.get('retry-after'),
    html: await response.text(),
  };
}

const tokenIn = (text: string, path: string) => new RegExp(`${path}\\?token=([\\w-]{43})`).exec(text)?.[1];

describe('pages with one shopper’s data, signed out', () => {
  it('/orders/{n}/invoice with the order’s e-mail, and without it', async () => {
    const shown = await page(
      `/orders/${order.orderNumber}/invoice?email=${encodeURIComponent(order.customerEmail)}`,
    );
    expect(shown.status).toBe(200);
    expect(shown.html).toContain(order.customerName);
    expect(shown.cacheControl).toBe(PRIVATE);
    const refused = await page(`/orders/${order.orderNumber}/invoice?email=someone%40example.com`);
    expect(refused.status).toBe(404);
    expect(refused.cacheControl).toBe(PRIVATE);
  });

  it('/wishlist by the shopper’s cookie', async () => {
    const product = await productWithStock(app, 3);
    const added = await fetch(`${app.url}/api/wishlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productId: product.id }),
    });
    expect(added.status).toBe(201);
    const cookie = added.headers.get('set-cookie')!.split(';')[0]!;
    const shown = await page('/wishlist', cookie);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain(`/product/${product.id}`);
    expect(shown.cacheControl).toBe(PRIVATE);
    // Without the cookie it names nobody: the service worker may keep it for offline use.
    const anyone = await page('/wishlist');
    expect(anyone.status).toBe(200);
    expect(anyone.html).not.toContain(`/product/${product.id}`);
    expect(mayKeepAnswer(anyone.status, anyone.cacheControl)).toBe(true);
  });

  it('/reset-password and /invite, which greet the link’s e-mail', async () => {
    const { form } = await registerReseller(app);
    await app.services.accounts.requestPasswordReset(form.email, '192.0.2.30');
    const mails = await outbox(app);
    const reset = tokenIn(mails.filter((m) => m.to === form.email).at(-1)!.text, '/reset-password')!;
    const resetPage = await page(`/reset-password?token=${reset}`);
    expect(resetPage.status).toBe(200);
    expect(resetPage.html).toContain(form.email);
    expect(resetPage.cacheControl).toBe(PRIVATE);

    const { user: inviter } = await app.services.accounts.createOrPromoteAdmin({
      email: 'private-pages-owner@example.com',
      password: 'owner password long',
    });
    const invitee = {
      email: 'zawadi.invited@example.com',
      firstName: 'Zawadi',
      lastName: 'Njoroge',
      role: 'staff' as const,
    };
    await app.services.accounts.invites.invite(inviter, invitee);
    const invite = tokenIn(
      (await outbox(app)).filter((m) => m.to === invitee.email).at(-1)!.text,
      '/invite',
    )!;
    const invitePage = await page(`/invite?token=${invite}`);
    expect(invitePage.status).toBe(200);
    expect(invitePage.html).toContain(invitee.email);
    expect(invitePage.cacheControl).toBe(PRIVATE);
  });

  it('/deliver/{token}, the rider’s drop, and a dead link’s 404', async () => {
    const placed = await postOrder(app, {
      ...customer,
      customerName: 'Akinyi Odhiambo',
      paymentMethod: 'pay_later',
      items: [{ id: 1, quantity: 1 }],
    });
    const { orderNumber, items } = (await placed.json()) as {
      orderNumber: string;
      items: { variantId: number }[];
    };
    await app.db.update(orders).set({ status: 'confirmed' }).where(eq(orders.orderNumber, orderNumber));
    const [rider] = await app.db
      .insert(riders)
      .values({ name: 'Otieno Ouma', phone: '0722000555' })
      .returning();
    const { user: owner } = await app.services.accounts.createOrPromoteAdmin({
      email: 'private-pages-dispatcher@example.com',
      password: 'owner password long',
    });
    const { riderLink } = await app.services.fulfilment.ship(
      orderNumber,
      { items: [{ variantId: items[0]!.variantId, quantity: 1 }], method: 'rider', riderId: rider!.id },
      owner.id,
    );
    const shown = await page(new URL(riderLink!).pathname);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('Akinyi');
    expect(shown.html).not.toContain('Odhiambo');
    expect(shown.html).toContain('<meta name="robots" content="noindex"/>');
    expect(shown.cacheControl).toBe(PRIVATE);
    const dead = await page(`/deliver/${'A'.repeat(43)}`);
    expect(dead.status).toBe(404);
    expect(dead.html).toContain('This delivery link does not work any more.');
    expect(dead.cacheControl).toBe(PRIVATE);
  });

  // Last: it uses up this address's tracking lookups.
  it('/track-order with an order found, and its 429 past the limit with Retry-After', async () => {
    const query = `orderNumber=${order.orderNumber}&email=${encodeURIComponent(order.customerEmail)}`;
    const found = await page(`/track-order?${query}`);
    expect(found.status).toBe(200);
    expect(found.html).toContain(order.customerName);
    expect(found.cacheControl).toBe(PRIVATE);
    let limited = found;
    for (let i = 0; i < TRACK_LOOKUPS_PER_MINUTE && limited.status !== 429; i++) {
      limited = await page(`/track-order?${query}`);
    }
    expect(limited.status).toBe(429);
    expect(limited.cacheControl).toBe(PRIVATE);
    expect(Number(limited.retryAfter)).toBeGreaterThanOrEqual(1);
  });
});
