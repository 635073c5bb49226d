// The back-in-stock messages' unsubscribe link: the page asks before acting (a mail scanner that
// follows the link changes nothing), and the posted form takes the shopper off every list.
import { data, type AppLoadContext } from 'react-router';
import { BACK_IN_STOCK_LINK_REFUSED } from '../../core/back-in-stock-messages';
import { unsubscribeBackInStockSchema } from '../../core/back-in-stock-schema';
import { readFormFields } from '../lib/read-form.server';

export function backInStockLinkState(token: string) {
  const valid = unsubscribeBackInStockSchema.safeParse({ token }).success;
  return { token, state: valid ? ('ask' as const) : ('refused' as const) };
}

export async function unsubscribeFromBackInStock(request: Request, context: AppLoadContext) {
  const fields = await readFormFields(request);
  const parsed = unsubscribeBackInStockSchema.safeParse({ token: String(fields.token ?? '') });
  if (!parsed.success) return data({ done: false, error: BACK_IN_STOCK_LINK_REFUSED }, { status: 400 });
  await context.services.stockAlerts.unsubscribe(parsed.data.token);
  return { done: true, error: null };
}
