// Everything the shop holds about one customer, as one JSON document (the Kenya Data Protection
// Act 2019, s. 26: the right of access). Read in one transaction, so the parts agree.
import { asc, inArray } from 'drizzle-orm';
import type { CustomerKey } from '../../../core/privacy-schema';
import type { DbExecutor } from '../../db/executor';
import {
  contactMessages,
  mpesaC2bPayments,
  mpesaPayments,
  backInStockRequests,
  newsletterSubscribers,
  orderEvents,
  orderNotes,
  orders,
  refunds,
  resellerWaitlist,
  smsMessages,
  users,
} from '../../db/schema';
import { unmatchedFrom, type PayerPhones } from '../mpesa';
import {
  belongsTo,
  messagesOf,
  orNone,
  ordersOf,
  payerPhonesOf,
  resellerIds,
  textsOf,
} from './customer-rows';

const byOrder = <T extends { orderId: number | null }>(rows: T[]) => {
  const map = new Map<number, Omit<T, 'orderId'>[]>();
  for (const { orderId, ...rest } of rows) {
    if (orderId === null) continue;
    map.set(orderId, [...(map.get(orderId) ?? []), rest]);
  }
  return (id: number) => map.get(id) ?? [];
};

export async function customerExport(tx: DbExecutor, key: CustomerKey) {
  const resellers = await resellerIds(tx, key);
  const orderRows = await tx.select().from(orders).where(ordersOf(key, resellers)).orderBy(asc(orders.id));
  const ids = orderRows.map((order) => order.id);
  const some = ids.length > 0;
  const [stk, paybill, refundRows, events, notes] = some
    ? await Promise.all([
        tx
          .select({
            orderId: mpesaPayments.orderId,
            phone: mpesaPayments.phone,
            amountCents: mpesaPayments.amountCents,
            status: mpesaPayments.status,
            receiptNumber: mpesaPayments.receiptNumber,
            resultDesc: mpesaPayments.resultDesc,
            createdAt: mpesaPayments.createdAt,
          })
          .from(mpesaPayments)
          .where(inArray(mpesaPayments.orderId, ids))
          .orderBy(asc(mpesaPayments.id)),
        tx
          .select({
            orderId: mpesaC2bPayments.orderId,
            receiptNumber: mpesaC2bPayments.transId,
            msisdn: mpesaC2bPayments.msisdn,
            payerName: mpesaC2bPayments.payerName,
            amountCents: mpesaC2bPayments.amountCents,
            createdAt: mpesaC2bPayments.createdAt,
          })
          .from(mpesaC2bPayments)
          .where(inArray(mpesaC2bPayments.orderId, ids))
          .orderBy(asc(mpesaC2bPayments.id)),
        tx
          .select({
            orderId: refunds.orderId,
            receiptNumber: refunds.transactionId,
            amountCents: refunds.amountCents,
            reason: refunds.reason,
            state: refunds.state,
            createdAt: refunds.createdAt,
          })
          .from(refunds)
          .where(inArray(refunds.orderId, ids))
          .orderBy(asc(refunds.id)),
        tx
          .select({
            orderId: orderEvents.orderId,
            status: orderEvents.toStatus,
            note: orderEvents.note,
            at: orderEvents.createdAt,
          })
          .from(orderEvents)
          .where(inArray(orderEvents.orderId, ids))
          .orderBy(asc(orderEvents.id)),
        tx
          .select({ orderId: orderNotes.orderId, body: orderNotes.body, at: orderNotes.createdAt })
          .from(orderNotes)
          .where(inArray(orderNotes.orderId, ids))
          .orderBy(asc(orderNotes.id)),
      ])
    : [[], [], [], [], []];
  const [paymentsOf, paybillOf, refundsOf, eventsOf, notesOf] = [
    byOrder(stk),
    byOrder(paybill),
    byOrder(refundRows),
    byOrder(events),
    byOrder(notes),
  ];
  const lostPayments = await unmatchedPaybill(
    tx,
    payerPhonesOf(
      key,
      orderRows.map((order) => order.customerPhone),
    ),
  );
  const messages = await tx
    .select()
    .from(contactMessages)
    .where(messagesOf(key))
    .orderBy(asc(contactMessages.id));
  const texts = await tx
    .select({
      orderId: smsMessages.orderId,
      recipient: smsMessages.recipient,
      to: smsMessages.to,
      message: smsMessages.message,
      state: smsMessages.state,
      createdAt: smsMessages.createdAt,
    })
    .from(smsMessages)
    .where(textsOf(key, ids))
    .orderBy(asc(smsMessages.id));
  const orderNumberOf = new Map(orderRows.map((order) => [order.id, order.orderNumber]));
  const subscribed = (table: typeof newsletterSubscribers | typeof resellerWaitlist) =>
    tx
      .select({ email: table.email, subscribedAt: table.createdAt })
      .from(table)
      .where(orNone(belongsTo(key, { email: table.email })));
  const accounts =
    resellers.length > 0
      ? await tx
          .select({
            email: users.email,
            firstName: users.firstName,
            lastName: users.lastName,
            businessName: users.businessName,
            phone: users.phone,
            kraPin: users.kraPin,
            isApproved: users.isApproved,
            createdAt: users.createdAt,
          })
          .from(users)
          .where(inArray(users.id, resellers))
      : [];

  return {
    orders: orderRows.map((order) => ({
      orderNumber: order.orderNumber,
      kind: order.kind,
      status: order.status,
      placedAt: order.createdAt,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      customerPhone: order.customerPhone,
      deliveryAddress: order.deliveryAddress,
      deliveryArea: order.deliveryArea,
      notes: order.notes,
      smsOptOut: order.smsOptOut,
      paymentMethod: order.paymentMethod,
      transactionId: order.transactionId,
      lines: order.items.map((line) => ({
        productId: line.productId,
        name: line.name,
        size: line.size ?? null,
        sku: line.sku ?? null,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
      })),
      subtotalCents: order.subtotalCents,
      deliveryFeeCents: order.deliveryFeeCents,
      totalCents: order.totalCents,
      payments: paymentsOf(order.id),
      paybillPayments: paybillOf(order.id),
      refunds: refundsOf(order.id),
      statusHistory: eventsOf(order.id),
      shopNotes: notesOf(order.id),
    })),
    paybillPayments: lostPayments,
    messages: messages.map((message) => ({
      firstName: message.firstName,
      lastName: message.lastName,
      email: message.email,
      phone: message.phone,
      subject: message.subject,
      message: message.message,
      sentAt: message.createdAt,
    })),
    subscriptions: {
      newsletter: await subscribed(newsletterSubscribers),
      resellerWaitlist: await subscribed(resellerWaitlist),
      backInStock: await tx
        .select({
          productId: backInStockRequests.productId,
          variantId: backInStockRequests.variantId,
          contact: backInStockRequests.contact,
          waitingSince: backInStockRequests.createdAt,
        })
        .from(backInStockRequests)
        .where(
          orNone(belongsTo(key, { email: backInStockRequests.contact, phone: backInStockRequests.contact })),
        )
        .orderBy(asc(backInStockRequests.id)),
    },
    texts: texts.map(({ orderId, ...text }) => ({
      ...text,
      orderNumber: orderId === null ? null : (orderNumberOf.get(orderId) ?? null),
    })),
    resellerAccount: accounts[0] ?? null,
  };
}

/** Their Paybill payments that found no order, with the refunds of each, oldest first. */
async function unmatchedPaybill(tx: DbExecutor, phones: PayerPhones) {
  const payments = await tx
    .select({
      id: mpesaC2bPayments.id,
      receiptNumber: mpesaC2bPayments.transId,
      msisdn: mpesaC2bPayments.msisdn,
      payerName: mpesaC2bPayments.payerName,
      accountNumber: mpesaC2bPayments.billRefNumber,
      amountCents: mpesaC2bPayments.amountCents,
      paidAt: mpesaC2bPayments.createdAt,
    })
    .from(mpesaC2bPayments)
    .where(unmatchedFrom(phones))
    .orderBy(asc(mpesaC2bPayments.id));
  const ids = payments.map((payment) => payment.id);
  const back =
    ids.length > 0
      ? await tx
          .select({
            paymentId: refunds.c2bPaymentId,
            amountCents: refunds.amountCents,
            state: refunds.state,
            createdAt: refunds.createdAt,
          })
          .from(refunds)
          .where(inArray(refunds.c2bPaymentId, ids))
          .orderBy(asc(refunds.id))
      : [];
  return payments.map(({ id, ...payment }) => ({
    ...payment,
    refunds: back.filter((refund) => refund.paymentId === id).map(({ paymentId: _id, ...refund }) => refund),
  }));
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
  };
}
