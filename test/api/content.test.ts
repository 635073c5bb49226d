// The content pages through the console's second door: each page read and replaced whole, every
// field checked, every save in the history and the activity log, and Markdown rendered inert.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, shopDocuments, shopDocumentVersions } from '../../src/server/db/schema';
import { CONTENT_PAGES, defaultContent } from '../../src/core/content-pages';
import { personas, type Caller, type Persona } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let as: Record<Persona, Caller>;

beforeAll(async () => {
  app = await startTestApp();
  const { ids: _ids, ...callers } = await personas(app);
  as = callers;
});
afterAll(() => app.close());

beforeEach(async () => {
  await app.db.delete(shopDocumentVersions);
  await app.db.delete(shopDocuments);
  await app.db.delete(auditEvents).where(eq(auditEvents.entityType, 'content'));
  await app.services.content.published(); // warm the cache, as a running shop has it
});

const put = (page: string, body: unknown, caller = as.admin) =>
  caller.send('PUT', `/api/admin/content/${page}`, body);
const stored = () => app.db.select().from(shopDocuments);

async function saved(page: string, body: unknown): Promise<unknown> {
  const response = await put(page, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

const FAQ = { groups: [{ title: 'Orders', items: [{ question: 'When?', answer: 'Soon.' }] }] };
const ANNOUNCEMENT = {
  text: 'Free gift wrap this week',
  link: '/products',
  active: true,
  startsAt: '2026-12-01T00:00:00.000Z',
  endsAt: '2026-12-08T00:00:00.000Z',
};

describe('who may read and change the content', () => {
  it('answers 401 to nobody and 403 to customers and resellers, changing nothing', async () => {
    for (const [who, status] of [
      ['anonymous', 401],
      ['unapproved', 403],
      ['approved', 403],
    ] as const) {
      expect((await as[who].get('/api/admin/content/faq')).status).toBe(status);
      expect((await put('faq', FAQ, as[who])).status).toBe(status);
      expect((await as[who].get('/api/admin/content/faq/versions')).status).toBe(status);
      expect((await as[who].post('/api/admin/content/faq/versions/1/restore')).status).toBe(status);
      expect((await as[who].send('POST', '/api/admin/content/preview', { markdown: 'x' })).status).toBe(
        status,
      );
    }
    expect(await stored()).toEqual([]);
  });

  it('refuses a change from another site (CSRF), changing nothing', async () => {
    const response = await fetch(`${app.url}/api/admin/content/faq`, {
      method: 'PUT',
      headers: {
        origin: 'https://evil.example',
        cookie: as.admin.cookie,
        'content-type': 'application/json',
      },
      body: JSON.stringify(FAQ),
    });
    expect(response.status).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it('answers 404 for an unknown page', async () => {
    expect((await as.admin.get('/api/admin/content/blog')).status).toBe(404);
    expect((await put('blog', { markdown: 'x' })).status).toBe(404);
    expect((await as.admin.get('/api/admin/content/blog/versions')).status).toBe(404);
  });
});

describe('a fresh shop', () => {
  it("answers today's texts for every page", async () => {
    for (const page of CONTENT_PAGES) {
      const response = await as.admin.get(`/api/admin/content/${page}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(defaultContent[page]);
    }
    const faq = defaultContent.faq;
    expect(faq.groups.map((g) => g.title)).toEqual([
      'Product Information',
      'Hair Care',
      'Usage & Application',
      'Ordering & Shipping',
    ]);
    expect(defaultContent.hero).toHaveLength(7);
    expect(defaultContent.testimonials.map((t) => t.name)).toEqual([
      'Wanjiru Kamau',
      'Amina Odhiambo',
      'Grace Mensah',
    ]);
  });
});

describe('saving a page', () => {
  it('stores each page whole and answers it on the next GET, and the storefront reads it', async () => {
    const bodies: Record<string, unknown> = {
      faq: FAQ,
      shipping: { markdown: 'We ship **everywhere**.' },
      returns: { markdown: '## Returns\n\nWithin 30 days.' },
      about: { markdown: 'Our story, retold.' },
      privacy: { markdown: '## Your data\n\nWe keep what an order needs.' },
      testimonials: [
        { name: 'Achieng', place: 'Kisumu, Kenya', text: 'Lovely.', photo: '/uploads/people/achieng.webp' },
      ],
      hero: [{ image: '/generated/hero/hero-3-1600.webp', alt: 'A jar of shea butter' }],
      announcement: ANNOUNCEMENT,
    };
    for (const page of CONTENT_PAGES) {
      expect(await saved(page, bodies[page])).toEqual(bodies[page]);
      expect(await (await as.admin.get(`/api/admin/content/${page}`)).json()).toEqual(bodies[page]);
    }
    // The save's change notice dropped the storefront's cached read.
    const published = await app.services.content.published();
    expect(published.faq).toEqual({
      groups: [{ title: 'Orders', items: [{ question: 'When?', answerHtml: '<p>Soon.</p>\n' }] }],
    });
    expect(published.html.shipping).toBe('<p>We ship <strong>everywhere</strong>.</p>\n');
    expect(published.html.returns).toContain('<h2>Returns</h2>');
    expect(published.html.privacy).toContain('<h2>Your data</h2>');
  });

  it('trims text and writes dates as ISO', async () => {
    const body = { ...ANNOUNCEMENT, text: '  Sale  ', startsAt: '2026-12-01', endsAt: null };
    expect(await saved('announcement', body)).toEqual({
      ...ANNOUNCEMENT,
      text: 'Sale',
      startsAt: '2026-12-01T00:00:00.000Z',
      endsAt: null,
    });
  });

  const long = (n: number) => 'x'.repeat(n);
  const faqWith = (item: Record<string, unknown>) => ({ groups: [{ title: 'T', items: [item] }] });
  const testimonial = { name: 'A', place: 'B', text: 'C', photo: '/uploads/people/a.webp' };

  it.each<[string, unknown, string, string]>([
    ['faq', {}, 'groups', 'Groups must be a list'],
    ['faq', { groups: [] }, 'groups', 'The FAQ needs at least one group'],
    [
      'faq',
      { groups: [{ title: ' ', items: [{ question: 'Q', answer: 'A' }] }] },
      'groups.0.title',
      'Group title is required',
    ],
    ['faq', { groups: [{ title: 'T', items: [] }] }, 'groups.0.items', 'A group needs at least one question'],
    [
      'faq',
      faqWith({ question: long(201), answer: 'A' }),
      'groups.0.items.0.question',
      'Question must be at most 200 characters',
    ],
    ['faq', faqWith({ question: 'Q', answer: '' }), 'groups.0.items.0.answer', 'Answer is required'],
    [
      'faq',
      faqWith({ question: 'Q', answer: long(2001) }),
      'groups.0.items.0.answer',
      'Answer must be at most 2000 characters',
    ],
    ['shipping', { markdown: '' }, 'markdown', 'Shipping information is required'],
    ['returns', { markdown: 5 }, 'markdown', 'Return policy must be text'],
    ['about', { markdown: long(20_001) }, 'markdown', 'Our story must be at most 20000 characters'],
    ['about', { markdown: 'a\u0000b' }, 'markdown', 'Remove the control characters from this field'],
    ['testimonials', {}, 'testimonials', 'Testimonials must be a list'],
    ['testimonials', [{ ...testimonial, name: '' }], '0.name', 'Name is required'],
    ['testimonials', [{ ...testimonial, place: long(81) }], '0.place', 'Place must be at most 80 characters'],
    ['testimonials', [{ ...testimonial, text: long(601) }], '0.text', 'Text must be at most 600 characters'],
    [
      'testimonials',
      [{ ...testimonial, photo: 'https://evil.example/a.webp' }],
      '0.photo',
      'Photo must be a picture uploaded to the shop',
    ],
    [
      'testimonials',
      [{ ...testimonial, photo: '/uploads/../secret.webp' }],
      '0.photo',
      'Photo must be a picture uploaded to the shop',
    ],
    ['hero', [], 'hero', 'The carousel needs at least one picture'],
    [
      'hero',
      [{ image: '/generated/hero/hero-9-1600.webp', alt: 'A' }],
      '0.image',
      'Picture must be a picture uploaded to the shop',
    ],
    ['hero', [{ image: '/uploads/hero/a.webp', alt: '' }], '0.alt', 'Alt text is required'],
    ['announcement', { ...ANNOUNCEMENT, text: long(161) }, 'text', 'Text must be at most 160 characters'],
    ['announcement', { ...ANNOUNCEMENT, text: '' }, 'text', 'Text is required'],
    [
      'announcement',
      { ...ANNOUNCEMENT, link: 'javascript:alert(1)' },
      'link',
      "Link must be a page of the shop ('/...') or an https:// address",
    ],
    [
      'announcement',
      { ...ANNOUNCEMENT, link: '//evil.example' },
      'link',
      "Link must be a page of the shop ('/...') or an https:// address",
    ],
    [
      'announcement',
      { ...ANNOUNCEMENT, link: 'http://example.com' },
      'link',
      "Link must be a page of the shop ('/...') or an https:// address",
    ],
    ['announcement', { ...ANNOUNCEMENT, active: 'yes' }, 'active', 'Active must be true or false'],
    [
      'announcement',
      { ...ANNOUNCEMENT, startsAt: 'next week' },
      'startsAt',
      'Start must be a date such as 2026-12-01T08:00:00Z',
    ],
    [
      'announcement',
      { ...ANNOUNCEMENT, endsAt: '2026-11-01T00:00:00Z' },
      'endsAt',
      'End must be after the start',
    ],
  ])(
    'refuses a bad %s body (%j): 400 with the field %s, nothing stored',
    async (page, body, field, message) => {
      const response = await put(page, body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { message: string; errors?: Record<string, string> };
      expect(answer.message).toContain(message);
      expect(answer.errors?.[field]).toBe(message);
      expect(await stored()).toEqual([]);
    },
  );

  it('refuses unknown fields', async () => {
    expect((await put('about', { markdown: 'x', html: '<b>' })).status).toBe(400);
    expect(await stored()).toEqual([]);
  });
});

describe('history', () => {
  it('records each save with before and after, keeps versions and restores an old one', async () => {
    await saved('about', { markdown: 'First.' });
    await saved('about', { markdown: 'Second.' });
    const log = await app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityType, 'content'))
      .orderBy(auditEvents.id);
    expect(log.map((entry) => [entry.action, entry.entityId, entry.details])).toEqual([
      [
        'content.updated',
        'about',
        { version: 1, before: { value: defaultContent.about }, after: { value: { markdown: 'First.' } } },
      ],
      [
        'content.updated',
        'about',
        { version: 2, before: { value: { markdown: 'First.' } }, after: { value: { markdown: 'Second.' } } },
      ],
    ]);

    const versions = (await (await as.admin.get('/api/admin/content/about/versions')).json()) as {
      version: number;
      value: unknown;
    }[];
    expect(versions.map((v) => [v.version, v.value])).toEqual([
      [2, { markdown: 'Second.' }],
      [1, { markdown: 'First.' }],
    ]);

    const restored = await as.admin.post('/api/admin/content/about/versions/1/restore');
    expect(restored.status).toBe(200);
    expect(await restored.json()).toEqual({ markdown: 'First.' });
    expect((await app.services.content.published()).html.about).toBe('<p>First.</p>\n');
    const after = (await (await as.admin.get('/api/admin/content/about/versions')).json()) as {
      version: number;
    }[];
    expect(after.map((v) => v.version)).toEqual([3, 2, 1]);
    expect((await as.admin.post('/api/admin/content/about/versions/9/restore')).status).toBe(404);
  });
});

describe('Markdown', () => {
  const evil =
    '<script>alert(1)</script>\n\n[click](javascript:alert(1)) [again](JaVaScRiPt:alert(1)) ![x](javascript:alert(1))\n\n<a href="javascript:alert(1)">raw</a>';

  it('previews as the storefront will show it, with raw HTML and javascript: links inert', async () => {
    const response = await as.admin.send('POST', '/api/admin/content/preview', {
      markdown: `**Hello** [shop](/products)\n\n${evil}`,
    });
    expect(response.status).toBe(200);
    const { html } = (await response.json()) as { html: string };
    expect(html).toContain('<strong>Hello</strong> <a href="/products">shop</a>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/<script|href="javascript|<img|<a href="j/i);
  });

  it('stores a page holding script and javascript: links, and the storefront renders it inert', async () => {
    await saved('returns', { markdown: evil });
    const { html } = await app.services.content.published();
    expect(html.returns).not.toMatch(/<script|<a |<img/i);
    expect(html.returns).toContain('&lt;script&gt;');
  });

  it('refuses a preview that is not text', async () => {
    expect((await as.admin.send('POST', '/api/admin/content/preview', { markdown: 1 })).status).toBe(400);
  });
});
