// The newsletter's unsubscribe link: the page asks before acting (a mail scanner that follows the
// link changes nothing), and a posted form or a mail program's one-click POST unsubscribes.
import { data, type AppLoadContext } from 'react-router';
import { unsubscribeSchema } from '../../core/privacy-schema';
import { LINK_REFUSED } from '../../core/unsubscribe-messages';
import { isServiceErrorOf } from '../../server/services/errors';
import { readFormFields } from '../lib/read-form.server';

export async function unsubscribeState(context: AppLoadContext, token: string) {
  if (!unsubscribeSchema.safeParse({ token }).success) return { token, state: 'refused' as const };
  try {
    return { token, state: await context.services.messages.checkUnsubscribeToken(token) };
  } catch (error) {
    if (isServiceErrorOf(error, 'invalid')) return { token, state: 'refused' as const };
    throw error;
  }
}

export async function unsubscribe(request: Request, context: AppLoadContext) {
  const fields = await readFormFields(request);
  // RFC 8058's one-click POST names only 'List-Unsubscribe'; the token is in the link itself.
  const token = String(fields.token ?? new URL(request.url).searchParams.get('token') ?? '');
  const parsed = unsubscribeSchema.safeParse({ token });
  if (!parsed.success) return data({ done: false, error: LINK_REFUSED }, { status: 400 });
  try {
    await context.services.messages.unsubscribe(parsed.data.token);
  } catch (error) {
    if (isServiceErrorOf(error, 'invalid'))
      return data({ done: false, error: LINK_REFUSED }, { status: 400 });
    throw error;
  }
  return { done: true, error: null };
}
