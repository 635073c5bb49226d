// The console's Riders page as React Router calls it: the role is checked in the loader and the
// action, the list and the form show every rider with a label on each control, and adding, editing
// and switching a rider say what happened and change the stored row.
import { eq } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riders } from '../../src/server/db/schema';
import type { SessionUser } from '../../src/server/services/accounts';
import * as page from '../../src/web/routes/admin/riders';
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

const PATH = '/admin/riders';
const args = (path: string, user: SessionUser | null, form?: Record<string, string>) =>
  routeArgs(app, path, user, form);

type Notice = Answer<{ ok: boolean; message: string; errors?: Record<string, string> }>;
type PageData = Awaited<ReturnType<typeof page.loader>>;

const form = (overrides: Record<string, string> = {}) => ({
  intent: 'create',
  name: 'Kevin Otieno',
  phone: '0712 345 678',
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

describe('/admin/riders', () => {
  it('sends the signed-out to /login and refuses a reseller (403), in the loader and the action', async () => {
    const signedOut = (await thrown(() => page.loader(args(PATH, null)))) as Response;
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent(PATH)}`);
    const refused = (await thrown(() => page.loader(args(PATH, reseller)))) as Answer<string>;
    expect(refused.init?.status).toBe(403);
    const refusedAction = (await thrown(() => page.action(args(PATH, reseller, form())))) as Answer<string>;
    expect(refusedAction.init?.status).toBe(403);
    expect(await app.db.select().from(riders)).toEqual([]);
  });

  it('adds a rider from the form and lists them', async () => {
    const answer = await act(form());
    expect(answer.data).toEqual({
      ok: true,
      message: 'Kevin Otieno added: drops can be handed to them now.',
    });
    const off = await act(form({ name: 'Amina Wanjiru', phone: '0722 000 111', active: '' }));
    expect(off.data.message).toBe(
      'Amina Wanjiru added, switched off: no drop is handed to them until you switch them on.',
    );
    const listed = await page.loader(args(PATH, admin));
    expect(listed.riders).toEqual([
      { id: expect.any(Number), name: 'Kevin Otieno', phone: '0712 345 678', active: true },
      { id: expect.any(Number), name: 'Amina Wanjiru', phone: '0722 000 111', active: false },
    ]);
    expect(listed.editing).toBeNull();
  });

  it('refuses a bad form with the field’s message and stores nothing', async () => {
    const before = (await app.db.select().from(riders)).length;
    const answer = await act(form({ name: '', phone: '0712' }));
    expect(answer.init?.status).toBe(400);
    expect(answer.data.errors).toEqual({
      name: 'Please enter the rider’s name',
      phone: 'Phone number must be at least 10 digits',
    });
    expect((await act(form({ intent: 'update', id: 'x' }))).init?.status).toBe(400);
    expect((await act({ intent: 'explode', id: '1' })).init?.status).toBe(400);
    expect(await app.db.select().from(riders)).toHaveLength(before);
  });

  it('edits a rider from ?edit= and switches them off and on from the list', async () => {
    const [rider] = await app.db.select().from(riders).where(eq(riders.name, 'Kevin Otieno'));
    const editing = await page.loader(args(`${PATH}?edit=${rider!.id}`, admin));
    expect(editing.editing).toMatchObject({ id: rider!.id, phone: '0712 345 678' });

    const saved = await act(
      form({ intent: 'update', id: String(rider!.id), phone: '+254 799 888 777' }),
      `${PATH}?edit=${rider!.id}`,
    );
    expect(saved.data).toEqual({ ok: true, message: 'Kevin Otieno saved.' });
    const [row] = await app.db.select().from(riders).where(eq(riders.id, rider!.id));
    expect(row).toMatchObject({ phone: '+254 799 888 777', active: true });

    const off = await act({ intent: 'switch-off', id: String(rider!.id) });
    expect(off.data.message).toBe(
      'Kevin Otieno switched off: the drops they have stay theirs, no new one is handed to them.',
    );
    const [offRow] = await app.db.select().from(riders).where(eq(riders.id, rider!.id));
    expect(offRow!.active).toBe(false);
    const on = await act({ intent: 'switch-on', id: String(rider!.id) });
    expect(on.data).toEqual({ ok: true, message: 'Kevin Otieno switched on: drops can be handed to them.' });

    const gone = await act({ intent: 'switch-off', id: '999999' });
    expect(gone.init?.status).toBe(404);
    expect(gone.data.message).toBe('Rider not found');
  });

  it('shows each rider with their phone and switch, the switched-on first, and labels every control', async () => {
    const loaded = await page.loader(args(PATH, admin));
    expect(loaded.riders.map((r) => r.active)).toEqual([true, false]);
    const html = render(loaded);
    expect(html).toContain('<h1');
    expect(html).toContain('Riders');
    expect(html).toContain('Kevin Otieno');
    expect(html).toContain('+254 799 888 777');
    expect(html).toContain('Amina Wanjiru');
    expect(html).toContain('aria-label="Switch off Kevin Otieno"');
    expect(html).toContain('aria-label="Switch on Amina Wanjiru"');
    expect(html).toContain('aria-label="Edit Kevin Otieno"');
    expect(html).toContain('New rider');
    for (const id of ['rider-name', 'rider-phone']) {
      expect(html, id).toContain(`for="${id}"`);
      expect(html, id).toContain(`id="${id}"`);
    }
    expect(html).toMatch(/<label[^>]*><input type="checkbox"[^>]*name="active"[^>]*\/>Takes drops<\/label>/);

    const [rider] = loaded.riders;
    const editing = render(await page.loader(args(`${PATH}?edit=${rider!.id}`, admin)));
    expect(editing).toContain('Edit Kevin Otieno');
    expect(editing).toContain('value="+254 799 888 777"');
  });
});
