// The storefront from the production build, rendered from the owner's content: a fresh shop shows
// today's texts, an edit shows on the next answer, and the announcement bar keeps to its dates
// even while the page cache holds the page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDocuments, shopDocumentVersions } from '../../src/server/db/schema';
import { defaultContent } from '../../src/core/content-pages';
import { personas, type Caller, type Persona } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let as: Record<Persona, Caller>;

beforeAll(async () => {
  app = await startTestApp({ pages: 'production' });
  const { ids: _ids, ...callers } = await personas(app);
  as = callers;
  await app.db.delete(shopDocumentVersions);
  await app.db.delete(shopDocuments);
});

afterAll(() => app?.close());

async function page(path: string) {
  const response = await fetch(`${app.url}${path}`);
  return {
    status: response.status,
    html: await response.text(),
    cache: response.headers.get('x-page-cache'),
  };
}

async function put(path: string, body: unknown) {
  const response = await as.admin.send('PUT', `/api/admin/content/${path}`, body);
  expect(response.status, await response.clone().text()).toBe(200);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const BAR = 'data-testid="announcement-bar"';

describe('a fresh shop', () => {
  it("shows today's FAQ, policy, story, testimonials and carousel, and no announcement bar", async () => {
    const faq = await page('/faq');
    expect(faq.html).toContain('Is your shea butter really 100% natural?');
    expect(faq.html).toContain('Unopened, our products keep for 12 to 18 months.');
    expect(faq.html).not.toContain(BAR);
    const returns = await page('/return-policy');
    expect(returns.html).toContain('<h2>Requesting a return</h2>');
    expect(returns.html).toContain('<a href="/contact">Contact us</a>');
    expect(returns.html).toContain('<strong>7–10 business days</strong>');
    expect((await page('/about')).html).toContain('Heritage Shea began in a family kitchen');
    const shipping = (await page('/shipping-info')).html;
    expect(shipping).toContain('Any customs duties are paid by the recipient.');
    // SPEC's tables are the owner's Markdown now, and the markup quotes the currency settings.
    expect(shipping).toContain('<td>Major cities</td>');
    expect(shipping).toContain('all other countries include a 50% regional markup');
    const home = await page('/');
    expect(home.html).toContain('Wanjiru Kamau');
    expect(home.html).toContain('A woman with glowing skin in the golden evening light, photo 1 of 7');
  });
});

describe('after the owner edits', () => {
  it("fills the FAQ's named values from the settings, and follows a change of them", async () => {
    const before = await page('/faq');
    expect(before.html).toContain('we will contact you within 10 minutes to arrange payment');
    expect(before.html).toContain('Delivery within Kenya is free on orders over KSH 3,000.');
    expect(before.html).not.toContain('{payLaterMinutes}');

    const saved = await as.admin.send('PATCH', '/api/admin/settings', {
      payLater: { callWithinMinutes: 15 },
      delivery: { freeDeliveryOverKes: 4000 },
    });
    expect(saved.status).toBe(200);
    const after = await page('/faq');
    expect(after.html).toContain('we will contact you within 15 minutes to arrange payment');
    expect(after.html).toContain('Delivery within Kenya is free on orders over KSH 4,000.');

    const reset = await as.admin.send('PATCH', '/api/admin/settings', {
      payLater: { callWithinMinutes: 10 },
      delivery: { freeDeliveryOverKes: 3000 },
    });
    expect(reset.status).toBe(200);
  });

  it('shows an edited FAQ answer on the next answer, not the kept page', async () => {
    await page('/faq');
    const faq = structuredClone(defaultContent.faq);
    faq.groups[0]!.items[1]!.answer = 'Our jars keep for two whole years, unopened.';
    await put('faq', faq);
    const after = await page('/faq');
    expect(after.html).toContain('Our jars keep for two whole years, unopened.');
    expect(after.html).not.toContain('Unopened, our products keep for 12 to 18 months.');
  });

  it('renders FAQ answers as Markdown, as the other pages, script and unsafe links inert', async () => {
    const faq = structuredClone(defaultContent.faq);
    faq.groups[0]!.items[0]!.answer =
      'Yes. See [how we deliver](/shipping-info) and keep it **below 30°C**:\n\n- in a cupboard\n- away from the sun\n\n' +
      '<script>alert(1)</script> [Win](javascript:alert(1))';
    await put('faq', faq);
    const { html } = await page('/faq');
    expect(html).toContain('<a href="/shipping-info">how we deliver</a>');
    expect(html).toContain('<strong>below 30°C</strong>');
    expect(html).toContain('<ul>\n<li>in a cupboard</li>\n<li>away from the sun</li>\n</ul>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('href="javascript:');
  });

  it('renders the story, policy, testimonials and carousel from the content, script inert', async () => {
    await put('about', { markdown: 'We began in **Kisumu**.' });
    await put('returns', { markdown: '<script>alert(1)</script>\n\n[Return](javascript:alert(1))' });
    await put('testimonials', [
      {
        name: 'Achieng Otieno',
        place: 'Kisumu, Kenya',
        text: 'Wonderful.',
        photo: '/generated/people/portrait-2.webp',
      },
    ]);
    await put('hero', [{ image: '/generated/hero/hero-2-1600.webp', alt: 'Shea nuts drying' }]);
    expect((await page('/about')).html).toContain('We began in <strong>Kisumu</strong>.');
    const returns = (await page('/return-policy')).html;
    expect(returns).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(returns).not.toMatch(/href="javascript|<script>alert/i);
    const home = (await page('/')).html;
    expect(home).toContain('Achieng Otieno');
    expect(home).not.toContain('Wanjiru Kamau');
    expect(home).toContain('Shea nuts drying, photo 1 of 1');
  });
});

describe('the announcement bar', () => {
  it('appears at its start and disappears at its end, though the page is kept meanwhile', async () => {
    const start = Date.now() + 1_500;
    await put('announcement', {
      text: 'Free gift wrap this week',
      link: '/products',
      active: true,
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + 2_000).toISOString(),
    });
    const before = await page('/faq');
    expect(before.html).not.toContain(BAR);
    expect((await page('/faq')).cache).toBe('hit');

    await sleep(start - Date.now() + 50);
    const during = await page('/faq');
    expect(during.html).toContain(BAR);
    expect(during.html).toMatch(/<a[^>]*href="\/products"[^>]*>Free gift wrap this week<\/a>/);
    expect((await page('/shipping-info')).html).toContain(BAR);
    const kept = await page('/faq');
    expect(kept.cache).toBe('hit');
    expect(kept.html).toContain(BAR);

    await sleep(start + 2_000 - Date.now() + 50);
    expect((await page('/faq')).html).not.toContain(BAR);
  });

  it('is not shown when switched off, nor in the console', async () => {
    await put('announcement', {
      text: 'Closed for stocktaking',
      link: '',
      active: false,
      startsAt: null,
      endsAt: null,
    });
    expect((await page('/')).html).not.toContain('Closed for stocktaking');
    await put('announcement', {
      text: 'Closed for stocktaking',
      link: '',
      active: true,
      startsAt: null,
      endsAt: null,
    });
    expect((await page('/')).html).toContain('Closed for stocktaking');
    // The console is a place to work: the bar is for shoppers.
    const console = await as.admin.get('/admin');
    expect(await console.text()).not.toContain(BAR);
  });
});
