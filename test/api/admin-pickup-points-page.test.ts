// The console's Pickup points page as React Router calls it: the role is checked in the loader and
// the action, the list and the form show every point with a label on each control, and adding,
// editing and switching a point say what happened and change the stored row.
import { eq } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickupPoints } from '../../src/server/db/schema';
import type { SessionUser } from '../../src/server/services/accounts';
import * as page from '../../src/web/routes/admin/pickup-points';
import { startTestApp, type TestApp } from '../support/test-app';
import { routeArgs, sessionPersonas, thrown, type Answer } from './route-helpers';

let app: TestApp;
let admin: SessionUser;
let reseller: SessionUser;

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  ({ admin, reseller } = await sessionPersonas(app));
});
afterAll(() => app.close());

const PATH = '/admin/pickup-points';
const args = (path: string, user: SessionUser | null, form?: Record<string, string>) =>
  routeArgs(app, path, user, form);

type Notice = Answer<{ ok: boolean; message: string; errors?: Record<string, string> }>;
type PageData = Awaited<ReturnType<typeof page.loader>>;

const form = (overrides: Record<string, string> = {}) => ({
  intent: 'create',
  name: 'Mama Njeri Parcels',
  town: 'Nakuru',
  area: 'Nakuru',
  address: 'Kenyatta Avenue, opposite the post office',
  hours: 'Mon–Sat 8am–6pm',
  phone: '0712 345 678',
  feeKes: '200',
  active: 'on',
  ...overrides,
});

async function act(fields: Record<string, string>, path = PATH) {
  return (await page.action(args(path, admin, fields))) as unknown as Notice;
}

/** The page as the server renders it with this loader data. */
function render(loaderData: PageData): string {
  const Stub = createRoutesStub([
    {
      path: PATH,
      Component: () => createElement(page.default, { loaderData } as never),
    },
  ]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: [PATH] }));
}

describe('/admin/pickup-points', () => {
  it('sends the signed-out to /login and refuses a reseller (403), in the loader and the action', async () => {
    const signedOut = (await thrown(() => page.loader(args(PATH, null)))) as Response;
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent(PATH)}`);
    const refused = (await thrown(() => page.loader(args(PATH, reseller)))) as Answer<string>;
    expect(refused.init?.status).toBe(403);
    const refusedAction = (await thrown(() => page.action(args(PATH, reseller, form())))) as Answer<string>;
    expect(refusedAction.init?.status).toBe(403);
    expect(await app.db.select().from(pickupPoints)).toEqual([]);
  });

  it('adds a point from the form and lists it with the delivery areas to choose from', async () => {
    const answer = await act(form());
    expect(answer.data).toEqual({
      ok: true,
      message: 'Mama Njeri Parcels added: shoppers in Nakuru can choose it now.',
    });
    const listed = await page.loader(args(PATH, admin));
    expect(listed.points).toEqual([
      expect.objectContaining({ name: 'Mama Njeri Parcels', town: 'Nakuru', feeKes: 200, active: true }),
    ]);
    expect(listed.areas).toContainEqual({ name: 'Nakuru', active: true });
    expect(listed.editing).toBeNull();
  });

  it('refuses a bad form with the field’s message and stores nothing', async () => {
    const before = (await app.db.select().from(pickupPoints)).length;
    const answer = await act(form({ name: 'Nowhere Parcels', area: 'Atlantis', feeKes: '12.5' }));
    expect(answer.init?.status).toBe(400);
    expect(answer.data.errors).toMatchObject({
      feeKes: 'The fee must be a whole number of shillings from 0 to 100,000',
    });
    const wrongArea = await act(form({ name: 'Nowhere Parcels', area: 'Atlantis' }));
    expect(wrongArea.init?.status).toBe(400);
    expect(wrongArea.data.errors?.area).toMatch(/one of the delivery areas/);
    expect(await app.db.select().from(pickupPoints)).toHaveLength(before);
  });

  it('edits a point from ?edit= and switches it off and on from the list', async () => {
    const [point] = await app.db
      .select()
      .from(pickupPoints)
      .where(eq(pickupPoints.name, 'Mama Njeri Parcels'));
    const editing = await page.loader(args(`${PATH}?edit=${point!.id}`, admin));
    expect(editing.editing).toMatchObject({ id: point!.id, phone: '0712 345 678' });

    const saved = await act(
      form({ intent: 'update', id: String(point!.id), hours: 'Every day 7am–9pm', feeKes: '250' }),
      `${PATH}?edit=${point!.id}`,
    );
    expect(saved.data).toEqual({ ok: true, message: 'Mama Njeri Parcels saved.' });
    const [row] = await app.db.select().from(pickupPoints).where(eq(pickupPoints.id, point!.id));
    expect(row).toMatchObject({ hours: 'Every day 7am–9pm', feeCents: 25_000 });

    const off = await act({ intent: 'switch-off', id: String(point!.id) });
    expect(off.data.message).toBe('Mama Njeri Parcels switched off: shoppers no longer see it.');
    expect((await app.services.delivery.pickupPoints()).map((p) => p.id)).not.toContain(point!.id);
    const on = await act({ intent: 'switch-on', id: String(point!.id) });
    expect(on.data.ok).toBe(true);
    expect((await app.services.delivery.pickupPoints()).map((p) => p.id)).toContain(point!.id);

    const gone = await act({ intent: 'switch-off', id: '999999' });
    expect(gone.init?.status).toBe(404);
  });

  it('shows each point with its town, area, fee, hours and switch, and labels every control', async () => {
    const loaded = await page.loader(args(PATH, admin));
    const html = render(loaded);
    expect(html).toContain('<h1');
    expect(html).toContain('Pickup points');
    expect(html).toContain('Mama Njeri Parcels');
    expect(html).toContain('Nakuru · Nakuru area');
    expect(html).toContain('KSH 250.00');
    expect(html).toContain('Every day 7am–9pm');
    expect(html).toContain('aria-label="Switch off Mama Njeri Parcels"');
    expect(html).toContain('aria-label="Edit Mama Njeri Parcels"');
    expect(html).toContain('New point');
    for (const id of [
      'pickup-name',
      'pickup-town',
      'pickup-area',
      'pickup-address',
      'pickup-hours',
      'pickup-phone',
      'pickup-feeKes',
    ]) {
      expect(html, id).toContain(`for="${id}"`);
      expect(html, id).toContain(`id="${id}"`);
    }
    expect(html).toMatch(
      /<label[^>]*><input type="checkbox"[^>]*name="active"[^>]*\/>Offered at checkout<\/label>/,
    );

    const [point] = loaded.points;
    const editing = render(await page.loader(args(`${PATH}?edit=${point!.id}`, admin)));
    expect(editing).toContain('Edit Mama Njeri Parcels');
    expect(editing).toContain('value="0712 345 678"');
  });
});
