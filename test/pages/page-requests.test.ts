// Requests any visitor can make to the pages, over HTTP as a browser behind the shop's TLS proxy
// sends them (Host and Origin of its https address): a method no page serves, a form posted from
// another site, a way back after sign-in that no Location header can carry, and a sign-in from a
// browser still holding a dead session cookie. None is the shop's failure: no 5xx, nothing logged
// as an error.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/server/db/schema';
import { personas, registerReseller, sessionCookieOf } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

// The shop's public address, as the proxy in front of it would name it.
const SHOP = 'https://localhost';

let app: TestApp;
let logged: { level: number; msg: string }[] = [];

beforeAll(async () => {
  app = await startTestApp({
    pages: 'production',
    env: { PUBLIC_URL: SHOP, LOG_LEVEL: 'info' },
    logStream: { write: (line) => void logged.push(JSON.parse(line) as { level: number; msg: string }) },
  });
  expect((await send('GET', '/about')).status).toBe(200);
});
afterAll(() => app?.close());
beforeEach(() => {
  logged = [];
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A request as the proxy hands it on: the shop's own host, and whatever else the test names. */
function send(
  method: string,
  path: string,
  { headers = {}, form }: { headers?: Record<string, string>; form?: Record<string, string> } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(app.url);
  const body = form ? new URLSearchParams(form).toString() : undefined;
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: hostname,
        port,
        method,
        path,
        headers: {
          host: 'localhost',
          ...(body === undefined
            ? {}
            : {
                'content-type': 'application/x-www-form-urlencoded',
                'content-length': Buffer.byteLength(body),
              }),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: text }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const errorsLogged = () => logged.filter((line) => line.level >= 50).map((line) => line.msg);

async function contactCount() {
  const [row] = await app.db.select({ n: count() }).from(contactMessages);
  return row!.n;
}

const contactForm = {
  firstName: 'Amina',
  lastName: 'Otieno',
  email: 'amina@example.com',
  subject: 'product-inquiry',
  message: 'Is the whipped body butter safe for eczema-prone skin?',
};

describe('a method no page serves', () => {
  it.each(['/', '/products', '/login', '/admin/orders', '/no-such-page'])(
    'TRACE %s is 405 with the methods pages take, and no error is logged',
    async (path) => {
      const answer = await send('TRACE', path);
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.body).toContain('This request was refused');
      expect(errorsLogged()).toEqual([]);
    },
  );

  it.each(['PROPFIND', 'PURGE', 'LOCK'])(
    '%s, which Fastify does not route, is the same page 405; the API answers JSON',
    async (method) => {
      const page = await send(method, '/about');
      expect(page.status).toBe(405);
      expect(page.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      const api = await send(method, '/api/products');
      expect(api.status).toBe(404);
      expect(JSON.parse(api.body)).toEqual({ message: `No API endpoint ${method} /api/products` });
    },
  );
});

describe('a Host header that names no host', () => {
  it.each(['localhost:99999', 'localhost:abc', 'shop example', 'localhost/about?', 'localhost?q=1'])(
    '%j is a 400, before React Router builds the request from it',
    async (host) => {
      for (const method of ['GET', 'POST']) {
        const answer = await send(method, '/contact', {
          headers: { host },
          ...(method === 'POST' ? { form: contactForm } : {}),
        });
        expect(answer.status, method).toBe(400);
        expect(answer.body).toContain('This address is not a valid URL.');
      }
      expect(errorsLogged()).toEqual([]);
    },
  );

  it.each(['localhost', 'localhost:8443', '127.0.0.1', '[::1]:3000'])('%j is served', async (host) => {
    const answer = await send('GET', '/about', { headers: { host } });
    expect(answer.status).toBe(200);
  });
});

describe('a form posted from another site', () => {
  it.each([
    ['another site', 'https://evil.example'],
    ['the same host over plain http', 'http://localhost'],
    ['an opaque origin', 'null'],
    ['an origin that is no URL', 'not a url'],
  ])(
    'from %s is refused (403) before the action, stores nothing, and logs no error',
    async (_name, origin) => {
      const before = await contactCount();
      for (const path of ['/contact', '/contact.data']) {
        const answer = await send('POST', path, { headers: { origin }, form: contactForm });
        expect(answer.status, path).toBe(403);
        expect(answer.body).toContain('This form must be sent from the shop’s own pages.');
      }
      expect(await contactCount()).toBe(before);
      expect(errorsLogged()).toEqual([]);
    },
  );

  it('from the shop’s own https address reaches the action behind the proxy, which serves plain http', async () => {
    const before = await contactCount();
    const answer = await send('POST', '/contact', { headers: { origin: SHOP }, form: contactForm });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('Message sent successfully!');
    expect(await contactCount()).toBe(before + 1);
    expect(errorsLogged()).toEqual([]);
  });
});

describe('signing in on /login', () => {
  async function reseller() {
    const { form, caller } = await registerReseller(app);
    return { form, cookie: caller.cookie };
  }

  const signIn = (form: { email: string; password: string }, extra: Record<string, string>, cookie = '') =>
    send('POST', '/login', {
      headers: { origin: SHOP, ...(cookie ? { cookie } : {}) },
      form: { intent: 'sign-in', email: form.email, password: form.password, ...extra },
    });

  it.each(['/produkte/ā', '/products?q=shea 😀', '/ü/Ω'])(
    'with a way back (%s) no Location header can carry goes to the account’s page instead',
    async (redirectTo) => {
      const { form } = await reseller();
      const answer = await signIn(form, { redirectTo });
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe('/reseller/pending');
      expect(answer.headers['set-cookie']?.some((c) => /^shop_session=[^;]+;/.test(c))).toBe(true);
      expect(errorsLogged()).toEqual([]);
    },
  );

  it('keeps a way back written as the shop writes it (percent-encoded)', async () => {
    const { form } = await reseller();
    const answer = await signIn(form, { redirectTo: '/products?q=%C4%81' });
    expect(answer.headers.location).toBe('/products?q=%C4%81');
  });

  it('already signed in, the page sends a way back beyond Latin-1 to the account’s page', async () => {
    const { cookie } = await reseller();
    const answer = await send('GET', `/login?redirectTo=${encodeURIComponent('/produkte/ā')}`, {
      headers: { cookie },
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/reseller/pending');
    expect(errorsLogged()).toEqual([]);
  });

  it('from a browser holding a dead session cookie leaves it signed in: the new cookie is the only one', async () => {
    const { form } = await reseller();
    const answer = await signIn(form, {}, 'shop_session=a-session-that-ended-long-ago');
    expect(answer.status).toBe(302);
    const cookies = (answer.headers['set-cookie'] ?? []).filter((c) => c.startsWith('shop_session='));
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^shop_session=[^;]+;/);
    const session = sessionCookieOf(new Response(null, { headers: [['set-cookie', cookies[0]!]] }));
    const me = await send('GET', '/api/auth/user', { headers: { cookie: session } });
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body)).toMatchObject({ email: form.email });
  });

  it('still clears a dead session cookie on a page that sets none', async () => {
    const answer = await send('GET', '/about', { headers: { cookie: 'shop_session=a-session-that-ended' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['set-cookie']).toEqual([
      expect.stringMatching(/^shop_session=;.*Expires=Thu, 01 Jan 1970/),
    ]);
  });
});

describe('a console list with a date no database has (year 0)', () => {
  it.each([
    ['/admin/orders', 'Orders'],
    ['/admin/activity', 'Activity'],
  ])('%s answers 400, says which filter was ignored, and still lists', async (path, title) => {
    const { admin } = await personas(app);
    const answer = await send('GET', `${path}?from=0000-01-01`, { headers: { cookie: admin.cookie } });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(`<h1`);
    expect(answer.body).toContain(title);
    expect(answer.body).toContain('From must be 2000-01-01 or later');
    expect(errorsLogged()).toEqual([]);
  });
});
