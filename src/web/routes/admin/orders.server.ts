// The console's order pages: reading the list and one order, and the changes made from them.
import { data, type AppLoadContext } from 'react-router';
import {
  bulkStatusChangeSchema,
  orderNoteSchema,
  staffStatusChangeSchema,
} from '../../../core/admin-order-schemas';
import type { ConsoleAction } from '../../../core/console-permissions';
import { lenientOrderFilters } from '../../../core/order-filters';
import { pageNumber } from '../../../core/paging';
import { parseInput } from '../../../core/zod-errors';
import type { SessionUser } from '../../../server/services/accounts';
import { toAdminOrderPage } from '../../../server/services/console';
import { bulkMoveNotice, toAdminOrderListPage } from '../../../server/services/orders';
import { consoleAction, refusedForm, unknownIntent } from '../../lib/console-action.server';
import { isShipmentIntent, shipmentAction } from './order-shipments.server';
import { refundAction } from './refunds.server';
import { retryInvoiceAction } from './tax-invoices.server';

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : undefined);

/** The Orders page's read: the same view as GET /api/admin/orders, for the filters in the address. */
export async function ordersPageData(context: AppLoadContext, request: Request) {
  const params = new URL(request.url).searchParams;
  const { filters, problems } = lenientOrderFilters(params);
  const view = await context.services.orders.listView(filters, pageNumber(params.get('page')));
  // A bad filter is the caller's mistake, as on the API: 400, with the list unfiltered by it.
  return data({ ...toAdminOrderListPage(view), problems }, { status: problems.length > 0 ? 400 : 200 });
}

/** One order as its page shows it: the same read as GET /api/admin/orders/:orderNumber. */
export async function orderPageData(context: AppLoadContext, orderNumber: string) {
  const view = await context.services.console.orderView(orderNumber);
  if (!view) throw data('Order not found', { status: 404 });
  return toAdminOrderPage(view);
}

export async function bulkMove(context: AppLoadContext, admin: SessionUser, form: FormData) {
  const parsed = parseInput(bulkStatusChangeSchema, {
    orderNumbers: form.getAll('orderNumbers').filter((value) => typeof value === 'string'),
    status: text(form.get('status')),
    note: text(form.get('note')),
  });
  if (!parsed.ok) return refusedForm(parsed.body);
  const { orderNumbers, status, note } = parsed.data;
  return consoleAction(async () => {
    const results = await context.services.orders.moveInBulk(orderNumbers, status, {
      adminId: admin.id,
      ...(note ? { note } : {}),
    });
    return bulkMoveNotice(results, status);
  });
}

/** Which console action an order page's form is (core/console-permissions.ts). */
export function orderFormAction(form: FormData): ConsoleAction {
  const intent = form.get('intent');
  if (intent === 'refund') return 'refunds.issue';
  if (intent === 'retry-invoice') return 'taxInvoices.retry';
  if (isShipmentIntent(intent)) return 'fulfilment.ship';
  return 'orders.handle';
}

/**
 * The order page's forms: a status move, an internal note, asking M-Pesa about a payment, a refund,
 * sending its tax invoice again, shipping a parcel and moving one.
 */
export async function orderPageAction(
  context: AppLoadContext,
  admin: SessionUser,
  orderNumber: string,
  form: FormData,
) {
  const intent = form.get('intent');
  if (intent === 'status') {
    const parsed = parseInput(staffStatusChangeSchema, {
      status: text(form.get('status')),
      note: text(form.get('note')),
    });
    if (!parsed.ok) return refusedForm(parsed.body);
    const { status, note } = parsed.data;
    return consoleAction(async () => {
      const order = await context.services.orders.moveStatus({ orderNumber }, status, {
        adminId: admin.id,
        ...(note ? { note } : {}),
      });
      return `Order moved to ${order.status}. The customer has been told by mail.`;
    });
  }
  if (intent === 'note') {
    const parsed = parseInput(orderNoteSchema, { body: text(form.get('body')) });
    if (!parsed.ok) return refusedForm(parsed.body);
    return consoleAction(async () => {
      await context.services.orders.addNote(orderNumber, parsed.data.body, admin.id);
      return 'Note saved.';
    });
  }
  if (intent === 'check-payment') {
    return consoleAction(async () => {
      const order = await context.services.orders.findByNumber(orderNumber);
      const payment = order ? await context.services.mpesa.payments.checkOrder(order.id) : null;
      if (!payment) return 'No M-Pesa payment is waiting for an answer.';
      return payment.status === 'pending'
        ? 'M-Pesa has no answer yet: the payer has not finished. Try again in a minute.'
        : `M-Pesa answered: ${payment.resultDesc ?? payment.status}.`;
    });
  }
  if (intent === 'refund') return refundAction(context, admin, orderNumber, form);
  if (intent === 'retry-invoice') return retryInvoiceAction(context, admin, form);
  if (isShipmentIntent(intent)) return shipmentAction(context, admin, orderNumber, form);
  return unknownIntent();
}
