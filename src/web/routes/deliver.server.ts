// The rider's drop page's data and forms: the token in the address is the whole of the rider's
// right (as on /api/deliveries/{token}), so an unknown or dead link shows nothing of any order.
import { data, redirect, type AppLoadContext } from 'react-router';
import { ONE_TIME_LINK_TOKEN } from '../../core/one-time-link';
import { deliveryCodeSchema, notDeliveredSchema } from '../../core/shipment-schema';
import type { DeliveryDrop } from '../../core/shipments';
import { HTTP_STATUS_OF, isServiceError, isServiceErrorOf } from '../../server/services/errors';
import { LINK_NOT_FOUND } from '../../server/services/fulfilment';
import { readFormFields } from '../lib/read-form.server';

export type DeliverPage = { kind: 'drop'; drop: DeliveryDrop } | { kind: 'gone'; message: string };

/** What a refused form says, beside the field it is about. */
export interface DeliverFormError {
  intent: 'set-out' | 'delivered' | 'not-delivered';
  message: string;
  /** The note as typed, so a refused form keeps it. */
  note?: string;
}

const GONE = { kind: 'gone', message: LINK_NOT_FOUND } as const;
const NO_STORE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

export async function loadDeliverPage(context: AppLoadContext, token: string | undefined) {
  const page = await findDrop(context, token ?? '');
  return data(page, { status: page.kind === 'gone' ? 404 : 200, headers: NO_STORE });
}

async function findDrop(context: AppLoadContext, token: string): Promise<DeliverPage> {
  if (!ONE_TIME_LINK_TOKEN.test(token)) return GONE;
  try {
    return { kind: 'drop', drop: await context.services.fulfilment.deliveries.drop(token) };
  } catch (error) {
    if (isServiceErrorOf(error, 'not_found')) return GONE;
    throw error;
  }
}

/**
 * The rider setting out, the customer's code, or why the parcel could not be handed over. Once stored, the page is asked
 * for again (a refresh then posts nothing twice); a refusal comes back beside its field.
 */
export async function deliverAction(request: Request, context: AppLoadContext, token: string | undefined) {
  const link = token ?? '';
  const fields = await readFormFields(request);
  const { deliveries } = context.services.fulfilment;
  if (!ONE_TIME_LINK_TOKEN.test(link)) return refuse({ intent: 'delivered', message: LINK_NOT_FOUND }, 404);

  if (fields.intent === 'set-out') {
    return stored(link, { intent: 'set-out' }, () => deliveries.setOut(link));
  }
  if (fields.intent === 'delivered') {
    const parsed = deliveryCodeSchema.safeParse({ code: fields.code });
    if (!parsed.success)
      return refuse({ intent: 'delivered', message: parsed.error.issues[0]!.message }, 400);
    return stored(link, { intent: 'delivered' }, () => deliveries.delivered(link, parsed.data.code));
  }
  if (fields.intent === 'not-delivered') {
    const note = typeof fields.note === 'string' ? fields.note : '';
    const parsed = notDeliveredSchema.safeParse({ reason: fields.reason, note });
    if (!parsed.success) {
      return refuse({ intent: 'not-delivered', message: parsed.error.issues[0]!.message, note }, 400);
    }
    const { reason, note: said } = parsed.data;
    return stored(link, { intent: 'not-delivered', note }, () =>
      deliveries.notDelivered(link, reason, said || undefined),
    );
  }
  return refuse({ intent: 'delivered', message: 'Choose Mark delivered or Could not deliver' }, 400);
}

const refuse = (error: DeliverFormError, status: number) => data(error, { status, headers: NO_STORE });

// The service's refusals come back with their own status: a dead link, a wrong code, a drop not out
// yet or already done, a code locked after five wrong ones.
async function stored(link: string, form: Omit<DeliverFormError, 'message'>, run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (!isServiceError(error)) throw error;
    return refuse({ ...form, message: error.message }, HTTP_STATUS_OF[error.kind]);
  }
  return redirect(`/deliver/${link}`, { status: 303, headers: NO_STORE });
}
