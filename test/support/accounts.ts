import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';
import type { TestApp } from './test-app';

export interface Caller {
  cookie: string;
  get(path: string): Promise<Response>;
  post(path: string, body?: unknown): Promise<Response>;
  /** Any method with a JSON body: PATCH, PUT, DELETE. */
  send(method: string, path: string, body?: unknown): Promise<Response>;
}

let counter = 0;

export function resellerForm(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    email: `duka${counter}-${Date.now()}@example.com`,
    password: 'shea butter wholesale',
    firstName: 'Achieng',
    lastName: 'Mwangi',
    businessName: 'Glow Duka',
    phone: '0712345678',
    ...overrides,
  };
}

/** What a caller needs of an app: an app in another process has nothing more. */
type Reachable = Pick<TestApp, 'url' | 'config'>;

/** JSON requests from the shop's own origin, carrying `cookie` when given. */
export function callerFor(app: Reachable, cookie = ''): Caller {
  const headers = (): Record<string, string> => ({
    origin: app.config.publicUrl,
    ...(cookie ? { cookie } : {}),
  });
  const send = (method: string, path: string, body?: unknown) =>
    fetch(`${app.url}${path}`, {
      method,
      headers: body === undefined ? headers() : { ...headers(), 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    cookie,
    get: (path) => fetch(`${app.url}${path}`, { headers: headers() }),
    post: (path, body) => send('POST', path, body),
    send,
  };
}

/** `name=value` of the session cookie a response set. */
export function sessionCookieOf(response: Response): string {
  const set = response.headers.getSetCookie().find((c) => c.startsWith('shop_session='));
  if (!set) throw new Error(`no session cookie set (status ${response.status})`);
  return set.split(';')[0]!;
}

export async function signIn(app: Reachable, email: string, password: string): Promise<Caller> {
  const response = await callerFor(app).post('/api/auth/login', { email, password });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return callerFor(app, sessionCookieOf(response));
}

/**
 * Registers a reseller and signs it in: registration answers the same for every email and never
 * signs anyone in, so the account is used through a sign-in like any other.
 */
export async function registerReseller(app: TestApp, overrides: Record<string, unknown> = {}) {
  const form = resellerForm(overrides);
  const registered = await callerFor(app).post('/api/auth/register', form);
  if (registered.status !== 202) throw new Error(`registration failed: ${registered.status}`);
  await registered.arrayBuffer();
  const response = await callerFor(app).post('/api/auth/login', {
    email: form.email,
    password: form.password,
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const user = (await response.json()) as { id: number; email: string };
  return { form, user, caller: callerFor(app, sessionCookieOf(response)) };
}

export type Persona = 'anonymous' | 'unapproved' | 'approved' | 'admin';

/** A signed-in caller of each kind; the approved reseller is approved directly in the database. */
export async function personas(
  app: TestApp,
): Promise<Record<Persona, Caller> & { ids: Record<string, number> }> {
  const [unapproved, approved] = await Promise.all([
    registerReseller(app),
    registerReseller(app, { businessName: 'Approved Duka' }),
  ]);
  await app.db
    .update(users)
    .set({ isApproved: true, approvedAt: new Date() })
    .where(eq(users.id, approved!.user.id));
  const adminEmail = `admin-${Date.now()}-${++counter}@example.com`;
  const { user: admin } = await app.services.accounts.createOrPromoteAdmin({
    email: adminEmail,
    password: 'admin password long',
  });
  return {
    anonymous: callerFor(app),
    unapproved: unapproved.caller,
    // Approval is read at each request, so the session opened before it sees it.
    approved: approved.caller,
    admin: await signIn(app, adminEmail, 'admin password long'),
    ids: { unapproved: unapproved.user.id, approved: approved.user.id, admin: admin.id },
  };
}
