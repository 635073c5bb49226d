// Bad input to the pages (cookies, queries, form posts) answers a page or a 4xx, never a 500. These
// talk HTTP to the production build, as an attacker or a broken client would.
import { expect, test, type APIRequestContext } from '@playwright/test';

const CONTROL = 'Remove the control characters from this field';
const CONTACT_FORM = {
  firstName: 'Otieno',
  lastName: 'Odhiambo',
  email: 'otieno@example.com',
  subject: 'other',
  message: 'Do you deliver to Kisumu on Saturdays?',
};

function postContact(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string>,
  data: string | Buffer,
) {
  return request.post(path, { headers, data });
}

test.describe('a garbled currency cookie', () => {
  for (const path of ['/', '/products']) {
    test(`falls back to KES on ${path}`, async ({ request }) => {
      const response = await request.get(path, { headers: { cookie: 'currency=%E0%A4%A' } });
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain('KSH ');
    });
  }
});

test.describe('the tracking page', () => {
  test('shows a form error for NUL in the order number or the email', async ({ request }) => {
    for (const query of [
      'order=%00&email=someone%40example.com',
      'orderNumber=HM-AAAA2222&email=a%00%40b.co',
    ]) {
      const response = await request.get(`/track-order?${query}`);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(CONTROL);
    }
  });

  test('shows a NUL in the order number as a form error in the browser', async ({ page }) => {
    const response = await page.goto('/track-order?order=%00&email=someone%40example.com');
    expect(response?.status()).toBe(200);
    await expect(page.locator('main').getByText(CONTROL)).toBeVisible();
  });
});

test.describe('the contact page action', () => {
  test('shows a form error for NUL in a field', async ({ request }) => {
    const form = new URLSearchParams({ ...CONTACT_FORM, message: 'Hello\u0000 there, friend' });
    const response = await postContact(
      request,
      '/contact',
      { 'content-type': 'application/x-www-form-urlencoded' },
      form.toString(),
    );
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(CONTROL);
  });

  test('still takes a form as the browser sends it, urlencoded or multipart, to the page or to .data', async ({
    request,
  }) => {
    const urlencoded = { 'content-type': 'application/x-www-form-urlencoded' };
    const body = new URLSearchParams(CONTACT_FORM).toString();
    const document = await postContact(request, '/contact', urlencoded, body);
    expect(document.status()).toBe(200);
    expect(await document.text()).toContain('Message sent successfully!');
    const data = await postContact(request, '/contact.data', urlencoded, body);
    expect(data.status()).toBe(200);
    expect(await data.text()).toContain('"sent",true');
    const multipart = await request.post('/contact', { multipart: CONTACT_FORM });
    expect(multipart.status()).toBe(200);
    expect(await multipart.text()).toContain('Message sent successfully!');
  });

  for (const [name, headers] of [
    ['JSON', { 'content-type': 'application/json' }],
    ['text', { 'content-type': 'text/plain' }],
    ['no content type', {}],
  ] as const) {
    test(`answers ${name} with 415 as a page, and to .data as text`, async ({ baseURL }) => {
      // Node's fetch adds no content type of its own to a byte body.
      const post = (path: string) =>
        fetch(`${baseURL}${path}`, {
          method: 'POST',
          headers,
          body: new TextEncoder().encode(JSON.stringify(CONTACT_FORM)),
        });
      const document = await post('/contact');
      expect(document.status).toBe(415);
      expect(document.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await document.text()).toContain('This form could not be read');

      const data = await post('/contact.data');
      expect(data.status).toBe(415);
      expect(data.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await data.text()).toContain('This form could not be read');
    });
  }

  test('answers a broken multipart body with 400 in the error page', async ({ request }) => {
    for (const type of ['multipart/form-data; boundary=xyz', 'multipart/form-data']) {
      const document = await postContact(
        request,
        '/contact',
        { 'content-type': type },
        'not multipart at all',
      );
      expect(document.status()).toBe(400);
      expect(document.headers()['content-type']).toMatch(/^text\/html/);
      expect(await document.text()).toContain('Something went wrong');

      const data = await postContact(
        request,
        '/contact.data',
        { 'content-type': type },
        'not multipart at all',
      );
      expect(data.status()).toBe(400);
    }
  });

  test('answers a body over 100 KB with 413 before reading it', async ({ request }) => {
    const urlencoded = { 'content-type': 'application/x-www-form-urlencoded' };
    const justOver = `message=${'a'.repeat(100 * 1024)}`;
    const response = await postContact(request, '/contact', urlencoded, justOver);
    expect(response.status()).toBe(413);
    expect(await response.text()).toContain('This form is too large');

    const started = Date.now();
    const huge = await postContact(request, '/contact.data', urlencoded, Buffer.alloc(40 * 1024 * 1024, 'a'));
    expect(huge.status()).toBe(413);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test('answers a body of unknown length with 411', async ({ baseURL }) => {
    // Node's fetch sends a streamed body chunked, without a Content-Length.
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(new URLSearchParams(CONTACT_FORM).toString()));
        controller.close();
      },
    });
    const response = await fetch(`${baseURL}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(411);
  });
});

test.describe('refusals before a page renders', () => {
  test('a signed-in post from another site gets an HTML page, the API a JSON body', async ({ request }) => {
    const crossSite = { cookie: 'shop_session=not-a-real-session', origin: 'https://evil.example' };
    const page = await request.post('/contact', {
      headers: { ...crossSite, 'content-type': 'application/x-www-form-urlencoded' },
      data: new URLSearchParams(CONTACT_FORM).toString(),
    });
    expect(page.status()).toBe(403);
    expect(page.headers()['content-type']).toContain('text/html');
    expect(await page.text()).toContain('This request must come from the shop’s own pages');
    const api = await request.post('/api/contact', { headers: crossSite, data: CONTACT_FORM });
    expect(api.status()).toBe(403);
    expect(await api.json()).toEqual({ message: 'This request must come from the shop’s own pages' });
  });

  test('an address with a broken percent-encoding is a 400 page, or JSON under /api', async ({ request }) => {
    const page = await request.get('/product/1%ED%A0%80');
    expect(page.status()).toBe(400);
    expect(page.headers()['content-type']).toContain('text/html');
    expect(await page.text()).toContain('This address is not a valid URL.');
    const api = await request.get('/api/products/1%ED%A0%80');
    expect(api.status()).toBe(400);
    expect(await api.json()).toEqual({ message: 'This address is not a valid URL.' });
  });
});
