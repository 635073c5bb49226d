// The console's permission table (core/console-permissions.ts) as every caller meets it: each
// /api/admin endpoint the app registers and each console page and form, walked as the signed-out, a
// reseller, a member of staff and an owner. Staff are refused exactly the owners' parts; an owner
// with two-step sign-in whose last code is 11 minutes old is asked for a fresh one exactly on the
// actions the table marks for step-up.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_ACTIONS, can, needsStepUp, type ConsoleAction } from '../../src/core/console-permissions';
import { users } from '../../src/server/db/schema';
import type { SessionUser } from '../../src/server/services/accounts';
import routes from '../../src/web/routes';
import { registeredRoutes } from '../fuzz/route-list';
import { personas, registerReseller, signIn, type Caller } from '../support/accounts';
import { ageSecondFactor, enrolTwoFactor } from '../support/two-factor';
import { startTestApp, type TestApp } from '../support/test-app';
import { sessionPersonas } from './route-helpers';
import { NO_SECOND_STEP } from '../support/page-context';

let app: TestApp & { server: FastifyInstance };
let as: { anonymous: Caller; reseller: Caller; staff: Caller; owner: Caller; staleOwner: Caller };
let staffUser: SessionUser;
let owner: SessionUser;
let reseller: SessionUser;
/** An owner with two-step sign-in on, as a session whose last code is 11 minutes old sees them. */
let staleOwner: SessionUser;
const STALE = new Date(Date.now() - 11 * 60_000);

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
    staleOwner: await twoStepOwner(),
  };
  staffUser = (await app.services.accounts.findUserByEmail(member.form.email))!;
  ({ admin: owner, reseller } = await sessionPersonas(app));
  staleOwner = { ...owner, twoFactorEnabled: true };
});

async function twoStepOwner(): Promise<Caller> {
  const email = `two-step-owner-${Date.now()}@example.com`;
  const { user } = await app.services.accounts.createOrPromoteAdmin({
    email,
    password: 'owner password long',
  });
  const caller = await signIn(app, email, 'owner password long');
  await enrolTwoFactor(caller, 'owner password long');
  await ageSecondFactor(app, user.id, 11);
  return caller;
}
afterAll(() => app.close());

/** The console action of each endpoint. A new endpoint fails the walk until it is listed here. */
const API: Record<string, ConsoleAction> = {
  'GET /api/admin/orders': 'orders.view',
  'GET /api/admin/orders/export.csv': 'personalData.export',
  'GET /api/admin/orders/:orderNumber': 'orders.view',
  'POST /api/admin/orders/:orderNumber/status': 'orders.handle',
  'POST /api/admin/orders/bulk-status': 'orders.handle',
  'POST /api/admin/orders/:orderNumber/notes': 'orders.handle',
  'POST /api/admin/orders/:orderNumber/check-payment': 'orders.handle',
  'GET /api/admin/orders/:orderNumber/packing-slip.pdf': 'orders.view',
  'GET /api/admin/fulfilment/packing-slips.pdf': 'orders.view',
  'GET /api/admin/wholesale-orders': 'orders.view',
  'GET /api/admin/fulfilment': 'fulfilment.view',
  'GET /api/admin/fulfilment/pick-list': 'fulfilment.view',
  'GET /api/admin/orders/:orderNumber/shipments': 'fulfilment.view',
  'POST /api/admin/orders/:orderNumber/shipments': 'fulfilment.ship',
  'POST /api/admin/shipments/:id/out-for-delivery': 'fulfilment.ship',
  'POST /api/admin/shipments/:id/ready-for-pickup': 'fulfilment.ship',
  'POST /api/admin/shipments/:id/collected': 'fulfilment.ship',
  'POST /api/admin/shipments/:id/delivered': 'fulfilment.ship',
  'POST /api/admin/shipments/:id/returned': 'fulfilment.ship',
  'PATCH /api/admin/shipments/:id': 'fulfilment.ship',
  'GET /api/admin/tax-invoices': 'orders.view',
  'POST /api/admin/tax-invoices/:id/retry': 'taxInvoices.retry',
  'POST /api/admin/wholesale-orders/:orderNumber/status': 'orders.handle',
  'GET /api/admin/products': 'products.view',
  'POST /api/admin/products': 'products.edit',
  'GET /api/admin/products/:id': 'products.view',
  'PATCH /api/admin/products/:id': 'products.edit',
  'DELETE /api/admin/products/:id': 'products.remove',
  'POST /api/admin/products/:id/restore': 'products.edit',
  'POST /api/admin/products/remove-demo': 'products.remove',
  'POST /api/admin/products/:id/images': 'products.edit',
  'DELETE /api/admin/products/:id/images/:index': 'products.edit',
  'POST /api/admin/products/:id/images/:index/move': 'products.edit',
  'GET /api/admin/discounts': 'discounts.view',
  'POST /api/admin/discounts': 'discounts.change',
  'PATCH /api/admin/discounts/:id': 'discounts.change',
  'GET /api/admin/insights': 'insights.view',
  'GET /api/admin/reviews': 'reviews.view',
  'POST /api/admin/reviews/:id/approve': 'reviews.moderate',
  'POST /api/admin/reviews/:id/reject': 'reviews.moderate',
  'GET /api/admin/messages': 'messages.view',
  'POST /api/admin/messages/:id/handled': 'messages.handle',
  'POST /api/admin/messages/:id/reopen': 'messages.handle',
  'GET /api/admin/orders/:orderNumber/refunds': 'money.view',
  'POST /api/admin/orders/:orderNumber/refunds': 'refunds.issue',
  'GET /api/admin/refunds/needed': 'money.view',
  'GET /api/admin/payments/c2b/unmatched': 'money.view',
  'POST /api/admin/payments/c2b/:id/assign': 'paybill.assign',
  'GET /api/admin/resellers': 'resellers.view',
  'POST /api/admin/resellers/:id/approve': 'resellers.decide',
  'POST /api/admin/resellers/:id/reject': 'resellers.decide',
  'GET /api/admin/resellers/:id/orders': 'resellers.view',
  'GET /api/admin/admins': 'team.view',
  'POST /api/admin/admins/invite': 'team.change',
  'POST /api/admin/admins/:id/sign-out': 'team.change',
  'POST /api/admin/admins/:id/reset-two-factor': 'team.change',
  'PUT /api/admin/two-factor-policy': 'team.change',
  'POST /api/admin/admins/:id/disable': 'team.change',
  'POST /api/admin/admins/:id/enable': 'team.change',
  'PATCH /api/admin/admins/:id': 'team.change',
  'GET /api/admin/settings': 'settings.view',
  'PATCH /api/admin/settings': 'settings.change',
  'GET /api/admin/settings/:group/versions': 'settings.view',
  'POST /api/admin/settings/:group/versions/:version/restore': 'settings.change',
  'POST /api/admin/settings/logo': 'settings.change',
  'GET /api/admin/pickup-points': 'pickupPoints.view',
  'POST /api/admin/pickup-points': 'pickupPoints.change',
  'PATCH /api/admin/pickup-points/:id': 'pickupPoints.change',
  'GET /api/admin/riders': 'riders.view',
  'POST /api/admin/riders': 'riders.change',
  'PATCH /api/admin/riders/:id': 'riders.change',
  'POST /api/admin/content/preview': 'content.view',
  'GET /api/admin/content/:page': 'content.view',
  'PUT /api/admin/content/:page': 'content.change',
  'GET /api/admin/content/:page/versions': 'content.view',
  'POST /api/admin/content/:page/versions/:version/restore': 'content.change',
  'GET /api/admin/activity': 'personalData.view',
  'GET /api/admin/activity/export.csv': 'personalData.export',
  'GET /api/admin/subscribers': 'personalData.view',
  'GET /api/admin/subscribers.csv': 'personalData.export',
  'GET /api/admin/reseller-waitlist': 'personalData.view',
  'GET /api/admin/reseller-waitlist.csv': 'personalData.export',
  'GET /api/admin/privacy/export': 'personalData.export',
  'POST /api/admin/privacy/erase': 'personalData.erase',
};

/** A console member's own two-step sign-in, outside /api/admin: the changes that ask for a code. */
const OWN_TWO_FACTOR: Record<string, ConsoleAction> = {
  'POST /api/auth/two-factor/recovery-codes': 'twoFactor.change',
  'DELETE /api/auth/two-factor': 'twoFactor.change',
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

/** A call of `route` ("METHOD /path/:param") with an empty body. */
const callOf = (route: string) => {
  const [method, url] = route.split(' ') as [string, string];
  return (caller: Caller) => (method === 'GET' ? caller.get(fill(url)) : caller.send(method, fill(url), {}));
};

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
    for (const [route, action] of Object.entries(API)) {
      const { permission } = CONSOLE_ACTIONS[action];
      const call = callOf(route);
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

  it('asks an owner whose last code is old for a fresh one exactly where the table says', async () => {
    const routes = { ...API, ...OWN_TWO_FACTOR };
    for (const [route, action] of Object.entries(routes)) {
      const response = await callOf(route)(as.staleOwner);
      const body = await response.text();
      if (needsStepUp(action)) {
        expect(response.status, route).toBe(403);
        expect(JSON.parse(body), route).toMatchObject({ code: 'step_up_required' });
      } else {
        expect([401, 403], `${route} ${body}`).not.toContain(response.status);
      }
    }
    // Still on: turning it off was refused like the rest.
    expect((await (await as.staleOwner.get('/api/auth/two-factor')).json()).enabled).toBe(true);
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

/** What each console page's loader is, by its route file; every console route must be listed. */
const PAGES: Record<string, { action: ConsoleAction; path: string }> = {
  'routes/admin/today.tsx': { action: 'console.view', path: '/admin' },
  'routes/admin/orders.tsx': { action: 'orders.view', path: '/admin/orders' },
  'routes/admin/order.tsx': { action: 'orders.view', path: '/admin/orders/HM-20260101-0000' },
  'routes/admin/refunds.tsx': { action: 'money.view', path: '/admin/refunds' },
  'routes/admin/fulfilment.tsx': { action: 'fulfilment.view', path: '/admin/fulfilment' },
  'routes/admin/tax-invoices.tsx': { action: 'orders.view', path: '/admin/tax-invoices' },
  'routes/admin/discounts.tsx': { action: 'discounts.view', path: '/admin/discounts' },
  'routes/admin/insights.tsx': { action: 'insights.view', path: '/admin/insights' },
  'routes/admin/activity.tsx': { action: 'personalData.view', path: '/admin/activity' },
  'routes/admin/team.tsx': { action: 'team.view', path: '/admin/team' },
  'routes/admin/products.tsx': { action: 'products.view', path: '/admin/products' },
  'routes/admin/product-new.tsx': { action: 'products.view', path: '/admin/products/new' },
  'routes/admin/product-edit.tsx': { action: 'products.view', path: '/admin/products/1' },
  'routes/admin/resellers.tsx': { action: 'resellers.view', path: '/admin/resellers' },
  'routes/admin/reseller.tsx': { action: 'resellers.view', path: '/admin/resellers/1' },
  'routes/admin/reviews.tsx': { action: 'reviews.view', path: '/admin/reviews' },
  'routes/admin/messages.tsx': { action: 'messages.view', path: '/admin/messages' },
  'routes/admin/payments.tsx': { action: 'money.view', path: '/admin/payments' },
  'routes/admin/subscribers.tsx': { action: 'personalData.view', path: '/admin/subscribers' },
  'routes/admin/settings.tsx': { action: 'settings.view', path: '/admin/settings' },
  'routes/admin/pickup-points.tsx': { action: 'pickupPoints.view', path: '/admin/pickup-points' },
  'routes/admin/riders.tsx': { action: 'riders.view', path: '/admin/riders' },
  'routes/admin/content.tsx': { action: 'content.view', path: '/admin/content' },
  'routes/admin/content-page.tsx': { action: 'content.view', path: '/admin/content/faq' },
  'routes/admin/privacy.tsx': { action: 'personalData.view', path: '/admin/privacy' },
};

/**
 * The forms posted to console pages, by route file and the form's fields (its intent, and what
 * else decides the action): every route with an action must be listed. The fields name nothing
 * real, so a form let past the door is refused for what it lacks.
 */
const FORMS: Record<string, Record<string, ConsoleAction>> = {
  'routes/admin/orders.tsx': { 'intent=': 'orders.handle' },
  'routes/admin/order.tsx': {
    'intent=status': 'orders.handle',
    'intent=note': 'orders.handle',
    'intent=check-payment': 'orders.handle',
    'intent=retry-invoice': 'taxInvoices.retry',
    'intent=refund': 'refunds.issue',
    'intent=ship': 'fulfilment.ship',
    'intent=shipment-out': 'fulfilment.ship',
    'intent=shipment-ready': 'fulfilment.ship',
    'intent=shipment-collected': 'fulfilment.ship',
    'intent=shipment-delivered': 'fulfilment.ship',
    'intent=shipment-returned': 'fulfilment.ship',
    'intent=shipment-rider': 'fulfilment.ship',
  },
  'routes/admin/refunds.tsx': { 'intent=': 'refunds.issue' },
  'routes/admin/payments.tsx': { 'intent=': 'paybill.assign' },
  'routes/admin/tax-invoices.tsx': { 'intent=retry-invoice': 'taxInvoices.retry' },
  'routes/admin/discounts.tsx': {
    'intent=create': 'discounts.change',
    'intent=switch-off': 'discounts.change',
  },
  'routes/admin/products.tsx': { 'intent=remove-demo': 'products.remove' },
  'routes/admin/product-new.tsx': { 'intent=save': 'products.edit' },
  'routes/admin/product-edit.tsx': {
    'intent=save': 'products.edit',
    'intent=upload': 'products.edit',
    'intent=remove-image': 'products.edit',
    'intent=make-main': 'products.edit',
    'intent=delete': 'products.remove',
    'intent=restore': 'products.edit',
  },
  'routes/admin/resellers.tsx': { 'intent=approve': 'resellers.decide', 'intent=reject': 'resellers.decide' },
  'routes/admin/reviews.tsx': { 'intent=approve': 'reviews.moderate', 'intent=reject': 'reviews.moderate' },
  'routes/admin/messages.tsx': { 'intent=handled': 'messages.handle', 'intent=reopen': 'messages.handle' },
  'routes/admin/team.tsx': {
    'intent=': 'team.change',
    'intent=sign-out': 'team.change',
    'intent=two-factor-policy': 'team.change',
  },
  'routes/admin/settings.tsx': { 'intent=save': 'settings.change', 'intent=restore': 'settings.change' },
  'routes/admin/pickup-points.tsx': {
    'intent=create': 'pickupPoints.change',
    'intent=update': 'pickupPoints.change',
    'intent=switch-off': 'pickupPoints.change',
  },
  'routes/admin/riders.tsx': {
    'intent=create': 'riders.change',
    'intent=update': 'riders.change',
    'intent=switch-off': 'riders.change',
  },
  'routes/admin/content-page.tsx': {
    'intent=save': 'content.change',
    'intent=restore': 'content.change',
    'intent=save&preview=1': 'content.view',
    'intent=save&move=1': 'content.view',
  },
  'routes/admin/privacy.tsx': { 'intent=': 'personalData.erase' },
  'routes/account-two-factor.tsx': {
    'intent=recovery-codes': 'twoFactor.change',
    'intent=turn-off': 'twoFactor.change',
  },
};
const FORM_PATHS: Record<string, string> = { 'routes/account-two-factor.tsx': '/account/two-factor' };

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

type Handler = (args: never) => Promise<unknown> | unknown;
type Module = { loader: Handler; action?: Handler };
const modules = import.meta.glob<Module>([
  '../../src/web/routes/admin/*.tsx',
  '../../src/web/routes/account-two-factor.tsx',
]);

/**
 * How a page's loader (a GET) or action (a POST of `form`) ended for `user`, whose last code was
 * given at `secondFactorAt`: 'ok', 'step-up' on the way to /two-factor, else the status.
 */
async function pageAs(
  file: string,
  user: SessionUser | null,
  { form, secondFactorAt = null }: { form?: string; secondFactorAt?: Date | null } = {},
): Promise<number | 'ok' | 'step-up'> {
  const path = PAGES[file]?.path ?? FORM_PATHS[file]!;
  const module = await modules[`../../src/web/${file}`]!();
  const params = Object.fromEntries(
    [...path.matchAll(/\/(HM-[\d-]+|\d+|faq)$/g)].map((m) => [
      file.endsWith('order.tsx') ? 'orderNumber' : file.endsWith('content-page.tsx') ? 'page' : 'id',
      m[1]!,
    ]),
  );
  const args = {
    request: new Request(
      `http://shop.test${path}`,
      form === undefined ? {} : { method: 'POST', body: new URLSearchParams(form) },
    ),
    context: {
      services: app.services,
      user,
      twoFactor: { ...NO_SECOND_STEP, secondFactorAt },
    } as AppLoadContext,
    params,
  } as never;
  try {
    await (form === undefined ? module.loader : module.action!)(args);
    return 'ok';
  } catch (error) {
    if (error instanceof Response) {
      return error.headers.get('location')?.startsWith('/two-factor?') ? 'step-up' : error.status;
    }
    const init = (error as { init?: { status?: number } }).init;
    if (init?.status) return init.status;
    throw error;
  }
}

describe('every console page', () => {
  it('is in the table', () => {
    expect(consoleFiles(routes as RouteEntry[]).sort()).toEqual(Object.keys(PAGES).sort());
  });

  it('lets each caller in as the table says, and asks nobody for a code only to look', async () => {
    for (const [file, { action }] of Object.entries(PAGES)) {
      expect(await pageAs(file, null), file).toBe(302);
      expect(await pageAs(file, reseller), file).toBe(403);
      const staff = await pageAs(file, staffUser);
      if (can('staff', CONSOLE_ACTIONS[action].permission)) expect([302, 403], file).not.toContain(staff);
      else expect(staff, file).toBe(403);
      expect([302, 403], file).not.toContain(await pageAs(file, owner));
      expect(needsStepUp(action), file).toBe(false);
      const stale = await pageAs(file, staleOwner, { secondFactorAt: STALE });
      expect([302, 403, 'step-up'], file).not.toContain(stale);
    }
  });
});

describe('every console form', () => {
  it('is in the table', async () => {
    const withAction: string[] = [];
    for (const [path, load] of Object.entries(modules)) {
      if ('action' in (await load())) withAction.push(path.replace('../../src/web/', ''));
    }
    expect(withAction.sort()).toEqual(Object.keys(FORMS).sort());
  });

  it('sends an owner whose last code is old to give one exactly where the table says', async () => {
    for (const [file, byForm] of Object.entries(FORMS)) {
      for (const [form, action] of Object.entries(byForm)) {
        const ended = await pageAs(file, staleOwner, { form, secondFactorAt: STALE });
        if (needsStepUp(action)) expect(ended, `${file} ${form}`).toBe('step-up');
        else expect([302, 403, 'step-up'], `${file} ${form}`).not.toContain(ended);
      }
    }
  });
});
