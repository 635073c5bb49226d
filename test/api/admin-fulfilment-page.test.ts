// The console's To pack page as React Router calls it: the role is checked in the loader, the list
// shows the orders waiting to be packed with a labelled box and packing slips each, and a selection
// shows its pick list, or says which of its numbers cannot be packed.
import { eq } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/schema';
import { insertProduct } from '../../src/server/db/seed/product-factory';
import type { SessionUser } from '../../src/server/services/accounts';
import { catalogueChanged } from '../../src/server/services/catalogue';
import * as page from '../../src/web/routes/admin/fulfilment';
import { startTestApp, type TestApp } from '../support/test-app';
import { customer, postOrder } from './orders-helpers';
import { routeArgs, sessionPersonas, thrown, type Answer } from './route-helpers';

let app: TestApp;
let admin: SessionUser;
let reseller: SessionUser;
let first: string;
let second: string;
let unpaid: string;

const PATH = '/admin/fulfilment';
type PageData = Awaited<ReturnType<typeof page.loader>>;

async function place(items: unknown[]) {
  const response = await postOrder(app, { ...customer, paymentMethod: 'pay_later', items });
  return ((await response.json()) as { orderNumber: string }).orderNumber;
}

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  ({ admin, reseller } = await sessionPersonas(app));
  const butter = await insertProduct(app.db, {
    slug: 'whipped-shea-page-test',
    name: 'Whipped Shea Butter',
    variants: [
      { label: '100 ml', sku: 'WSB-100ML', priceCents: 600_00, stockQuantity: 50, position: 0 },
      { label: '250 ml', sku: 'WSB-250ML', priceCents: 1200_00, stockQuantity: 50, position: 1 },
    ],
  });
  catalogueChanged();
  const [small, large] = butter.variantIds;
  first = await place([{ id: butter.id, variantId: large, quantity: 2 }]);
  second = await place([
    { id: butter.id, variantId: large, quantity: 1 },
    { id: butter.id, variantId: small, quantity: 4 },
  ]);
  unpaid = await place([{ id: butter.id, variantId: small, quantity: 1 }]);
  for (const [orderNumber, minutesAgo] of [
    [first, 20],
    [second, 10],
  ] as const) {
    await app.db
      .update(orders)
      .set({ status: 'confirmed', createdAt: new Date(Date.now() - minutesAgo * 60_000) })
      .where(eq(orders.orderNumber, orderNumber));
  }
});
afterAll(() => app.close());

function render(loaderData: PageData, path = PATH): string {
  const Stub = createRoutesStub([
    { path: PATH, Component: () => createElement(page.default, { loaderData } as never) },
  ]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: [path] }));
}

describe('/admin/fulfilment', () => {
  it('sends the signed-out to /login and refuses a reseller (403)', async () => {
    const signedOut = (await thrown(() => page.loader(routeArgs(app, PATH, null)))) as Response;
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent(PATH)}`);
    const refused = (await thrown(() => page.loader(routeArgs(app, PATH, reseller)))) as Answer<string>;
    expect(refused.init?.status).toBe(403);
  });

  it('lists the confirmed orders oldest first, each with a labelled box and its packing slips', async () => {
    const data = await page.loader(routeArgs(app, PATH, admin));
    expect(data.paged.rows.map((row) => row.orderNumber)).toEqual([first, second]);
    expect(data.pickList).toBeNull();
    const html = render(data);
    expect(html).toContain('<h1');
    expect(html).toContain('To pack');
    expect(html).toContain(`aria-label="Select order ${first}"`);
    expect(html).toContain(`href="/api/admin/orders/${first}/packing-slip.pdf?size=a4"`);
    expect(html).toContain(`href="/api/admin/orders/${second}/packing-slip.pdf?size=receipt"`);
    expect(html).toContain('No orders selected.');
    expect(html).not.toContain(unpaid);
    expect(html).not.toContain('Packing slips (A4)');
  });

  it('shows the pick list of the ticked orders with the slips for them', async () => {
    const path = `${PATH}?orders=${first}&orders=${second}`;
    const data = await page.loader(routeArgs(app, path, admin));
    expect(data.pickList).toMatchObject({
      totalUnits: 7,
      lines: [
        { size: '100 ml', sku: 'WSB-100ML', units: 4 },
        { size: '250 ml', sku: 'WSB-250ML', units: 3 },
      ],
    });
    const html = render(data, path);
    expect(html).toContain('Pick list');
    expect(html).toContain(`2 orders: ${first}, ${second}`);
    expect(html).toContain('7 units');
    expect(html).toContain('Print pick list');
    expect(html).toContain('2 orders selected.');
    expect(html).toContain(
      `href="/api/admin/fulfilment/packing-slips.pdf?orders=${first},${second}&amp;size=a4"`,
    );
    expect(html).toContain('Packing slips (80 mm)');
    expect(html.match(/checked=""/g)).toHaveLength(2);
    // A ticked order on another page goes with the form, so the selection spans pages.
    const otherPage = render({ ...data, paged: { ...data.paged, rows: data.paged.rows.slice(1) } }, path);
    expect(otherPage).toContain(`<input type="hidden" name="orders" value="${first}"/>`);
    expect(otherPage).not.toContain(`<input type="hidden" name="orders" value="${second}"/>`);
  });

  it('names the orders it cannot make a pick list for, and keeps the list', async () => {
    const data = await page.loader(routeArgs(app, `${PATH}?orders=${first},${unpaid}`, admin));
    expect(data.pickList).toBeNull();
    expect(data.pickListProblem).toBe(`This order is not waiting to be packed: ${unpaid}.`);
    expect(data.paged.rows).toHaveLength(2);
    expect(render(data)).toContain('role="alert"');
  });
});
