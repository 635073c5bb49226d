// The console's forms that take products out, called through their route loaders and actions as
// React Router calls them: "Remove the demo products" on the Products page, offered while any demo
// product is left, and Delete and Restore on a product's page. Each needs its box ticked.
import { eq } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/server/db/schema';
import { SEED_PRODUCTS } from '../../src/server/db/seed/products';
import { insertProduct } from '../../src/server/db/seed/product-factory';
import type { SessionUser } from '../../src/server/services/accounts';
import * as editPage from '../../src/web/routes/admin/product-edit';
import * as listPage from '../../src/web/routes/admin/products';
import { CONFIRM_DELETE, CONFIRM_DEMO_REMOVAL } from '../../src/web/routes/admin/product-removal.server';
import { NO_SECOND_STEP } from '../support/page-context';
import { startTestApp, type TestApp } from '../support/test-app';
import { customer, postOrder } from './orders-helpers';

let app: TestApp;
let admin: SessionUser;

beforeAll(async () => {
  app = await startTestApp();
  ({ user: admin } = await app.services.accounts.createOrPromoteAdmin({
    email: `removal-admin-${Date.now()}@example.com`,
    password: 'admin password long',
  }));
});
afterAll(() => app.close());

function context(): AppLoadContext {
  return {
    services: app.services,
    shop: app.config.shop,
    publicUrl: app.config.publicUrl,
    shopperId: 'test-shopper',
    user: admin,
    sessionToken: null,
    twoFactor: NO_SECOND_STEP,
    clientAddress: '127.0.0.1',
    device: { userAgent: 'page test', clientAddress: '127.0.0.1', deviceId: null },
    cspNonce: 'test-nonce',
    reportError: (error) => {
      throw error;
    },
  };
}

const url = (path: string) => `http://shop.test${path}`;

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** What an action answered or threw: a redirect's status and address, or a refusal's data. */
async function outcome(
  run: () => unknown,
): Promise<{ status: number; location?: string | null; data?: unknown }> {
  try {
    const result = (await run()) as unknown;
    if (result instanceof Response)
      return { status: result.status, location: result.headers.get('location') };
    const { data, init } = result as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, data };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('location') };
    throw thrown;
  }
}

const listAt = (path: string) =>
  listPage.loader({ request: new Request(url(path)), context: context(), params: {} } as never);
const listAction = (fields: Record<string, string>) =>
  outcome(() =>
    listPage.action({
      request: new Request(url('/admin/products'), { method: 'POST', body: formOf(fields) }),
      context: context(),
      params: {},
    } as never),
  );
const editAt = (id: number, search = '') =>
  editPage.loader({
    request: new Request(url(`/admin/products/${id}${search}`)),
    context: context(),
    params: { id: String(id) },
  } as never);
const editAction = (id: number, fields: Record<string, string>) =>
  outcome(() =>
    editPage.action({
      request: new Request(url(`/admin/products/${id}`), { method: 'POST', body: formOf(fields) }),
      context: context(),
      params: { id: String(id) },
    } as never),
  );

describe("a product's Delete and Restore", () => {
  it('refuses a delete without the box ticked, and keeps the product', async () => {
    const product = await insertProduct(app.db, { slug: 'page-delete-a', name: 'Page Delete A' });
    expect(await editAction(product.id, { intent: 'delete' })).toEqual({
      status: 400,
      data: { intent: 'delete', error: CONFIRM_DELETE },
    });
    expect(await app.db.select().from(products).where(eq(products.id, product.id))).toHaveLength(1);
  });

  it('deletes a product never ordered and says so on the list', async () => {
    const product = await insertProduct(app.db, { slug: 'page-delete-b', name: 'Page Delete B' });
    expect(await editAction(product.id, { intent: 'delete', confirm: 'yes' })).toEqual({
      status: 302,
      location: '/admin/products?done=deleted',
    });
    expect(await app.db.select().from(products).where(eq(products.id, product.id))).toEqual([]);
    expect((await listAt('/admin/products?done=deleted')).notice).toBe(
      'Product deleted, with its reviews and wishlist entries.',
    );
  });

  it('archives a product ordered; its page offers Restore, which brings it back hidden', async () => {
    const product = await insertProduct(app.db, { slug: 'page-delete-c', name: 'Page Delete C' });
    const placed = await postOrder(app, {
      ...customer,
      paymentMethod: 'pay_later',
      items: [{ id: product.id, quantity: 1 }],
    });
    expect(placed.status).toBe(201);
    expect(await editAction(product.id, { intent: 'delete', confirm: 'yes' })).toEqual({
      status: 302,
      location: '/admin/products?done=archived',
    });
    expect((await listAt('/admin/products?done=archived')).notice).toMatch(
      /^The product has orders, so it is archived/,
    );
    expect((await editAt(product.id)).product).toMatchObject({ archived: true, hidden: true });

    expect(await editAction(product.id, { intent: 'restore' })).toEqual({
      status: 302,
      location: `/admin/products/${product.id}?done=restored`,
    });
    const page = await editAt(product.id, '?done=restored');
    expect(page.product).toMatchObject({ archived: false, hidden: true });
    expect(page.done).toBe('Product restored. It stays hidden from the shop until you show it.');
  });
});

describe('Remove the demo products', () => {
  it('is offered while the demo catalogue is there, naming its products', async () => {
    const page = await listAt('/admin/products');
    expect([...page.demo].sort()).toEqual(SEED_PRODUCTS.map((p) => p.name).sort());
    expect(page.notice).toBeNull();
  });

  it('refuses without the box ticked, removing nothing', async () => {
    expect(await listAction({ intent: 'remove-demo' })).toEqual({
      status: 400,
      data: { intent: 'remove-demo', error: CONFIRM_DEMO_REMOVAL },
    });
    expect((await listAt('/admin/products')).demo).toHaveLength(SEED_PRODUCTS.length);
  });

  it('removes them once ticked, says how many went, and is offered no more', async () => {
    expect(await listAction({ intent: 'remove-demo', confirm: 'yes' })).toEqual({
      status: 302,
      location: `/admin/products?done=demo-removed&deleted=${SEED_PRODUCTS.length}&archived=0`,
    });
    const page = await listAt(`/admin/products?done=demo-removed&deleted=${SEED_PRODUCTS.length}&archived=0`);
    expect(page.notice).toBe(`The demo products are gone: ${SEED_PRODUCTS.length} deleted.`);
    expect(page.demo).toEqual([]);
  });

  it('says how many were archived for their orders', async () => {
    const page = await listAt('/admin/products?done=demo-removed&deleted=17&archived=2');
    expect(page.notice).toBe('The demo products are gone: 17 deleted. 2 had orders and are archived.');
  });
});
