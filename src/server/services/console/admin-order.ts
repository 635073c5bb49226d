// The console's order page in one read: the order with its lines, history and notes (orders), its
// M-Pesa prompts, refunds and Paybill payments (mpesa), its text messages (notifications), its tax
// invoice and credit notes (tax-invoices), its parcels and what is left to ship (fulfilment) and the
// riders a parcel may go with (delivery). It reads across those domains, so it sits above them. The checkout's payment token is dropped here:
// the console has no use for it, and a secret that never leaves the service cannot leak from a door.
import type { OrderPaybillView, PaybillPaymentView } from '../../../core/order-paybill';
import type { OrderSms } from '../../../core/order-sms';
import type { SizeToShip } from '../../../core/shipment-form';
import type { ShipmentView } from '../../../core/shipments';
import type { RidersAdmin } from '../delivery';
import type { FulfilmentService } from '../fulfilment';
import type { C2bPaymentsService, OrderPrompt, PaymentsService, RefundsService } from '../mpesa';
import { isServiceErrorOf } from '../errors';
import type { SmsService } from '../notifications';
import type { Order, OrderDetail, OrdersService } from '../orders';
import type { TaxInvoiceRow, TaxInvoicesService } from '../tax-invoices';

/** The order as the console shows it: everything but the checkout's secret. */
export type ConsoleOrder = Omit<Order, 'paymentToken'>;

type OrderRefunds = NonNullable<Awaited<ReturnType<RefundsService['forOrder']>>>;

/** A retail order's Paybill payments: to the shop's shortcode, what it received and what it still needs. */
export interface OrderPaybill extends Omit<OrderPaybillView, 'paybill' | 'payments'> {
  shortcode: string;
  payments: (Omit<PaybillPaymentView, 'paidAt'> & { paidAt: Date })[];
}

export interface AdminOrderView extends Omit<OrderDetail, 'order'> {
  order: ConsoleOrder;
  /** Its M-Pesa prompts, newest first. */
  payments: OrderPrompt[];
  /** Its refundable payments, refunds and units; `available` is false until refunds are configured. */
  refunds: OrderRefunds & { available: boolean };
  textMessages: OrderSms[];
  /** Null for a wholesale order, which is paid by arrangement rather than by Paybill. */
  paybill: OrderPaybill | null;
  taxInvoices: OrderTaxInvoices;
  /** Its parcels, oldest first. */
  shipments: ShipmentView[];
  /** Each size of the order with the units not yet in a parcel. */
  toShip: SizeToShip[];
  /** The riders switched on, by name, who may be handed a drop: their phones stay on the Riders page. */
  riders: { id: number; name: string }[];
}

/** The order's KRA documents: none until it is confirmed, and none at all while eTIMS is off. */
export interface OrderTaxInvoices {
  enabled: boolean;
  sale: TaxInvoiceRow | null;
  creditNotes: TaxInvoiceRow[];
}

export interface AdminOrderDeps {
  orders: Pick<OrdersService, 'detail'>;
  payments: Pick<PaymentsService, 'ofOrder'>;
  refunds: Pick<RefundsService, 'forOrder' | 'available'>;
  c2b: Pick<C2bPaymentsService, 'ofOrder' | 'balanceOf' | 'paybillShortcode'>;
  sms: Pick<SmsService, 'orderMessages'>;
  taxInvoices: Pick<TaxInvoicesService, 'documentsFor' | 'enabled'>;
  fulfilment: Pick<FulfilmentService, 'ofOrder' | 'toShip'>;
  riders: Pick<RidersAdmin, 'list'>;
}

async function taxInvoicesOf(
  taxInvoices: AdminOrderDeps['taxInvoices'],
  orderNumber: string,
): Promise<OrderTaxInvoices> {
  try {
    const documents = await taxInvoices.documentsFor(orderNumber, { admin: true });
    return { enabled: taxInvoices.enabled, ...documents };
  } catch (error) {
    // Not confirmed yet, or confirmed before eTIMS was on: no documents, which is no error here.
    if (isServiceErrorOf(error, 'not_found')) {
      return { enabled: taxInvoices.enabled, sale: null, creditNotes: [] };
    }
    throw error;
  }
}

async function paybillOf(c2b: AdminOrderDeps['c2b'], order: ConsoleOrder): Promise<OrderPaybill | null> {
  if (order.kind !== 'retail') return null;
  const [rows, balance] = await Promise.all([c2b.ofOrder(order.id), c2b.balanceOf(order.id)]);
  return {
    shortcode: c2b.paybillShortcode,
    paidCents: balance?.paidCents ?? 0,
    dueCents: balance?.dueCents ?? 0,
    payments: rows.map((row) => ({
      receipt: row.transId,
      amountCents: row.amountCents,
      excessCents: row.excessCents,
      paidAt: row.createdAt,
      assignedByStaff: row.assignedByUserId !== null,
    })),
  };
}

/** `services.console.orderView(orderNumber)`: null when there is no such order. */
export function createAdminOrderView({
  orders,
  payments,
  refunds,
  c2b,
  sms,
  taxInvoices,
  fulfilment,
  riders,
}: AdminOrderDeps) {
  return async (orderNumber: string): Promise<AdminOrderView | null> => {
    const detail = await orders.detail(orderNumber);
    if (!detail) return null;
    const { paymentToken: _token, ...order } = detail.order;
    const [prompts, refundView, textMessages, paybill, invoices, shipments, toShip, riderList] =
      await Promise.all([
        payments.ofOrder(order.id),
        refunds.forOrder(order.orderNumber),
        sms.orderMessages(order.id),
        paybillOf(c2b, order),
        taxInvoicesOf(taxInvoices, order.orderNumber),
        fulfilment.ofOrder(order),
        fulfilment.toShip(order),
        riders.list(),
      ]);
    return {
      ...detail,
      order,
      payments: prompts,
      refunds: { available: refunds.available(), payments: [], refunds: [], units: [], ...refundView },
      textMessages,
      paybill,
      taxInvoices: invoices,
      shipments,
      toShip,
      riders: riderList
        .filter((rider) => rider.active)
        .map(({ id, name }) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    };
  };
}
