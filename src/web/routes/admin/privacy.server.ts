// The Privacy page's reads and its one change: look a customer up by e-mail or phone (a summary,
// audited), link to the export, and erase after the owner ticks the confirmation.
import { data, type AppLoadContext } from 'react-router';
import { lookupFromForm, privacyLookupSchema } from '../../../core/privacy-schema';
import { parseInput } from '../../../core/zod-errors';
import type { SessionUser } from '../../../server/services/accounts';
import { consoleAction, refusedForm } from '../../lib/console-action.server';
import { readFormFields } from '../../lib/read-form.server';

export const CONFIRM_ERASE = 'Tick the box to confirm the erasure';

export async function privacyPageData(context: AppLoadContext, request: Request, owner: SessionUser) {
  const query = new URL(request.url).searchParams;
  const form = { email: query.get('email') ?? '', phone: query.get('phone') ?? '' };
  const lookup = lookupFromForm(form.email, form.phone);
  if (Object.keys(lookup).length === 0) return { form, lookup: null, summary: null, problem: null };
  const parsed = parseInput(privacyLookupSchema, lookup);
  if (!parsed.ok) return { form, lookup: null, summary: null, problem: parsed.body.message };
  const summary = await context.services.privacy.summarise(parsed.data, owner);
  return {
    form,
    lookup: new URLSearchParams(lookup).toString(),
    summary: {
      counts: summary.counts,
      orders: summary.orders.map((order) => ({ ...order, placedAt: order.placedAt.toISOString() })),
    },
    problem: null,
  };
}

export async function erasePageAction(context: AppLoadContext, request: Request, owner: SessionUser) {
  const fields = await readFormFields(request);
  if (fields.confirm !== 'yes') {
    return data({ ok: false, message: CONFIRM_ERASE, errors: { confirm: CONFIRM_ERASE } }, { status: 400 });
  }
  const parsed = parseInput(
    privacyLookupSchema,
    lookupFromForm(String(fields.email ?? ''), String(fields.phone ?? '')),
  );
  if (!parsed.ok) return refusedForm(parsed.body);
  return consoleAction(async () => {
    const erased = await context.services.privacy.eraseCustomer(parsed.data, owner);
    return `Erased: ${erased.orders} orders, ${erased.messages} messages, ${erased.subscriptions} subscriptions, ${erased.texts} texts, ${erased.resellerAccounts} reseller accounts${erased.riders > 0 ? `, ${erased.riders} riders` : ''}. Amounts and M-Pesa receipts are kept.`;
  });
}
