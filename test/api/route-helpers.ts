// Calling the console's loaders and actions as React Router does: a Request, the app's services
// and the signed-in user in the load context.
import { eq } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { users } from '../../src/server/db/schema';
import type { SessionUser } from '../../src/server/services/accounts';
import { personas } from '../support/accounts';
import type { TestApp } from '../support/test-app';
import { NO_SECOND_STEP } from '../support/page-context';

/** What `data(value, init)` hands back from a loader or an action. */
export interface Answer<T> {
  data: T;
  init: { status?: number } | null;
}

/** The personas' admin and approved reseller, as a session sees them. */
export async function sessionPersonas(app: TestApp): Promise<{ admin: SessionUser; reseller: SessionUser }> {
  const { ids } = await personas(app);
  const [adminRow] = await app.db.select().from(users).where(eq(users.id, ids.admin!));
  const admin = (await app.services.accounts.findUserByEmail(adminRow!.email))!;
  const reseller = (await app.services.accounts.findReseller(ids.approved!))!;
  return { admin, reseller };
}

/** A loader's or an action's arguments: a POST of `form` when given, else a GET. */
export function routeArgs(
  app: TestApp,
  path: string,
  user: SessionUser | null,
  form?: Record<string, string>,
  params = {},
) {
  const request = new Request(
    `http://shop.test${path}`,
    form ? { method: 'POST', body: new URLSearchParams(form) } : {},
  );
  const context = { services: app.services, user, twoFactor: NO_SECOND_STEP } as AppLoadContext;
  return { request, context, params } as never;
}

/** What `run` threw (a redirect or an error Response); fails when it returned. */
export async function thrown(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}
