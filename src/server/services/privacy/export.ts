// Everything the shop holds about one customer, as one JSON document (the Kenya Data Protection
// Act 2019, s. 26: the right of access), put together from what each door exports. Read in one
// transaction, so the parts agree.
import type { CustomerKey } from '../../../core/privacy-schema';
import type { DbExecutor } from '../../db/executor';
import { doors } from './doors';
import { findPerson } from './person';

export async function customerExport(tx: DbExecutor, key: CustomerKey) {
  const person = await findPerson(tx, key, 'export');
  const { orders } = await doors.orders.export(person, tx);
  const payments = await doors.mpesa.export(person, tx);
  const { messages, newsletter, resellerWaitlist } = await doors.messages.export(person, tx);
  const { backInStock } = await doors.stockAlerts.export(person, tx);
  const { texts } = await doors.notifications.export(person, tx);
  const { resellerAccount } = await doors.accounts.export(person, tx);
  const { riders } = await doors.delivery.export(person, tx);
  return {
    orders: orders.map(({ id, statusHistory, shopNotes, ...order }) => ({
      ...order,
      ...payments.ofOrder(id),
      statusHistory,
      shopNotes,
    })),
    paybillPayments: payments.paybillPayments,
    messages,
    subscriptions: { newsletter, resellerWaitlist, backInStock },
    texts,
    resellerAccount,
    riders,
  };
}

export type CustomerExport = Awaited<ReturnType<typeof customerExport>>;

/** How many of each the export holds: what the console shows and the audit keeps. */
export function exportCounts(data: CustomerExport) {
  return {
    orders: data.orders.length,
    messages: data.messages.length,
    subscriptions:
      data.subscriptions.newsletter.length +
      data.subscriptions.resellerWaitlist.length +
      data.subscriptions.backInStock.length,
    paybillPayments: data.paybillPayments.length,
    texts: data.texts.length,
    resellerAccounts: data.resellerAccount ? 1 : 0,
    riders: data.riders.length,
  };
}
