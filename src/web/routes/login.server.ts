// Who is signed in, for the reseller pages' loaders: read from the session cookie on the server.
import type { AppLoadContext } from 'react-router';
import type { SessionUser } from '../../server/services/accounts';
import { sessionTokenFromCookieHeader } from '../../server/services/sessions-cookie';

export async function signedInUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  const token = sessionTokenFromCookieHeader(request.headers.get('cookie'));
  return token ? context.services.accounts.userForSessionToken(token) : null;
}
