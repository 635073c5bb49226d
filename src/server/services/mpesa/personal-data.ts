// A customer's M-Pesa payments and refunds, for their export and erasure (services/privacy): those
// of their orders, and their Paybill payments that found no order, theirs only by the phone they
// paid from. Erased, a payment keeps its receipt and amount for the books and loses the payer's
// number and name. Nobody is erased while the shop holds money of theirs or money of theirs is
// still moving: refunding needs the payer's number, and once it is gone nobody could tell whose
// the money was. Checked under the orders' row locks, where payments and refunds of those orders
// settle.
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { ERASED } from '../../../core/erased-customer';
import { phoneDigitForms } from '../../../core/privacy-schema';
import type { DbExecutor } from '../../db/executor';
import type { Owed, PersonalData, Person } from '../personal-data';
import { moneyHeldFor } from './customer-money';
import { unmatchedFrom, type PayerPhones } from './paybill/payer-phones';
import { mpesaC2bPayments, mpesaPayments, refunds } from './tables';

const orderIdsOf = (person: Person) => person.orders.map((order) => order.id);

/**
 * The phones the customer pays from, as digits in every stored form: the one looked up, or, for an
 * e-mail, those their orders were placed with (their Paybill payments that found no order are
 * theirs only by the phone they paid from).
 */
function payerPhonesOf({ key, orders }: Person): PayerPhones {
  if (key.kind === 'phone') return key.digits;
  const typed = orders.map((order) => order.phone).filter((phone) => /\d/.test(phone));
  return [...new Set(typed.flatMap(phoneDigitForms))];
}

async function find(person: Person, tx: DbExecutor) {
  // By id from here: a payment arriving meanwhile is not checked, so it is not erased either.
  const unmatched = await tx
    .select({ id: mpesaC2bPayments.id })
    .from(mpesaC2bPayments)
    .where(unmatchedFrom(payerPhonesOf(person)));
  return { unmatchedPaybillIds: unmatched.map((payment) => payment.id) };
}

/** Rows grouped by their order, without the order's id; rows of no order are left out. */
const byOrder = <T extends { orderId: number | null }>(rows: T[]) => {
  const map = new Map<number, Omit<T, 'orderId'>[]>();
  for (const { orderId, ...rest } of rows) {
    if (orderId === null) continue;
    map.set(orderId, [...(map.get(orderId) ?? []), rest]);
  }
  return (id: number) => map.get(id) ?? [];
};

async function exportPayments(person: Person, tx: DbExecutor) {
  const ids = orderIdsOf(person);
  const [stk, paybill, refundRows] =
    ids.length > 0
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
        ])
      : [[], [], []];
  const [paymentsOf, paybillOf, refundsOf] = [byOrder(stk), byOrder(paybill), byOrder(refundRows)];
  return {
    /** What each of their orders was paid with and refunded by. */
    ofOrder: (orderId: number) => ({
      payments: paymentsOf(orderId),
      paybillPayments: paybillOf(orderId),
      refunds: refundsOf(orderId),
    }),
    paybillPayments: await unmatchedPaybill(tx, person.unmatchedPaybillIds),
  };
}

/** Their Paybill payments that found no order, with the refunds of each, oldest first. */
async function unmatchedPaybill(tx: DbExecutor, ids: readonly number[]) {
  if (ids.length === 0) return [];
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
    .where(inArray(mpesaC2bPayments.id, [...ids]))
    .orderBy(asc(mpesaC2bPayments.id));
  const back = await tx
    .select({
      paymentId: refunds.c2bPaymentId,
      amountCents: refunds.amountCents,
      state: refunds.state,
      createdAt: refunds.createdAt,
    })
    .from(refunds)
    .where(inArray(refunds.c2bPaymentId, [...ids]))
    .orderBy(asc(refunds.id));
  return payments.map(({ id, ...payment }) => ({
    ...payment,
    refunds: back.filter((refund) => refund.paymentId === id).map(({ paymentId: _id, ...refund }) => refund),
  }));
}

/** What the Refunds page lists for them, and each of their payments or refunds still moving. */
async function owed(person: Person, tx: DbExecutor): Promise<Owed[]> {
  const orderIds = orderIdsOf(person);
  const moving = await stillMoving(tx, orderIds, person.unmatchedPaybillIds);
  const held = await moneyHeldFor(tx, { orderIds, payerPhones: payerPhonesOf(person) });
  return [
    ...held.map((money) => ({ kind: 'held' as const, ...money })),
    ...[...moving].map((orderId) => ({ kind: 'unsettled' as const, orderId })),
  ];
}

/**
 * The orders with a payment still being confirmed, or paid twice with its receipt not yet known
 * (it cannot be refunded or listed until it is), or a refund on its way; `null` for a refund on its
 * way of a Paybill payment of no order.
 */
async function stillMoving(tx: DbExecutor, orderIds: number[], unmatchedPaybillIds: readonly number[]) {
  const moving = new Set<number | null>();
  if (orderIds.length > 0) {
    const payments = await tx
      .select({ orderId: mpesaPayments.orderId })
      .from(mpesaPayments)
      .where(
        and(
          inArray(mpesaPayments.orderId, orderIds),
          or(
            inArray(mpesaPayments.status, ['pending', 'confirming']),
            and(
              inArray(mpesaPayments.status, ['needs_refund', 'amount_mismatch']),
              isNull(mpesaPayments.receiptNumber),
            ),
          ),
        ),
      );
    for (const payment of payments) moving.add(payment.orderId);
  }
  const ofPayments = [
    orderIds.length > 0 ? inArray(refunds.orderId, orderIds) : undefined,
    unmatchedPaybillIds.length > 0 ? inArray(refunds.c2bPaymentId, [...unmatchedPaybillIds]) : undefined,
  ].filter((condition) => condition !== undefined);
  if (ofPayments.length > 0) {
    const pending = await tx
      .select({ orderId: refunds.orderId })
      .from(refunds)
      .where(and(eq(refunds.state, 'pending'), or(...ofPayments)));
    for (const refund of pending) moving.add(refund.orderId);
  }
  return moving;
}

async function forget(person: Person, tx: DbExecutor) {
  const ids = orderIdsOf(person);
  let payments = 0;
  if (ids.length > 0) {
    const stk = await tx
      .update(mpesaPayments)
      .set({ phone: '', rawCallback: null })
      .where(inArray(mpesaPayments.orderId, ids))
      .returning({ id: mpesaPayments.id });
    const paybill = await tx
      .update(mpesaC2bPayments)
      .set({ msisdn: '', payerName: '', raw: sql`'{}'::jsonb` })
      .where(inArray(mpesaC2bPayments.orderId, ids))
      .returning({ id: mpesaC2bPayments.id });
    payments = stk.length + paybill.length;
  }
  if (person.unmatchedPaybillIds.length > 0) {
    // What the payer typed as the account number may be their name or phone.
    const lost = await tx
      .update(mpesaC2bPayments)
      .set({ msisdn: '', payerName: '', billRefNumber: ERASED.text, raw: sql`'{}'::jsonb` })
      .where(inArray(mpesaC2bPayments.id, [...person.unmatchedPaybillIds]))
      .returning({ id: mpesaC2bPayments.id });
    payments += lost.length;
  }
  return { payments };
}

export const mpesaPersonalData = {
  covers: [
    'mpesa_payments.phone',
    'mpesa_payments.raw_callback',
    'mpesa_c2b_payments.msisdn',
    'mpesa_c2b_payments.payer_name',
    'mpesa_c2b_payments.bill_ref_number',
    'mpesa_c2b_payments.raw',
  ],
  find,
  export: exportPayments,
  owed,
  forget,
} satisfies PersonalData;
