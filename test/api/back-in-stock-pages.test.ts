// The pages around back in stock, as React Router calls their loaders and actions: the messages'
// unsubscribe page asks first and then takes the shopper off every list without signing in, and the
// console's Products and Today pages count the shoppers waiting for each product.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACK_IN_STOCK_LINK_REFUSED, PRODUCT_IN_STOCK } from '../../src/core/back-in-stock-messages';
import { backInStockRequests } from '../../src/server/db/schema';
import { insertProduct } from '../../src/server/db/seed/product-factory';
import type { SessionUser } from '../../src/server/services/accounts';
import * as unsubscribePage from '../../src/web/routes/back-in-stock-unsubscribe';
import * as productPage from '../../src/web/routes/product';
import * as productsPage from '../../src/web/routes/admin/products';
import * as todayPage from '../../src/web/routes/admin/today';
import { startTestApp, type TestApp } from '../support/test-app';
import { routeArgs, sessionPersonas, type Answer } from './route-helpers';

let app: TestApp;
let admin: SessionUser;

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  ({ admin } = await sessionPersonas(app));
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

const wait = (body: unknown) =>
  fetch(`${app.url}/api/back-in-stock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe("the product page's form without JavaScript", () => {
  /** The form posted to the product page, from one client address as the server would see it. */
  const post = (productId: number, form: Record<string, string>) => {
    const args = routeArgs(app, `/product/${productId}`, null, form, { id: String(productId) }) as {
      context: Record<string, unknown>;
    };
    args.context.clientAddress = '192.0.2.10';
    return productPage.action(args as never);
  };

  it('puts the shopper on the list, and answers a bad field or a product in stock in the page', async () => {
    const soldOut = await insertProduct(app.db, { stockQuantity: 0 });
    expect(await post(soldOut.id, { contact: ' 0755 444 333 ' })).toEqual({ notify: { done: true } });
    const rows = await app.db.select().from(backInStockRequests);
    expect(rows.filter((row) => row.productId === soldOut.id).map((row) => row.contact)).toEqual([
      '+254755444333',
    ]);

    const bad = (await post(soldOut.id, { contact: 'amina@' })) as unknown as Answer<{
      notify: { error: string };
    }>;
    expect(bad.init?.status).toBe(400);
    expect(bad.data.notify.error).toBe('Invalid email address');

    // A phone the shop cannot text is refused in the field, as the API refuses it.
    const abroad = (await post(soldOut.id, { contact: '+882 1234 567890' })) as unknown as Answer<{
      notify: { error: string };
    }>;
    expect(abroad.init?.status).toBe(400);
    expect(abroad.data.notify.error).toBe(
      'We can only send text messages to numbers starting +254. Please enter such a number, or your e-mail.',
    );
    expect(
      (await app.db.select().from(backInStockRequests)).filter((row) => row.productId === soldOut.id),
    ).toHaveLength(1);

    const inStock = await insertProduct(app.db, { stockQuantity: 4 });
    const refused = (await post(inStock.id, { contact: 'amina@example.com' })) as unknown as Answer<{
      notify: { formError: string };
    }>;
    expect(refused.init?.status).toBe(409);
    expect(refused.data.notify.formError).toBe(PRODUCT_IN_STOCK);
    expect((await app.db.select().from(backInStockRequests)).map((row) => row.productId)).not.toContain(
      inStock.id,
    );
    // The other tests here count every waiting shopper.
    await app.db.delete(backInStockRequests);
  });
});

describe('the unsubscribe page (/back-in-stock/unsubscribe)', () => {
  it('asks before acting, then takes the shopper off every list; a malformed link is refused', async () => {
    const first = await insertProduct(app.db, { stockQuantity: 0 });
    const second = await insertProduct(app.db, { stockQuantity: 0 });
    await wait({ productId: first.id, phone: '0744 222 333' });
    await wait({ productId: second.id, phone: '+254744222333' });
    const [row] = await app.db.select().from(backInStockRequests);
    const path = `/back-in-stock/unsubscribe?token=${row!.contactKey}`;

    const asked = unsubscribePage.loader(routeArgs(app, path, null));
    expect(asked).toEqual({ token: row!.contactKey, state: 'ask' });
    expect(await app.db.select().from(backInStockRequests)).toHaveLength(2);

    const done = await unsubscribePage.action(
      routeArgs(app, path, null, { token: row!.contactKey }) as never,
    );
    expect(done).toEqual({ done: true, error: null });
    expect(await app.db.select().from(backInStockRequests)).toEqual([]);

    expect(unsubscribePage.loader(routeArgs(app, '/back-in-stock/unsubscribe?token=x', null))).toEqual({
      token: 'x',
      state: 'refused',
    });
    const refused = (await unsubscribePage.action(
      routeArgs(app, path, null, { token: 'x' }) as never,
    )) as unknown as Answer<{ error: string }>;
    expect(refused.init?.status).toBe(400);
    expect(refused.data.error).toBe(BACK_IN_STOCK_LINK_REFUSED);
  });
});

describe("the console's counts of waiting shoppers", () => {
  it('shows them on the Products list and, most awaited first, on Today', async () => {
    const few = await insertProduct(app.db, { stockQuantity: 0, name: 'Few Waiting Butter' });
    const many = await insertProduct(app.db, { stockQuantity: 0, name: 'Many Waiting Butter' });
    await wait({ productId: few.id, email: 'lulu@example.com' });
    for (const email of ['mumbi@example.com', 'njeri@example.com', 'otieno@example.com']) {
      await wait({ productId: many.id, email });
    }

    const list = await productsPage.loader(routeArgs(app, '/admin/products?q=Waiting', admin));
    expect(list.paged.rows.map((product) => [product.name, product.waiting])).toEqual([
      ['Few Waiting Butter', 1],
      ['Many Waiting Butter', 3],
    ]);

    const today = await todayPage.loader(routeArgs(app, '/admin', admin));
    expect(today.overview.mostAwaited).toEqual([
      { id: many.id, name: 'Many Waiting Butter', waiting: 3 },
      { id: few.id, name: 'Few Waiting Butter', waiting: 1 },
    ]);
  });
});
