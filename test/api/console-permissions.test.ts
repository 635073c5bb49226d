// The console's permission table (core/console-permissions.ts) as every caller meets it: each
// /api/admin endpoint the app registers and each console page, walked as the signed-out, a
// reseller, a member of staff and an owner. Staff are refused exactly the owners' parts.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type ConsolePermission } from '../../src/core/console-permissions';
import { users } from '../../src/server/db/schema';
import type { SessionUser } from '../../src/server/services/accounts';
import routes from '../../src/web/routes';
import { registeredRoutes } from '../fuzz/route-list';
import { personas, registerReseller, signIn, type Caller } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { sessionPersonas } from './route-helpers';
import { NO_SECOND_STEP } from '../support/page-context';

let app: TestApp & { server: FastifyInstance };
let as: { anonymous: Caller; reseller: Caller; staff: Caller; owner: Caller };
let staffUser: SessionUser;
let owner: SessionUser;
let reseller: SessionUser;

beforeAll(async () => {
  app = (await startTestApp()) as typeof app;
  const people = await personas(app);
  const member = await registerReseller(app, { password: 'staff password long' });
  await app.db
    .update(users)
    .set({ role: 'admin', consoleRole: 'staff', isApproved: true })
    .where(eq(users.id, member.user.id));
  as = {
    anonymous: people.anonymous,
    reseller: people.approved,
    staff: await signIn(app, member.form.email, 'staff password long'),
    owner: people.admin,
  };
  staffUser = (await app.services.accounts.findUserByEmail(member.form.email))!;
  ({ admin: owner, reseller } = await sessionPersonas(app));
});
afterAll(() => app.close());

/** What each console endpoint needs. A new endpoint fails the walk until it is listed here. */
const API: Record<string, ConsolePermission> = {
  'GET /api/admin/orders': 'orders',
  'GET /api/admin/orders/export.csv': 'personalData',
  'GET /api/admin/orders/:orderNumber': 'orders',
  'POST /api/admin/orders/:orderNumber/status': 'orders',
  'POST /api/admin/orders/bulk-status': 'orders',
  'POST /api/admin/orders/:orderNumber/notes': 'orders',
  'POST /api/admin/orders/:orderNumber/check-payment': 'orders',
  'GET /api/admin/wholesale-orders': 'orders',
  'GET /api/admin/tax-invoices': 'orders',
  'POST /api/admin/tax-invoices/:id/retry': 'orders',
  'POST /api/admin/wholesale-orders/:orderNumber/status': 'orders',
  'GET /api/admin/products': 'products',
  'POST /api/admin/products': 'products',
  'GET /api/admin/products/:id': 'products',
  'PATCH /api/admin/products/:id': 'products',
  'POST /api/admin/products/:id/images': 'products',
  'DELETE /api/admin/products/:id/images/:index': 'products',
  'POST /api/admin/products/:id/images/:index/move': 'products',
  'GET /api/admin/discounts': 'discounts',
  'POST /api/admin/discounts': 'discounts',
  'PATCH /api/admin/discounts/:id': 'discounts',
  'GET /api/admin/insights': 'insights',
  'GET /api/admin/reviews': 'reviews',
  'POST /api/admin/reviews/:id/approve': 'reviews',
  'POST /api/admin/reviews/:id/reject': 'reviews',
  'GET /api/admin/messages': 'messages',
  'POST /api/admin/messages/:id/handled': 'messages',
  'POST /api/admin/messages/:id/reopen': 'messages',
  'GET /api/admin/orders/:orderNumber/refunds': 'money',
  'POST /api/admin/orders/:orderNumber/refunds': 'money',
  'GET /api/admin/refunds/needed': 'money',
  'GET /api/admin/payments/c2b/unmatched': 'money',
  'POST /api/admin/payments/c2b/:id/assign': 'money',
  'GET /api/admin/resellers': 'resellers',
  'POST /api/admin/resellers/:id/approve': 'resellers',
  'POST /api/admin/resellers/:id/reject': 'resellers',
  'GET /api/admin/resellers/:id/orders': 'resellers',
  'GET /api/admin/admins': 'team',
  'POST /api/admin/admins/invite': 'team',
  'POST /api/admin/admins/:id/sign-out': 'team',
  'POST /api/admin/admins/:id/reset-two-factor': 'team',
  'PUT /api/admin/two-factor-policy': 'team',
  'POST /api/admin/admins/:id/disable': 'team',
  'POST /api/admin/admins/:id/enable': 'team',
  'PATCH /api/admin/admins/:id': 'team',
  'GET /api/admin/settings': 'settings',
  'PATCH /api/admin/settings': 'settings',
  'GET /api/admin/settings/:group/versions': 'settings',
  'POST /api/admin/settings/:group/versions/:version/restore': 'settings',
  'POST /api/admin/content/preview': 'content',
  'GET /api/admin/content/:page': 'content',
  'PUT /api/admin/content/:page': 'content',
  'GET /api/admin/content/:page/versions': 'content',
  'POST /api/admin/content/:page/versions/:version/restore': 'content',
  'GET /api/admin/activity': 'personalData',
  'GET /api/admin/activity/export.csv': 'personalData',
  'GET /api/admin/subscribers': 'personalData',
  'GET /api/admin/subscribers.csv': 'personalData',
  'GET /api/admin/reseller-waitlist': 'personalData',
  'GET /api/admin/reseller-waitlist.csv': 'personalData',
  'GET /api/admin/privacy/export': 'personalData',
  'POST /api/admin/privacy/erase': 'personalData',
};

/** A URL to call for a route: parameters filled with values that name nothing in particular. */
const PARAMS: Record<string, string> = {
  orderNumber: 'HM-20260101-0000',
  id: '999999',
  index: '0',
  group: 'wholesale',
  page: 'faq',
  version: '999',
};
const fill = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? '1');

describe('every /api/admin endpoint', () => {
  it('is in the table, and the table names no endpoint the app lacks', () => {
    const registered = registeredRoutes(app.server)
      .filter((route) => route.url.startsWith('/api/admin/'))
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(registered).toEqual(Object.keys(API).sort());
  });

  it('answers each caller as the table says', async () => {
    const seen: string[] = [];
    for (const [route, permission] of Object.entries(API)) {
      const [method, url] = route.split(' ') as [string, string];
      const call = (caller: Caller) =>
        method === 'GET' ? caller.get(fill(url)) : caller.send(method, fill(url), {});
      const statuses = {
        anonymous: (await call(as.anonymous)).status,
        reseller: (await call(as.reseller)).status,
        staff: (await call(as.staff)).status,
      };
      const refusedStaff = !can('staff', permission);
      expect(statuses.anonymous, route).toBe(401);
      expect(statuses.reseller, route).toBe(403);
      if (refusedStaff) expect(statuses.staff, route).toBe(403);
      else expect([401, 403], route).not.toContain(statuses.staff);
      // The owner gets past the door: a made-up id may be a 404, a bare body a 400.
      const ownerStatus = (await call(as.owner)).status;
      expect([401, 403], route).not.toContain(ownerStatus);
      seen.push(`${route} staff ${statuses.staff} owner ${ownerStatus}`);
    }
    expect(seen).toHaveLength(Object.keys(API).length);
  });

  it('tells staff why in the shop’s words', async () => {
    const refused = await as.staff.send('PATCH', '/api/admin/settings', {
      wholesale: { discountPercent: 50 },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      message: 'Only the shop’s owners can do this. Ask an owner.',
    });
    expect((await app.services.settings.read()).wholesale.discountPercent).toBe(30);
    const content = await as.staff.send('PUT', '/api/admin/content/returns', { markdown: 'No returns.' });
    expect(content.status).toBe(403);
    expect(await app.services.content.versions('returns')).toEqual([]);
  });
});

/** What each console page needs, by its route file; every console route must be listed. */
const PAGES: Record<string, { permission: ConsolePermission; path: string }> = {
  'routes/admin/today.tsx': { permission: 'console', path: '/admin' },
  'routes/admin/orders.tsx': { permission: 'orders', path: '/admin/orders' },
  'routes/admin/order.tsx': { permission: 'orders', path: '/admin/orders/HM-20260101-0000' },
  'routes/admin/refunds.tsx': { permission: 'money', path: '/admin/refunds' },
  'routes/admin/tax-invoices.tsx': { permission: 'orders', path: '/admin/tax-invoices' },
  'routes/admin/discounts.tsx': { permission: 'discounts', path: '/admin/discounts' },
  'routes/admin/insights.tsx': { permission: 'insights', path: '/admin/insights' },
  'routes/admin/activity.tsx': { permission: 'personalData', path: '/admin/activity' },
  'routes/admin/team.tsx': { permission: 'team', path: '/admin/team' },
  'routes/admin/products.tsx': { permission: 'products', path: '/admin/products' },
  'routes/admin/product-new.tsx': { permission: 'products', path: '/admin/products/new' },
  'routes/admin/product-edit.tsx': { permission: 'products', path: '/admin/products/1' },
  'routes/admin/resellers.tsx': { permission: 'resellers', path: '/admin/resellers' },
  'routes/admin/reseller.tsx': { permission: 'resellers', path: '/admin/resellers/1' },
  'routes/admin/reviews.tsx': { permission: 'reviews', path: '/admin/reviews' },
  'routes/admin/messages.tsx': { permission: 'messages', path: '/admin/messages' },
  'routes/admin/payments.tsx': { permission: 'money', path: '/admin/payments' },
  'routes/admin/subscribers.tsx': { permission: 'personalData', path: '/admin/subscribers' },
  'routes/admin/settings.tsx': { permission: 'settings', path: '/admin/settings' },
  'routes/admin/content.tsx': { permission: 'content', path: '/admin/content' },
  'routes/admin/content-page.tsx': { permission: 'content', path: '/admin/content/faq' },
  'routes/admin/privacy.tsx': { permission: 'personalData', path: '/admin/privacy' },
};

interface RouteEntry {
  file: string;
  children?: RouteEntry[];
}
const consoleFiles = (entries: RouteEntry[]): string[] =>
  entries.flatMap((entry) => [
    ...(entry.file.startsWith('routes/admin/') && entry.file !== 'routes/admin/layout.tsx'
      ? [entry.file]
      : []),
    ...consoleFiles(entry.children ?? []),
  ]);

type Module = { loader: (args: never) => Promise<unknown> | unknown };
const modules = import.meta.glob<Module>('../../src/web/routes/admin/*.tsx');

/** How a loader ended for `user`: 'ok', a refusal's status, or a redirect. */
async function loadAs(file: string, user: SessionUser | null): Promise<number | 'ok'> {
  const { path } = PAGES[file]!;
  const module = await modules[`../../src/web/${file}`]!();
  const params = Object.fromEntries(
    [...path.matchAll(/\/(HM-[\d-]+|\d+|faq)$/g)].map((m) => [
      file.endsWith('order.tsx') ? 'orderNumber' : file.endsWith('content-page.tsx') ? 'page' : 'id',
      m[1]!,
    ]),
  );
  const args = {
    request: new Request(`http://shop.test${path}`),
    context: { services: app.services, user, twoFactor: NO_SECOND_STEP } as AppLoadContext,
    params,
  } as never;
  try {
    await module.loader(args);
    return 'ok';
  } catch (error) {
    if (error instanceof Response) return error.status;
    const init = (error as { init?: { status?: number } }).init;
    if (init?.status) return init.status;
    throw error;
  }
}

describe('every console page', () => {
  it('is in the table', () => {
    expect(consoleFiles(routes as RouteEntry[]).sort()).toEqual(Object.keys(PAGES).sort());
  });

  it('lets each caller in as the table says', async () => {
    for (const [file, { permission }] of Object.entries(PAGES)) {
      expect(await loadAs(file, null), file).toBe(302);
      expect(await loadAs(file, reseller), file).toBe(403);
      const staff = await loadAs(file, staffUser);
      if (can('staff', permission)) expect([302, 403], file).not.toContain(staff);
      else expect(staff, file).toBe(403);
      expect([302, 403], file).not.toContain(await loadAs(file, owner));
    }
  });
});
