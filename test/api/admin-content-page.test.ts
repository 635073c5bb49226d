// The console's content editor as React Router calls it: owner only, a preview shows the edit as
// the storefront would without saving, a save goes through the content service, a refusal comes
// back beside its field and stores nothing, and a kept version can be put back.
import { eq } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultContent, type FaqContent, type PublishedFaq } from '../../src/core/content-pages';
import { products } from '../../src/server/db/schema';
import type { SessionUser } from '../../src/server/services/accounts';
import * as overviewPage from '../../src/web/routes/admin/content';
import * as editorPage from '../../src/web/routes/admin/content-page';
import type { ContentNotice } from '../../src/web/routes/admin/content-page.server';
import { startTestApp, type TestApp } from '../support/test-app';
import { routeArgs, sessionPersonas, thrown, type Answer } from './route-helpers';
import { NO_SECOND_STEP } from '../support/page-context';

let app: TestApp;
let admin: SessionUser;
let reseller: SessionUser;

beforeAll(async () => {
  app = await startTestApp();
  ({ admin, reseller } = await sessionPersonas(app));
});
afterAll(() => app.close());

type Fields = [string, string][];

function post(user: SessionUser, page: string, fields: Fields) {
  const request = new Request(`http://shop.test/admin/content/${page}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return {
    request,
    context: { services: app.services, user, twoFactor: NO_SECOND_STEP } as AppLoadContext,
    params: { page },
  } as never;
}

async function act(page: string, fields: Fields) {
  return (await editorPage.action(post(admin, page, fields))) as unknown as Answer<ContentNotice>;
}

const load = (page: string, user: SessionUser | null = admin) =>
  editorPage.loader(routeArgs(app, `/admin/content/${page}`, user, undefined, { page }));

/** The FAQ form as the editor renders it from `faq`: every row, then the blank question and group. */
function faqForm(faq: FaqContent, intent: Fields = [['intent', 'save']]): Fields {
  const fields: Fields = [...intent];
  faq.groups.forEach((group, g) => {
    fields.push([`faq.groups.${g}.title`, group.title]);
    group.items.forEach((item, i) => {
      fields.push([`faq.groups.${g}.items.${i}.question`, item.question]);
      fields.push([`faq.groups.${g}.items.${i}.answer`, item.answer]);
    });
    const blank = group.items.length;
    fields.push([`faq.groups.${g}.items.${blank}.new`, '1']);
    fields.push(
      [`faq.groups.${g}.items.${blank}.question`, ''],
      [`faq.groups.${g}.items.${blank}.answer`, ''],
    );
  });
  const g = faq.groups.length;
  fields.push([`faq.groups.${g}.new`, '1'], [`faq.groups.${g}.title`, '']);
  fields.push([`faq.groups.${g}.items.0.new`, '1'], [`faq.groups.${g}.items.0.question`, '']);
  fields.push([`faq.groups.${g}.items.0.answer`, '']);
  return fields;
}

const setField = (fields: Fields, name: string, value: string) => {
  const field = fields.find(([key]) => key === name);
  if (!field) throw new Error(`no field ${name}`);
  field[1] = value;
};

describe('the console content editor', () => {
  it('sends the signed-out to sign in, refuses a reseller, and knows only the shop’s pages', async () => {
    const signedOut = (await thrown(() => load('faq', null))) as Response;
    expect(signedOut.status).toBe(302);
    expect(((await thrown(() => load('faq', reseller))) as Answer<string>).init?.status).toBe(403);
    const overview = (await thrown(() =>
      overviewPage.loader(routeArgs(app, '/admin/content', reseller)),
    )) as Answer<string>;
    expect(overview.init?.status).toBe(403);
    const refusedSave = (await thrown(() =>
      editorPage.action(
        post(reseller, 'returns', [
          ['intent', 'save'],
          ['returns.markdown', 'Gone'],
        ]),
      ),
    )) as Answer<string>;
    expect(refusedSave.init?.status).toBe(403);
    expect(((await thrown(() => load('pricing'))) as Answer<string>).init?.status).toBe(404);
    expect(await app.services.content.versions('returns')).toEqual([]);
  });

  it('lists every page with whether it was changed', async () => {
    const overview = await overviewPage.loader(routeArgs(app, '/admin/content', admin));
    expect(overview.pages.map((p) => p.page)).toEqual([
      'faq',
      'shipping',
      'returns',
      'privacy',
      'about',
      'testimonials',
      'hero',
      'announcement',
    ]);
    expect(overview.pages.every((p) => p.savedAt === null)).toBe(true);
    expect(overview.announcementShown).toBe(false);
  });

  it('previews a FAQ edit as the FAQ page shows it without saving, then saves it', async () => {
    const page = await load('faq');
    expect(page.value).toEqual(defaultContent.faq);
    expect(page.tokens.map((t) => t.token)).toContain('{payLaterMinutes}');
    const fields = faqForm(page.value as FaqContent, [
      ['intent', 'save'],
      ['preview', '1'],
    ]);
    setField(fields, 'faq.groups.0.items.0.answer', 'We call back within **{payLaterMinutes}** minutes.');
    const preview = await act('faq', fields);
    expect(preview.init?.status).toBe(200);
    expect(preview.data.message).toBe('Here is the preview below. Nothing is saved until you press Save.');
    expect(preview.data.preview).toMatchObject({ kind: 'faq' });
    // Answers are Markdown, as the FAQ page renders them.
    const shown = preview.data.preview as { faq: PublishedFaq };
    expect(shown.faq.groups[0]!.items[0]!.answerHtml).toBe(
      '<p>We call back within <strong>10</strong> minutes.</p>\n',
    );
    // The form comes back as typed, the token kept for the next save.
    expect((preview.data.values as FaqContent).groups[0]!.items[0]!.answer).toBe(
      'We call back within **{payLaterMinutes}** minutes.',
    );
    expect(await app.services.content.versions('faq')).toEqual([]);

    const saved = await act(
      'faq',
      fields.filter(([name]) => name !== 'preview'),
    );
    expect(saved.data).toMatchObject({ ok: true, message: 'FAQ saved. The shop shows it now.' });
    const published = await app.services.content.published();
    expect(published.faq.groups[0]!.items[0]!.answerHtml).toBe(
      '<p>We call back within <strong>10</strong> minutes.</p>\n',
    );
    expect(await app.services.content.versions('faq')).toHaveLength(1);
  });

  it('adds a question from the blank row, removes one, and moves a group up', async () => {
    const before = (await load('faq')).value as FaqContent;
    const fields = faqForm(before);
    const blank = before.groups[1]!.items.length;
    setField(fields, `faq.groups.1.items.${blank}.question`, 'Do you gift-wrap?');
    setField(fields, `faq.groups.1.items.${blank}.answer`, 'Yes, ask in the order note.');
    fields.push(['faq.groups.0.items.1.remove', 'on'], ['move', 'faq.groups:1:up']);
    // A moved row comes back to check, not saved.
    const moved = await act('faq', fields);
    expect(moved.init?.status).toBe(200);
    const shown = moved.data.values as FaqContent;
    expect(shown.groups[0]!.title).toBe(before.groups[1]!.title);
    expect(shown.groups[0]!.items.at(-1)).toEqual({
      question: 'Do you gift-wrap?',
      answer: 'Yes, ask in the order note.',
    });
    expect(shown.groups[1]!.items).toHaveLength(before.groups[0]!.items.length - 1);
    expect(await app.services.content.read('faq')).toEqual(before);

    await act('faq', faqForm(shown));
    expect(await app.services.content.read('faq')).toEqual(shown);
  });

  it('refuses a question without words beside its field and stores nothing', async () => {
    const before = (await load('faq')).value as FaqContent;
    const fields = faqForm(before);
    setField(fields, 'faq.groups.0.items.0.question', '');
    const refused = await act('faq', fields);
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toMatchObject({
      ok: false,
      message: 'Question is required',
      errors: { 'faq.groups.0.items.0.question': 'Question is required' },
    });
    expect(await app.services.content.read('faq')).toEqual(before);
  });

  it('previews Markdown with its raw HTML and javascript: links inert', async () => {
    const markdown =
      '## Returns\n\n<script>alert(1)</script>\n\n[click](javascript:alert(1)) within 14 days.';
    const preview = await act('returns', [
      ['intent', 'save'],
      ['preview', '1'],
      ['returns.markdown', markdown],
    ]);
    const html = (preview.data.preview as { html: string }).html;
    expect(html).toContain('<h2>Returns</h2>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('href="javascript:');
    expect(await app.services.content.versions('returns')).toEqual([]);
  });

  it('stores the bar’s Nairobi times as instants and refuses an end before its start', async () => {
    const bar = (from: string, until: string): Fields => [
      ['intent', 'save'],
      ['announcement.active', 'on'],
      ['announcement.text', 'Free delivery this weekend'],
      ['announcement.link', '/products'],
      ['announcement.startsAt', from],
      ['announcement.endsAt', until],
    ];
    const refused = await act('announcement', bar('2026-12-05T08:00', '2026-12-04T08:00'));
    expect(refused.init?.status).toBe(400);
    expect(refused.data.errors).toEqual({ 'announcement.endsAt': 'End must be after the start' });
    expect(await app.services.content.versions('announcement')).toEqual([]);

    const saved = await act('announcement', bar('2026-12-05T08:00', ''));
    expect(saved.init?.status).toBe(200);
    expect(await app.services.content.read('announcement')).toEqual({
      text: 'Free delivery this weekend',
      link: '/products',
      active: true,
      startsAt: '2026-12-05T05:00:00.000Z',
      endsAt: null,
    });
    const preview = await act('announcement', [...bar('', ''), ['preview', '1']]);
    expect(preview.data.preview).toMatchObject({ kind: 'announcement', shownNow: true });
  });

  it('offers the shop’s pictures and those uploaded to products, and refuses any other', async () => {
    const [product] = await app.db.select().from(products).limit(1);
    const uploaded = `/uploads/products/${'a'.repeat(32)}-800.webp`;
    await app.db
      .update(products)
      .set({ images: [uploaded] })
      .where(eq(products.id, product!.id));
    const { pictures } = await load('testimonials');
    expect(pictures[0]).toEqual({ path: '/generated/hero/hero-1-1600.webp', label: 'Shop photo 1' });
    expect(pictures).toContainEqual({ path: uploaded, label: `${product!.name}, picture 1` });

    const refused = await act('testimonials', [
      ['intent', 'save'],
      ['testimonials.0.name', 'Achieng'],
      ['testimonials.0.place', 'Kisumu'],
      ['testimonials.0.text', 'Lovely.'],
      ['testimonials.0.photo', 'https://elsewhere.example/face.jpg'],
    ]);
    expect(refused.init?.status).toBe(400);
    expect(refused.data.errors).toEqual({
      'testimonials.0.photo': 'Photo must be a picture uploaded to the shop',
    });
    const saved = await act('testimonials', [
      ['intent', 'save'],
      ['testimonials.0.name', 'Achieng'],
      ['testimonials.0.place', 'Kisumu'],
      ['testimonials.0.text', 'Lovely.'],
      ['testimonials.0.photo', uploaded],
      ['testimonials.1.new', '1'],
      ['testimonials.1.name', ''],
      ['testimonials.1.place', ''],
      ['testimonials.1.text', ''],
      ['testimonials.1.photo', uploaded],
    ]);
    expect(saved.init?.status).toBe(200);
    expect(await app.services.content.read('testimonials')).toEqual([
      { name: 'Achieng', place: 'Kisumu', text: 'Lovely.', photo: uploaded },
    ]);
  });

  it('puts a kept version back', async () => {
    await act('shipping', [
      ['intent', 'save'],
      ['shipping.markdown', 'First words.'],
    ]);
    await act('shipping', [
      ['intent', 'save'],
      ['shipping.markdown', 'Second words.'],
    ]);
    const { history } = await load('shipping');
    expect(history.map((v) => v.version)).toEqual([2, 1]);
    const restored = await act('shipping', [
      ['intent', 'restore'],
      ['version', '1'],
    ]);
    expect(restored.data).toMatchObject({
      ok: true,
      message: 'Shipping information: version 1 is back on the shop.',
    });
    expect(await app.services.content.read('shipping')).toEqual({ markdown: 'First words.' });
    const bad = await act('shipping', [
      ['intent', 'restore'],
      ['version', 'x'],
    ]);
    expect(bad.init?.status).toBe(400);
  });
});
